import type { Metadata } from "next";

import { CatalogPage, catalogPageMetadata } from "@/components/catalog/catalog-page";
import { pageLocale } from "@/i18n/page-locale";
import { builtFilterParams } from "@/lib/catalog/built-filter-pages";
import { parseCatalogQuery, type CatalogState } from "@/lib/catalog/catalog-query";

/**
 * `/catalog?style=damask` (`/es/catalogo?style=damask`): the catalogue with one filter, built once
 * per language and value, the same page ./per-request would render for it. Visitors never see
 * this address: src/proxy.ts rewrites the filtered address to it, and a value outside the built
 * list never reaches it.
 */
type FilteredCatalogPageProps = PageProps<"/[locale]/catalog/filtered/[group]/[value]">;

export const dynamicParams = false;

export function generateStaticParams(): { group: string; value: string }[] {
  return builtFilterParams();
}

async function filteredState(params: FilteredCatalogPageProps["params"]): Promise<CatalogState> {
  const { group, value } = await params;
  return parseCatalogQuery({ [group]: value });
}

export async function generateMetadata({ params }: FilteredCatalogPageProps): Promise<Metadata> {
  return catalogPageMetadata(await pageLocale(params), await filteredState(params));
}

export default async function FilteredCatalogPage({ params }: FilteredCatalogPageProps) {
  return <CatalogPage locale={await pageLocale(params)} query={await filteredState(params)} />;
}
