import type { Metadata } from "next";

import { SamplesPage, samplesPageMetadata } from "@/components/samples/samples-page";
import { pageLocale } from "@/i18n/page-locale";
import { defaultCatalogState } from "@/lib/catalog/catalog-query";

/**
 * The sample programme and every wallpaper that can be sampled, built once per language. A
 * filter, a search, the list view or a later page is rendered by ./per-request (src/proxy.ts).
 */
type PreRenderedSamplesPageProps = PageProps<"/[locale]/samples">;

export async function generateMetadata({ params }: PreRenderedSamplesPageProps): Promise<Metadata> {
  return samplesPageMetadata(await pageLocale(params), defaultCatalogState);
}

export default async function PreRenderedSamplesPage({ params }: PreRenderedSamplesPageProps) {
  return <SamplesPage locale={await pageLocale(params)} query={defaultCatalogState} />;
}
