import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";

import { CatalogListing } from "@/components/catalog/catalog-listing";
import { ListingHeader } from "@/components/catalog/listing-header";
import { products } from "@/content/catalog/products";
import { brands } from "@/content/catalog/taxonomy";
import { localizedSite } from "@/content/localized";
import { pageLocale } from "@/i18n/page-locale";
import { buildListing, catalogListing, restrictState } from "@/lib/catalog/listing";
import { isFilteredOrPaged, parseCatalogQuery } from "@/lib/catalog/catalog-query";
import { pageMetadata } from "@/lib/seo/page-metadata";

type CatalogPageProps = PageProps<"/[locale]/catalog">;

const path = "/catalog";

export async function generateMetadata({
  params,
  searchParams,
}: CatalogPageProps): Promise<Metadata> {
  const locale = await pageLocale(params);
  const t = await getTranslations({ locale, namespace: "catalog.catalogPage.meta" });
  const state = restrictState(parseCatalogQuery(await searchParams), catalogListing);
  return pageMetadata({
    locale,
    title: t("title"),
    description: t("description", {
      brands: brands.length,
      city: localizedSite(locale).address.city,
    }),
    path,
    noindex: isFilteredOrPaged(state),
  });
}

/** The collection screen: every product, all filters, search, views and "Load more". */
export default async function CatalogPage({ params, searchParams }: CatalogPageProps) {
  const locale = await pageLocale(params);
  const t = await getTranslations({ locale, namespace: "catalog.catalogPage" });
  const listing = buildListing(products, parseCatalogQuery(await searchParams), catalogListing);

  return (
    <>
      <ListingHeader
        eyebrow={t("eyebrow")}
        title={t("title")}
        lead={<p>{t("lead", { products: products.length, brands: brands.length })}</p>}
      />
      <CatalogListing basePath={path} listing={listing} config={catalogListing} priorityFirst />
    </>
  );
}
