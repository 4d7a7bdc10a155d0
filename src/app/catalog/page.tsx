import type { Metadata } from "next";

import { CatalogListing } from "@/components/catalog/catalog-listing";
import { ListingHeader } from "@/components/catalog/listing-header";
import { products } from "@/content/catalog/products";
import { brands } from "@/content/catalog/taxonomy";
import { site } from "@/content/site";
import { buildListing, catalogListing, restrictState } from "@/lib/catalog/listing";
import {
  isFilteredOrPaged,
  parseCatalogQuery,
  type CatalogSearchParams,
} from "@/lib/catalog/catalog-query";
import { pageMetadata } from "@/lib/seo/page-metadata";

type CatalogPageProps = { searchParams: Promise<CatalogSearchParams> };

const path = "/catalog";

export async function generateMetadata({ searchParams }: CatalogPageProps): Promise<Metadata> {
  const state = restrictState(parseCatalogQuery(await searchParams), catalogListing);
  return pageMetadata({
    title: "Wallpaper Collection",
    description: `Designer wallpaper from ${brands.length} houses, by brand, style, color and price. See the samples in person at our ${site.address.city} showroom.`,
    path,
    noindex: isFilteredOrPaged(state),
  });
}

/** The collection screen: every product, all filters, search, views and "Load more". */
export default async function CatalogPage({ searchParams }: CatalogPageProps) {
  const listing = buildListing(products, parseCatalogQuery(await searchParams), catalogListing);

  return (
    <>
      <ListingHeader
        eyebrow="The Catalog"
        title="Wallpaper Collection"
        lead={
          <p>
            Our working library of {products.length} designs from {brands.length} houses. Narrow it
            by brand, style, color or price, then book a consultation to see the samples in the
            showroom.
          </p>
        }
      />
      <CatalogListing basePath={path} listing={listing} config={catalogListing} priorityFirst />
    </>
  );
}
