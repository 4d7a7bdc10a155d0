import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";

import { ListingHeader } from "@/components/catalog/listing-header";
import { StyleIndexCard } from "@/components/catalog/style-index-card";
import { styles } from "@/content/catalog/taxonomy";
import { localizedSite } from "@/content/localized";
import { pageLocale } from "@/i18n/page-locale";
import { productsByStyle } from "@/lib/catalog/lookups";
import { pageMetadata } from "@/lib/seo/page-metadata";

type StylesPageProps = PageProps<"/[locale]/styles">;

export async function generateMetadata({ params }: StylesPageProps): Promise<Metadata> {
  const locale = await pageLocale(params);
  const t = await getTranslations({ locale, namespace: "catalog.stylesPage.meta" });
  return pageMetadata({
    locale,
    title: t("title"),
    description: t("description", { count: styles.length, siteName: localizedSite(locale).name }),
    path: "/styles",
  });
}

/** A style's picture: an in-stock design when there is one, so the sample can be seen today. */
function sampleFor(slug: (typeof styles)[number]["slug"]) {
  const list = productsByStyle(slug);
  return { sample: list.find((p) => p.inStock) ?? list[0], count: list.length };
}

export default async function StylesPage({ params }: StylesPageProps) {
  const locale = await pageLocale(params);
  const t = await getTranslations({ locale, namespace: "catalog.stylesPage" });
  return (
    <>
      <ListingHeader
        eyebrow={t("eyebrow")}
        title={t("title")}
        lead={<p>{t("lead", { count: styles.length })}</p>}
      />
      <div className="mx-auto max-w-page px-5 pb-24 sm:px-8 lg:px-12 lg:pb-32">
        <ul className="grid gap-y-10 sm:grid-cols-2 sm:gap-x-6 sm:gap-y-14 lg:grid-cols-3 lg:gap-x-8 xl:grid-cols-4">
          {styles.map((style, index) => {
            const { sample, count } = sampleFor(style.slug);
            return (
              <li key={style.slug}>
                <StyleIndexCard
                  style={style}
                  sample={sample}
                  count={count}
                  priority={index === 0}
                />
              </li>
            );
          })}
        </ul>
      </div>
    </>
  );
}
