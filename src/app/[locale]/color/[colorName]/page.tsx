import type { Metadata } from "next";

import { ListingPage } from "@/components/catalog/listing-page";
import { pageLocale } from "@/i18n/page-locale";
import { colorListingPage, listingPageMetadata } from "@/lib/catalog/listing-pages";
import { parseCatalogQuery } from "@/lib/catalog/catalog-query";

type ColorPageProps = PageProps<"/[locale]/color/[colorName]">;

export async function generateMetadata({
  params,
  searchParams,
}: ColorPageProps): Promise<Metadata> {
  const locale = await pageLocale(params);
  const { colorName } = await params;
  return listingPageMetadata(
    colorListingPage,
    colorName,
    parseCatalogQuery(await searchParams),
    locale,
  );
}

/** Any color name renders; see colorListingPage. */
export default async function ColorPage({ params, searchParams }: ColorPageProps) {
  await pageLocale(params);
  const { colorName } = await params;
  return (
    <ListingPage
      config={colorListingPage}
      name={colorName}
      query={parseCatalogQuery(await searchParams)}
    />
  );
}
