import type { Metadata } from "next";
import { connection } from "next/server";
import type * as React from "react";

import { SiteDocument } from "@/components/layout/site-document";
import { site } from "@/content/site";
import { defaultLocale } from "@/i18n/routing";
import { rootMetadata, rootViewport } from "@/lib/seo/root-metadata";

import "../globals.css";

// Never indexed, never followed; X-Robots-Tag from src/proxy.ts says the same for non-HTML.
export const metadata: Metadata = {
  ...rootMetadata(site.blurb),
  title: "Inbox",
  robots: { index: false, follow: false, nocache: true },
};

export const viewport = rootViewport;

/** The owner's inbox is in English, in the site's frame. */
export default async function AdminLayout({ children }: { children: React.ReactNode }) {
  // Rendered per request (the session, the nonce): never pre-rendered at build time.
  await connection();
  return (
    <SiteDocument locale={defaultLocale} offerOtherLanguage={false}>
      <div data-admin="">{children}</div>
    </SiteDocument>
  );
}
