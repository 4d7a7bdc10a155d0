import type { Metadata } from "next";
import { redirect } from "next/navigation";

import { AdminHeader } from "@/components/admin/admin-header";
import { InboxDisabled } from "@/components/admin/inbox-disabled";
import { SignInForm } from "@/components/admin/sign-in-form";
import { isSignedIn } from "@/server/admin/current-session";
import { isInboxEnabled } from "@/server/admin/password";

export const metadata: Metadata = { title: "Sign in to the inbox" };

export default async function SignInPage({ searchParams }: PageProps<"/admin/sign-in">) {
  if (!isInboxEnabled()) {
    return (
      <>
        <AdminHeader title="Sign in" signedIn={false} />
        <InboxDisabled />
      </>
    );
  }
  if (await isSignedIn()) redirect("/admin");
  const params = await searchParams;
  return (
    <>
      <AdminHeader title="Sign in" signedIn={false}>
        <p>Every consultation request, message and sample request in one place.</p>
      </AdminHeader>
      <div className="mx-auto max-w-page px-5 pb-16 sm:px-8 lg:px-12">
        <SignInForm notice={params["signed-out"] ? "You are signed out." : undefined} />
      </div>
    </>
  );
}
