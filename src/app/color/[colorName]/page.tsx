import type { Metadata } from "next";

import { ListingPage } from "@/components/catalog/listing-page";
import { colorListingPage, listingPageMetadata } from "@/lib/catalog/listing-pages";
import { parseCatalogQuery, type CatalogSearchParams } from "@/lib/catalog/catalog-query";

type ColorPageProps = {
  params: Promise<{ colorName: string }>;
  searchParams: Promise<CatalogSearchParams>;
};

export async function generateMetadata({
  params,
  searchParams,
}: ColorPageProps): Promise<Metadata> {
  const { colorName } = await params;
  return listingPageMetadata(colorListingPage, colorName, parseCatalogQuery(await searchParams));
}

/** Any color name renders; see colorListingPage. */
export default async function ColorPage({ params, searchParams }: ColorPageProps) {
  const { colorName } = await params;
  return (
    <ListingPage
      config={colorListingPage}
      name={colorName}
      query={parseCatalogQuery(await searchParams)}
    />
  );
}
