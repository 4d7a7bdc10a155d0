import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";

import { ClosingCta } from "@/components/showroom/closing-cta";
import { StatsBand } from "@/components/showroom/stats-band";
import { TestimonialQuote } from "@/components/showroom/testimonial-quote";
import { LinkButton } from "@/components/ui/link-button";
import { localizedSite } from "@/content/localized";
import { pageLocale } from "@/i18n/page-locale";
import { pageMetadata } from "@/lib/seo/page-metadata";
import { showroomContent } from "@/lib/showroom/localized-content";

export async function generateMetadata({
  params,
}: PageProps<"/[locale]/testimonials">): Promise<Metadata> {
  const locale = await pageLocale(params);
  const t = await getTranslations({ locale, namespace: "showroom.testimonials.meta" });
  const site = localizedSite(locale);
  return pageMetadata({
    locale,
    title: t("title"),
    description: t("description", { name: site.name }),
    path: "/testimonials",
  });
}

/*
 * No Review or AggregateRating markup here: these are the store's own selected testimonials, and
 * search engines treat self-serving reviews of a LocalBusiness as ineligible for review snippets.
 */
export default async function TestimonialsPage({ params }: PageProps<"/[locale]/testimonials">) {
  const locale = await pageLocale(params);
  const t = await getTranslations({ locale, namespace: "showroom.testimonials" });
  const site = localizedSite(locale);
  const { testimonials, showroomStats } = showroomContent(locale);
  return (
    <>
      <header className="mx-auto max-w-page px-5 pt-12 pb-14 sm:px-8 lg:px-12 lg:pt-20 lg:pb-20">
        <p className="eyebrow">{t("eyebrow")}</p>
        <h1 className="mt-4 max-w-4xl text-4xl sm:text-5xl xl:text-6xl">{t("heading")}</h1>
        <p className="mt-6 max-w-prose text-lg text-muted-foreground">
          {t("intro", { name: site.name })}
        </p>
      </header>

      <section aria-labelledby="figures-title" className="mx-auto max-w-page px-5 sm:px-8 lg:px-12">
        <h2 id="figures-title" className="sr-only">
          {t("figuresHeading")}
        </h2>
        <StatsBand stats={showroomStats} />
      </section>

      <section
        aria-labelledby="quotes-title"
        className="mx-auto max-w-page px-5 py-20 sm:px-8 lg:px-12 lg:py-28"
      >
        <h2 id="quotes-title" className="sr-only">
          {t("quotesHeading")}
        </h2>
        <ul className="grid gap-px border-y border-border bg-border md:grid-cols-2">
          {testimonials.map((testimonial) => (
            <li key={testimonial.id} className="bg-background py-10 md:p-10 lg:p-14">
              <TestimonialQuote testimonial={testimonial} size="lg" />
            </li>
          ))}
        </ul>
      </section>

      <ClosingCta
        id="testimonials-next-title"
        eyebrow={t("cta.eyebrow")}
        title={t("cta.title")}
        text={t("cta.text", { replyPromise: site.replyPromise })}
        className="pt-0 lg:pt-0"
      >
        <LinkButton href="/contact" size="lg">
          {t("cta.button")}
        </LinkButton>
      </ClosingCta>
    </>
  );
}
