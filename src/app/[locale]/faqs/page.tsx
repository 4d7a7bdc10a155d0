import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";

import { FaqAccordion } from "@/components/showroom/faq-accordion";
import { LinkButton } from "@/components/ui/link-button";
import { localizedSite } from "@/content/localized";
import { pageLocale } from "@/i18n/page-locale";
import { faqStructuredData } from "@/lib/seo/faq-structured-data";
import { JsonLd } from "@/lib/seo/json-ld";
import { pageMetadata } from "@/lib/seo/page-metadata";
import { showroomContent } from "@/lib/showroom/localized-content";

export async function generateMetadata({ params }: PageProps<"/[locale]/faqs">): Promise<Metadata> {
  const locale = await pageLocale(params);
  const t = await getTranslations({ locale, namespace: "showroom.faqs.meta" });
  const site = localizedSite(locale);
  return pageMetadata({
    locale,
    title: t("title"),
    description: t("description", { name: site.name }),
    path: "/faqs",
  });
}

/*
 * Desktop: the heading and the contact note share the left column, the questions the right.
 * Phones: heading, questions, then the contact note, so the questions come first.
 */
export default async function FaqsPage({ params }: PageProps<"/[locale]/faqs">) {
  const locale = await pageLocale(params);
  const t = await getTranslations({ locale, namespace: "showroom.faqs" });
  const site = localizedSite(locale);
  const { faqs } = showroomContent(locale);
  return (
    <>
      <JsonLd data={faqStructuredData(faqs, locale)} />
      <div className="mx-auto grid max-w-page gap-12 px-5 pt-12 pb-24 sm:px-8 lg:grid-cols-12 lg:grid-rows-[auto_1fr] lg:gap-x-12 lg:gap-y-10 lg:px-12 lg:pt-20 lg:pb-32">
        <header className="lg:col-span-4 lg:row-start-1">
          <p className="eyebrow">{t("eyebrow")}</p>
          <h1 className="mt-4 text-4xl sm:text-5xl">{t("heading")}</h1>
          <p className="mt-6 max-w-prose text-lg text-muted-foreground">{t("intro")}</p>
        </header>
        <section
          aria-label={t("listLabel")}
          className="lg:col-span-7 lg:col-start-6 lg:row-span-2 lg:row-start-1"
        >
          <FaqAccordion faqs={faqs} />
        </section>
        <aside
          aria-labelledby="faq-contact-title"
          className="self-start border-t border-border pt-6 lg:col-span-4 lg:row-start-2"
        >
          <h2 id="faq-contact-title" className="text-2xl">
            {t("contactHeading")}
          </h2>
          <p className="mt-2 max-w-prose text-sm text-muted-foreground">
            {t("contactText", { phone: site.phone.display, replyPromise: site.replyPromise })}
          </p>
          <LinkButton href="/contact" variant="outline" className="mt-5">
            {t("contactButton")}
          </LinkButton>
        </aside>
      </div>
    </>
  );
}
