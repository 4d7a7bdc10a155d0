import { useLocale, useTranslations } from "next-intl";

import { InlineText } from "@/components/guides/inline-text";
import type { Locale } from "@/i18n/routing";

import { type ExplainerSection, explainerSections } from "./calculator-explainer-content";
import { explainerSections as spanishExplainerSections } from "./calculator-explainer-content-es";

const sectionsByLocale: Record<Locale, readonly ExplainerSection[]> = {
  en: explainerSections,
  es: spanishExplainerSections,
};

/** How the estimate works, in the page's language, links written as [label](/path). */
export function CalculatorExplainer() {
  const t = useTranslations("calculator.explainer");
  const locale = useLocale();
  const sections = sectionsByLocale[locale];
  return (
    <div className="grid gap-10 lg:grid-cols-12 lg:gap-12">
      <div className="lg:col-span-4">
        <div className="lg:sticky lg:top-30">
          <p className="eyebrow">{t("eyebrow")}</p>
          <h2 id="calculator-explainer-heading" className="mt-3 text-3xl sm:text-4xl">
            {t("heading")}
          </h2>
          <nav aria-label={t("heading")} className="mt-6 hidden lg:block">
            <ol className="space-y-0.5 border-t border-border pt-4 text-sm">
              {sections.map((section) => (
                <li key={section.id}>
                  <a
                    href={`#${section.id}`}
                    className="inline-flex min-h-10 items-center text-muted-foreground underline-offset-4 hover:text-foreground hover:underline"
                  >
                    {section.heading}
                  </a>
                </li>
              ))}
            </ol>
          </nav>
        </div>
      </div>
      <div className="max-w-prose text-foreground/90 lg:col-span-7 lg:col-start-6">
        {sections.map((section) => (
          <div
            key={section.id}
            className="border-t border-border pt-8 pb-10 first:border-t-0 first:pt-0"
          >
            <h3 id={section.id} className="scroll-mt-28 text-2xl sm:text-3xl">
              {section.heading}
            </h3>
            {section.paragraphs.map((paragraph) => (
              <p key={paragraph} className="mt-4">
                <InlineText text={paragraph} />
              </p>
            ))}
          </div>
        ))}
      </div>
    </div>
  );
}
