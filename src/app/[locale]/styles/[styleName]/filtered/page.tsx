import type { Metadata } from "next";

import { ListingPage } from "@/components/catalog/listing-page";
import { pageLocale } from "@/i18n/page-locale";
import { listingPageMetadata, styleListingPage } from "@/lib/catalog/listing-pages";
import { parseCatalogQuery } from "@/lib/catalog/catalog-query";

/**
 * `/styles/<slug>?brand=…` (`/es/estilos/<slug>?brand=…`) and every alias or unknown slug,
 * rendered per request. Visitors never see this address: src/proxy.ts rewrites to it
 * (src/lib/catalog/style-route.ts).
 */
type PerRequestStylePageProps = PageProps<"/[locale]/styles/[styleName]/filtered">;

export async function generateMetadata({
  params,
  searchParams,
}: PerRequestStylePageProps): Promise<Metadata> {
  const locale = await pageLocale(params);
  const { styleName } = await params;
  return listingPageMetadata(
    styleListingPage,
    styleName,
    parseCatalogQuery(await searchParams),
    locale,
  );
}

export default async function PerRequestStylePage({
  params,
  searchParams,
}: PerRequestStylePageProps) {
  await pageLocale(params);
  const { styleName } = await params;
  return (
    <ListingPage
      config={styleListingPage}
      name={styleName}
      query={parseCatalogQuery(await searchParams)}
    />
  );
}
