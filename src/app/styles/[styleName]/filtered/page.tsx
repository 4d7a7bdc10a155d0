import type { Metadata } from "next";

import { ListingPage } from "@/components/catalogue/listing-page";
import { listingPageMetadata, styleListingPage } from "@/lib/catalogue/listing-pages";
import { parseCatalogueQuery, type CatalogueSearchParams } from "@/lib/catalogue/query";

/**
 * `/styles/<slug>?brand=…` and every alias or unknown slug, rendered per request. Visitors never
 * see this address: src/proxy.ts rewrites to it (src/lib/catalogue/style-route.ts).
 */
type PerRequestStylePageProps = {
  params: Promise<{ styleName: string }>;
  searchParams: Promise<CatalogueSearchParams>;
};

export async function generateMetadata({
  params,
  searchParams,
}: PerRequestStylePageProps): Promise<Metadata> {
  const { styleName } = await params;
  return listingPageMetadata(styleListingPage, styleName, parseCatalogueQuery(await searchParams));
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
      query={parseCatalogueQuery(await searchParams)}
    />
  );
}
