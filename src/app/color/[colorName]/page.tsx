import type { Metadata } from "next";

import { ListingPage } from "@/components/catalogue/listing-page";
import { colorListingPage, listingPageMetadata } from "@/lib/catalogue/listing-pages";
import { parseCatalogueQuery, type CatalogueSearchParams } from "@/lib/catalogue/query";

type ColorPageProps = {
  params: Promise<{ colorName: string }>;
  searchParams: Promise<CatalogueSearchParams>;
};

export async function generateMetadata({
  params,
  searchParams,
}: ColorPageProps): Promise<Metadata> {
  const { colorName } = await params;
  return listingPageMetadata(colorListingPage, colorName, parseCatalogueQuery(await searchParams));
}

/** Any colour name renders; see colorListingPage. */
export default async function ColorPage({ params, searchParams }: ColorPageProps) {
  const { colorName } = await params;
  return (
    <ListingPage
      config={colorListingPage}
      name={colorName}
      query={parseCatalogueQuery(await searchParams)}
    />
  );
}
