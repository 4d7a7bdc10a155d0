import type { Metadata } from "next";

import { ListingPage } from "@/components/catalog/listing-page";
import { styles } from "@/content/catalog/taxonomy";
import { pageLocale } from "@/i18n/page-locale";
import { listingPageMetadata, styleListingPage } from "@/lib/catalog/listing-pages";
import { defaultCatalogState } from "@/lib/catalog/catalog-query";

/**
 * A known style without a query, built once per language. Everything else (a filter, the list
 * view, an alias, an unknown slug) is rewritten by src/proxy.ts to ./filtered, which renders per
 * request; so no slug outside this list can reach this route.
 */
export const dynamicParams = false;

export function generateStaticParams(): { styleName: string }[] {
  return styles.map((style) => ({ styleName: style.slug }));
}

type PreRenderedStylePageProps = PageProps<"/[locale]/styles/[styleName]">;

export async function generateMetadata({ params }: PreRenderedStylePageProps): Promise<Metadata> {
  const locale = await pageLocale(params);
  const { styleName } = await params;
  return listingPageMetadata(styleListingPage, styleName, defaultCatalogState, locale);
}

export default async function PreRenderedStylePage({ params }: PreRenderedStylePageProps) {
  await pageLocale(params);
  const { styleName } = await params;
  return <ListingPage config={styleListingPage} name={styleName} query={defaultCatalogState} />;
}
