import type { Metadata, Viewport } from "next";
import type * as React from "react";

import { ConsultationDialogHost } from "@/components/consultation/consultation-dialog-host";
import { ScrollToTop } from "@/components/layout/scroll-to-top";
import { SiteFooter } from "@/components/layout/site-footer";
import { SiteHeader } from "@/components/layout/site-header";
import { SkipLink } from "@/components/layout/skip-link";
import { DeferredToaster } from "@/components/ui/deferred-toaster";
import { site } from "@/content/site";
import { displayFont, displayItalicFont, textFont } from "@/fonts/fonts";
import { getPublicConfig } from "@/lib/config/public-config";
import { cn } from "@/lib/utils/cn";

import "./globals.css";

export function generateMetadata(): Metadata {
  const { siteUrl, indexable } = getPublicConfig();
  return {
    metadataBase: new URL(siteUrl),
    title: { default: site.name, template: `%s | ${site.name}` },
    description: site.blurb,
    applicationName: site.name,
    robots: indexable ? undefined : { index: false, follow: false },
    formatDetection: { telephone: false, email: false, address: false },
  };
}

export const viewport: Viewport = {
  themeColor: "#f6f1e8",
  colorScheme: "light",
};

export default function RootLayout({ children }: { children: React.ReactNode }) {
  return (
    <html
      lang="en"
      className={cn(displayFont.variable, displayItalicFont.variable, textFont.variable)}
    >
      <body className="flex min-h-dvh flex-col">
        <SkipLink />
        <ScrollToTop />
        <SiteHeader />
        <main id="main-content" tabIndex={-1} className="flex-1 outline-none">
          {children}
        </main>
        <SiteFooter />
        <DeferredToaster />
        <ConsultationDialogHost />
      </body>
    </html>
  );
}
