import type { Metadata } from "next";
import { headers } from "next/headers";
import { redirect } from "next/navigation";

import { AdminHeader } from "@/components/admin/admin-header";
import { InboxDisabled } from "@/components/admin/inbox-disabled";
import { InsecureConnectionNotice } from "@/components/admin/insecure-connection-notice";
import { SignInForm } from "@/components/admin/sign-in-form";
import {
  httpsSignInUrl,
  requestOrigin,
  sessionCookieIsSecure,
  signInNeedsHttps,
} from "@/lib/admin/connection-security";
import { isSignedIn } from "@/server/admin/current-session";
import { isInboxEnabled } from "@/server/admin/password";
import { getEnv } from "@/server/env";

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
  const env = getEnv();
  const needsHttps = signInNeedsHttps(
    requestOrigin(await headers(), env.TRUSTED_PROXY_COUNT),
    sessionCookieIsSecure(env),
  );
  return (
    <>
      <AdminHeader title="Sign in" signedIn={false}>
        <p>Every consultation request, message and sample request in one place.</p>
      </AdminHeader>
      <div className="mx-auto max-w-page px-5 pb-16 sm:px-8 lg:px-12">
        {needsHttps ? <InsecureConnectionNotice httpsUrl={httpsSignInUrl(env.SITE_URL)} /> : null}
        <SignInForm notice={params["signed-out"] ? "You are signed out." : undefined} />
      </div>
    </>
  );
}
