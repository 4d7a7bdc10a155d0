import type { Metadata } from "next";

import { CatalogPage, catalogPageMetadata } from "@/components/catalog/catalog-page";
import { pageLocale } from "@/i18n/page-locale";
import { defaultCatalogState } from "@/lib/catalog/catalog-query";

/**
 * The catalogue as most visitors first see it, built once per language. A filter, a search, the
 * list view or a later page is rendered per request by ./per-request (src/proxy.ts rewrites).
 */
type PreRenderedCatalogPageProps = PageProps<"/[locale]/catalog">;

export async function generateMetadata({ params }: PreRenderedCatalogPageProps): Promise<Metadata> {
  return catalogPageMetadata(await pageLocale(params), defaultCatalogState);
}

export default async function PreRenderedCatalogPage({ params }: PreRenderedCatalogPageProps) {
  return <CatalogPage locale={await pageLocale(params)} query={defaultCatalogState} />;
}
