import type { Metadata } from "next";

import { FaqAccordion } from "@/components/showroom/faq-accordion";
import { faqStructuredData } from "@/lib/seo/faq-structured-data";
import { LinkButton } from "@/components/ui/link-button";
import { faqs } from "@/content/faqs";
import { site } from "@/content/site";
import { JsonLd } from "@/lib/seo/json-ld";
import { pageMetadata } from "@/lib/seo/page-metadata";

export const metadata: Metadata = pageMetadata({
  title: "Wallpaper Questions, Answered",
  description: `Samples, special-order times, installation and its warranty, returns, consultations, care and humidity: answers from the ${site.name} showroom.`,
  path: "/faqs",
});

/*
 * Desktop: the heading and the contact note share the left column, the questions the right.
 * Phones: heading, questions, then the contact note, so the questions come first.
 */
export default function FaqsPage() {
  return (
    <>
      <JsonLd data={faqStructuredData(faqs)} />
      <div className="mx-auto grid max-w-page gap-12 px-5 pt-12 pb-24 sm:px-8 lg:grid-cols-12 lg:grid-rows-[auto_1fr] lg:gap-x-12 lg:gap-y-10 lg:px-12 lg:pt-20 lg:pb-32">
        <header className="lg:col-span-4 lg:row-start-1">
          <p className="eyebrow">Frequently asked questions</p>
          <h1 className="mt-4 text-4xl sm:text-5xl">Questions, answered</h1>
          <p className="mt-6 max-w-prose text-lg text-muted-foreground">
            What clients ask us most about samples, ordering, installation and living with wallpaper
            in a humid climate.
          </p>
        </header>
        <section
          aria-label="Questions and answers"
          className="lg:col-span-7 lg:col-start-6 lg:row-span-2 lg:row-start-1"
        >
          <FaqAccordion faqs={faqs} />
        </section>
        <aside
          aria-labelledby="faq-contact-title"
          className="self-start border-t border-border pt-6 lg:col-span-4 lg:row-start-2"
        >
          <h2 id="faq-contact-title" className="text-2xl">
            Something else on your mind?
          </h2>
          <p className="mt-2 max-w-prose text-sm text-muted-foreground">
            {`Call ${site.phone.display} or send us a message. We reply ${site.replyPromise}.`}
          </p>
          <LinkButton href="/contact" variant="outline" className="mt-5">
            Ask us a question
          </LinkButton>
        </aside>
      </div>
    </>
  );
}
