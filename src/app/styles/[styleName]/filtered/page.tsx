import type { Metadata } from "next";

import { ListingPage } from "@/components/catalog/listing-page";
import { listingPageMetadata, styleListingPage } from "@/lib/catalog/listing-pages";
import { parseCatalogQuery, type CatalogSearchParams } from "@/lib/catalog/catalog-query";

/**
 * `/styles/<slug>?brand=…` and every alias or unknown slug, rendered per request. Visitors never
 * see this address: src/proxy.ts rewrites to it (src/lib/catalog/style-route.ts).
 */
type PerRequestStylePageProps = {
  params: Promise<{ styleName: string }>;
  searchParams: Promise<CatalogSearchParams>;
};

export async function generateMetadata({
  params,
  searchParams,
}: PerRequestStylePageProps): Promise<Metadata> {
  const { styleName } = await params;
  return listingPageMetadata(styleListingPage, styleName, parseCatalogQuery(await searchParams));
}

export default async function PerRequestStylePage({
  params,
  searchParams,
}: PerRequestStylePageProps) {
  const { styleName } = await params;
  return (
    <ListingPage
      config={styleListingPage}
      name={styleName}
      query={parseCatalogQuery(await searchParams)}
    />
  );
}
