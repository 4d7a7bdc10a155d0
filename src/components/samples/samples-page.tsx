import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";

import { CatalogListing } from "@/components/catalog/catalog-listing";
import { ListingHeader } from "@/components/catalog/listing-header";
import { SampleProgramme } from "@/components/samples/sample-programme";
import { products } from "@/content/catalog/products";
import type { Locale } from "@/i18n/routing";
import { buildListing, catalogListing, restrictState } from "@/lib/catalog/listing";
import { isFilteredOrPaged, type CatalogState } from "@/lib/catalog/catalog-query";
import { formatSampleMoney, toCents } from "@/lib/samples/money";
import { offersSample } from "@/lib/samples/sample-eligibility";
import { localizedSamplePolicy } from "@/lib/samples/sample-policy";
import { pageMetadata } from "@/lib/seo/page-metadata";

const path = "/samples";
const sampled = products.filter(offersSample);

export async function samplesPageMetadata(locale: Locale, query: CatalogState): Promise<Metadata> {
  const t = await getTranslations({ locale, namespace: "samples.samplesPage.meta" });
  const policy = localizedSamplePolicy(locale);
  const state = restrictState(query, catalogListing);
  return pageMetadata({
    locale,
    title: t("title"),
    description: t("description", {
      size: policy.size,
      count: sampled.length,
      price: formatSampleMoney(toCents(policy.price), locale),
      shipping: policy.shipping,
    }),
    path,
    noindex: isFilteredOrPaged(state),
  });
}

/** The sample programme, then every wallpaper that can be sampled, with the catalog's filters. */
export async function SamplesPage({ locale, query }: { locale: Locale; query: CatalogState }) {
  const t = await getTranslations({ locale, namespace: "samples.samplesPage" });
  const policy = localizedSamplePolicy(locale);
  const listing = buildListing(sampled, query, catalogListing);

  return (
    <>
      <ListingHeader
        eyebrow={t("eyebrow")}
        title={t("title")}
        lead={<p>{t("lead", { max: policy.maxPerRequest })}</p>}
      />
      <SampleProgramme />
      <CatalogListing basePath={path} listing={listing} config={catalogListing} />
    </>
  );
}
