import type { Metadata } from "next";

import { ListingPage } from "@/components/catalogue/listing-page";
import { listingPageMetadata, typeListingPage } from "@/lib/catalogue/listing-pages";
import { parseCatalogueQuery, type CatalogueSearchParams } from "@/lib/catalogue/query";

type TypePageProps = {
  params: Promise<{ typeName: string }>;
  searchParams: Promise<CatalogueSearchParams>;
};

export async function generateMetadata({ params, searchParams }: TypePageProps): Promise<Metadata> {
  const { typeName } = await params;
  return listingPageMetadata(typeListingPage, typeName, parseCatalogueQuery(await searchParams));
}

/** The catalogue within one material (a wallpaper "type"); see typeListingPage. */
export default async function TypePage({ params, searchParams }: TypePageProps) {
  const { typeName } = await params;
  return (
    <ListingPage
      config={typeListingPage}
      name={typeName}
      query={parseCatalogueQuery(await searchParams)}
    />
  );
}
