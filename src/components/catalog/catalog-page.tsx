import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";

import { CatalogListing } from "@/components/catalog/catalog-listing";
import { ListingHeader } from "@/components/catalog/listing-header";
import { products } from "@/content/catalog/products";
import { brands } from "@/content/catalog/taxonomy";
import { localizedSite } from "@/content/localized";
import type { Locale } from "@/i18n/routing";
import { buildListing, catalogListing, restrictState } from "@/lib/catalog/listing";
import { isFilteredOrPaged, type CatalogState } from "@/lib/catalog/catalog-query";
import { pageMetadata } from "@/lib/seo/page-metadata";

const path = "/catalog";

export async function catalogPageMetadata(locale: Locale, query: CatalogState): Promise<Metadata> {
  const t = await getTranslations({ locale, namespace: "catalog.catalogPage.meta" });
  return pageMetadata({
    locale,
    title: t("title"),
    description: t("description", {
      brands: brands.length,
      city: localizedSite(locale).address.city,
    }),
    path,
    noindex: isFilteredOrPaged(restrictState(query, catalogListing)),
  });
}

/** The collection screen: every product, all filters, search, views and "Load more". */
export async function CatalogPage({ locale, query }: { locale: Locale; query: CatalogState }) {
  const t = await getTranslations({ locale, namespace: "catalog.catalogPage" });
  const listing = buildListing(products, query, catalogListing);
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
