import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";

import { Section, SectionHeading } from "@/components/page/section";
import { BrandShowcaseCard } from "@/components/showcase/brand-showcase-card";
import { ShowcaseStyleLinks } from "@/components/showcase/showcase-style-links";
import { ClosingCta } from "@/components/showroom/closing-cta";
import { LinkButton } from "@/components/ui/link-button";
import { localizedSite } from "@/content/localized";
import { pageLocale } from "@/i18n/page-locale";
import { localizedBrandShowcase, showcaseStylesFor } from "@/lib/catalog/showcase";
import { pageMetadata } from "@/lib/seo/page-metadata";

type CollectionsPageProps = PageProps<"/[locale]/collections">;

export async function generateMetadata({ params }: CollectionsPageProps): Promise<Metadata> {
  const locale = await pageLocale(params);
  const t = await getTranslations({ locale, namespace: "catalog.collectionsPage.meta" });
  return pageMetadata({
    locale,
    title: t("title"),
    description: t("description", {
      count: localizedBrandShowcase(locale).length,
      city: localizedSite(locale).address.city,
    }),
    path: "/collections",
  });
}

export default async function CollectionsPage({ params }: CollectionsPageProps) {
  const locale = await pageLocale(params);
  const t = await getTranslations({ locale, namespace: "catalog.collectionsPage" });
  const showcase = localizedBrandShowcase(locale);
  const catalogHouses = showcase.filter((entry) => entry.availability === "catalog");
  const specialOrderHouses = showcase.filter((entry) => entry.availability === "special-order");

  return (
    <>
      <header className="mx-auto max-w-page px-5 pt-14 pb-12 sm:px-8 lg:px-12 lg:pt-20 lg:pb-16">
        <p className="eyebrow">{t("eyebrow")}</p>
        <h1 className="mt-4 max-w-4xl text-4xl sm:text-5xl lg:text-6xl">{t("title")}</h1>
        <p className="mt-6 max-w-prose text-lg text-muted-foreground">
          {t("lead", { count: showcase.length })}
        </p>
      </header>

      <section
        aria-labelledby="styles-title"
        className="mx-auto max-w-page px-5 pb-20 sm:px-8 lg:px-12 lg:pb-28"
      >
        <div className="flex flex-wrap items-end justify-between gap-4 border-t border-border pt-8">
          <h2 id="styles-title" className="text-3xl sm:text-4xl">
            {t("stylesTitle")}
          </h2>
          <LinkButton href="/styles" variant="quiet" className="px-0">
            {t("allStyles")}
          </LinkButton>
        </div>
        <div className="mt-10">
          <ShowcaseStyleLinks links={showcaseStylesFor(locale)} />
        </div>
      </section>

      <Section tone="surface" aria-labelledby="houses-title">
        <SectionHeading
          id="houses-title"
          eyebrow={t("houses.eyebrow")}
          title={t("houses.title")}
          lead={t("houses.lead")}
        />
        <ul className="mt-12 grid gap-x-8 gap-y-14 sm:grid-cols-2 lg:grid-cols-3">
          {catalogHouses.map((entry) => (
            <li key={entry.slug}>
              <BrandShowcaseCard entry={entry} />
            </li>
          ))}
        </ul>
        {specialOrderHouses.map((entry) => (
          <div key={entry.slug} className="mt-20 lg:mt-28">
            <BrandShowcaseCard entry={entry} layout="feature" />
          </div>
        ))}
      </Section>

      <ClosingCta
        id="collections-next-title"
        eyebrow={t("closing.eyebrow")}
        title={t("closing.title")}
        text={t("closing.text", { leadTime: localizedSite(locale).specialOrderLeadTime })}
      >
        <LinkButton href="/contact" size="lg">
          {t("closing.contact")}
        </LinkButton>
      </ClosingCta>
    </>
  );
}
