import Link from "next/link";
import type * as React from "react";

import { Button } from "@/components/ui/button";
import { signOutAction } from "@/server/admin/admin-actions";

/** The top of every inbox page: where you are, and signing out when signed in. */
export function AdminHeader({
  title,
  signedIn,
  children,
}: {
  title: React.ReactNode;
  signedIn: boolean;
  children?: React.ReactNode;
}) {
  return (
    <header className="mx-auto max-w-page px-5 pt-10 pb-6 sm:px-8 lg:px-12 lg:pt-14">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <p className="eyebrow">
            {signedIn ? (
              <Link href="/admin" className="underline-offset-4 hover:underline">
                Owner&rsquo;s inbox
              </Link>
            ) : (
              "Owner\u2019s inbox"
            )}
          </p>
          <h1 className="mt-2 text-3xl sm:text-4xl">{title}</h1>
        </div>
        {signedIn ? (
          <form action={signOutAction}>
            <Button type="submit" variant="outline" size="sm">
              Sign out
            </Button>
          </form>
        ) : null}
      </div>
      {children ? <div className="mt-4 max-w-prose text-muted-foreground">{children}</div> : null}
    </header>
  );
}
