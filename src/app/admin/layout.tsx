import type { Metadata } from "next";
import { connection } from "next/server";
import type * as React from "react";

// Never indexed, never followed; X-Robots-Tag from src/proxy.ts says the same for non-HTML.
export const metadata: Metadata = {
  title: "Inbox",
  robots: { index: false, follow: false, nocache: true },
};

export default async function AdminLayout({ children }: { children: React.ReactNode }) {
  // Rendered per request (the session, the nonce): never pre-rendered at build time.
  await connection();
  return <div data-admin="">{children}</div>;
}
