import type { Faq } from "@/content/faqs";
import { absoluteUrl } from "@/lib/config/public-config";

/** schema.org FAQPage for /faqs: the same questions and answers the page shows, word for word. */
export function faqStructuredData(faqs: readonly Faq[]): Record<string, unknown> {
  return {
    "@context": "https://schema.org",
    "@type": "FAQPage",
    "@id": `${absoluteUrl("/faqs")}#faq`,
    mainEntity: faqs.map((faq) => ({
      "@type": "Question",
      name: faq.question,
      acceptedAnswer: { "@type": "Answer", text: faq.answer },
    })),
  };
}
