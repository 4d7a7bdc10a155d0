import type * as React from "react";

import { ConsultationDialogLauncher } from "@/components/consultation/consultation-dialog-launcher";
import { LanguageSuggestion } from "@/components/language/language-suggestion";
import { ScrollToTop } from "@/components/layout/scroll-to-top";
import { SiteFooter } from "@/components/layout/site-footer";
import { SiteHeader } from "@/components/layout/site-header";
import { SkipLink } from "@/components/layout/skip-link";
import { DeferredToaster } from "@/components/ui/deferred-toaster";
import { displayFont, displayItalicFont, textFont } from "@/fonts/fonts";
import { ClientMessages } from "@/i18n/client-messages";
import type { Locale } from "@/i18n/routing";
import { cn } from "@/lib/utils/cn";

/**
 * The whole HTML document around a page: the language, the fonts, the header and footer. The
 * public pages (per language), the owner's inbox and the 404 page for unknown addresses each have
 * their own root layout, and all of them render this.
 */
export function SiteDocument({
  locale,
  offerOtherLanguage = true,
  children,
}: {
  locale: Locale;
  /** False where the page cannot name its twin in the other language (src/app/global-not-found.tsx). */
  offerOtherLanguage?: boolean;
  children: React.ReactNode;
}) {
  return (
    <html
      lang={locale}
      className={cn(displayFont.variable, displayItalicFont.variable, textFont.variable)}
    >
      <body className="flex min-h-dvh flex-col">
        <ClientMessages>
          <SkipLink />
          <ScrollToTop />
          <SiteHeader offerOtherLanguage={offerOtherLanguage} />
          <main id="main-content" tabIndex={-1} className="flex-1 outline-none">
            {children}
          </main>
          <SiteFooter offerOtherLanguage={offerOtherLanguage} />
          {offerOtherLanguage ? <LanguageSuggestion /> : null}
          <DeferredToaster />
          <ConsultationDialogLauncher />
        </ClientMessages>
      </body>
    </html>
  );
}
