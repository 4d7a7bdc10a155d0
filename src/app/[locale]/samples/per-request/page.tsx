import type { Metadata } from "next";

import { SamplesPage, samplesPageMetadata } from "@/components/samples/samples-page";
import { pageLocale } from "@/i18n/page-locale";
import { parseCatalogQuery } from "@/lib/catalog/catalog-query";

/**
 * `/samples?…` (`/es/muestras?…`) with a filter, a search, the list view or a page number,
 * rendered per request. Visitors never see this address: src/proxy.ts rewrites to it.
 */
type PerRequestSamplesPageProps = PageProps<"/[locale]/samples/per-request">;

export async function generateMetadata({
  params,
  searchParams,
}: PerRequestSamplesPageProps): Promise<Metadata> {
  return samplesPageMetadata(await pageLocale(params), parseCatalogQuery(await searchParams));
}

export default async function PerRequestSamplesPage({
  params,
  searchParams,
}: PerRequestSamplesPageProps) {
  const locale = await pageLocale(params);
  return <SamplesPage locale={locale} query={parseCatalogQuery(await searchParams)} />;
}
