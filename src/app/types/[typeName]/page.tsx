import type { Metadata } from "next";

import { ListingPage } from "@/components/catalog/listing-page";
import { listingPageMetadata, typeListingPage } from "@/lib/catalog/listing-pages";
import { parseCatalogQuery, type CatalogSearchParams } from "@/lib/catalog/catalog-query";

type TypePageProps = {
  params: Promise<{ typeName: string }>;
  searchParams: Promise<CatalogSearchParams>;
};

export async function generateMetadata({ params, searchParams }: TypePageProps): Promise<Metadata> {
  const { typeName } = await params;
  return listingPageMetadata(typeListingPage, typeName, parseCatalogQuery(await searchParams));
}

/** The catalog within one material (a wallpaper "type"); see typeListingPage. */
export default async function TypePage({ params, searchParams }: TypePageProps) {
  const { typeName } = await params;
  return (
    <ListingPage
      config={typeListingPage}
      name={typeName}
      query={parseCatalogQuery(await searchParams)}
    />
  );
}
