import type { Metadata } from "next";

import { ListingPage } from "@/components/catalog/listing-page";
import { pageLocale } from "@/i18n/page-locale";
import { listingPageMetadata, typeListingPage } from "@/lib/catalog/listing-pages";
import { parseCatalogQuery } from "@/lib/catalog/catalog-query";

type TypePageProps = PageProps<"/[locale]/types/[typeName]">;

export async function generateMetadata({ params, searchParams }: TypePageProps): Promise<Metadata> {
  const locale = await pageLocale(params);
  const { typeName } = await params;
  return listingPageMetadata(
    typeListingPage,
    typeName,
    parseCatalogQuery(await searchParams),
    locale,
  );
}

/** The catalog within one material (a wallpaper "type"); see typeListingPage. */
export default async function TypePage({ params, searchParams }: TypePageProps) {
  await pageLocale(params);
  const { typeName } = await params;
  return (
    <ListingPage
      config={typeListingPage}
      name={typeName}
      query={parseCatalogQuery(await searchParams)}
    />
  );
}
