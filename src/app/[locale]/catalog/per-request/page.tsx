import type { Metadata } from "next";

import { CatalogPage, catalogPageMetadata } from "@/components/catalog/catalog-page";
import { pageLocale } from "@/i18n/page-locale";
import { parseCatalogQuery } from "@/lib/catalog/catalog-query";

/**
 * `/catalog?…` (`/es/catalogo?…`) with a filter, a search, the list view or a page number,
 * rendered per request. Visitors never see this address: src/proxy.ts rewrites to it.
 */
type PerRequestCatalogPageProps = PageProps<"/[locale]/catalog/per-request">;

export async function generateMetadata({
  params,
  searchParams,
}: PerRequestCatalogPageProps): Promise<Metadata> {
  return catalogPageMetadata(await pageLocale(params), parseCatalogQuery(await searchParams));
}

export default async function PerRequestCatalogPage({
  params,
  searchParams,
}: PerRequestCatalogPageProps) {
  const locale = await pageLocale(params);
  return <CatalogPage locale={locale} query={parseCatalogQuery(await searchParams)} />;
}
