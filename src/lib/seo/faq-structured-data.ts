import type { Faq } from "@/content/faqs";
import type { Locale } from "@/i18n/routing";
import { absoluteUrl } from "@/lib/config/public-config";
import { localizePath } from "@/lib/i18n/localize-path";

/**
 * schema.org FAQPage for /faqs: the same questions and answers the page shows, word for word, in
 * the page's language and at the page's own address.
 */
export function faqStructuredData(
  faqs: readonly Faq[],
  locale: Locale = "en",
): Record<string, unknown> {
  return {
    "@context": "https://schema.org",
    "@type": "FAQPage",
    "@id": `${absoluteUrl(localizePath("/faqs", locale))}#faq`,
    inLanguage: locale === "es" ? "es-US" : "en-US",
    mainEntity: faqs.map((faq) => ({
      "@type": "Question",
      name: faq.question,
      acceptedAnswer: { "@type": "Answer", text: faq.answer },
    })),
  };
}
