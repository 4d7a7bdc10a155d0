import type { Metadata } from "next";

import { GalleryPage, galleryPageMetadata } from "@/components/gallery/gallery-page";
import { pageLocale } from "@/i18n/page-locale";
import { parseCatalogQuery } from "@/lib/catalog/catalog-query";

/**
 * The gallery with a search or from a later page, rendered per request. Visitors never see this
 * address: src/proxy.ts rewrites to it.
 */
type PerRequestGalleryPageProps = PageProps<"/[locale]/wallpaper-brands/per-request">;

async function galleryQuery(searchParams: PerRequestGalleryPageProps["searchParams"]) {
  const { q, page } = parseCatalogQuery(await searchParams);
  return { q, page };
}

export async function generateMetadata({
  params,
  searchParams,
}: PerRequestGalleryPageProps): Promise<Metadata> {
  return galleryPageMetadata(await pageLocale(params), await galleryQuery(searchParams));
}

export default async function PerRequestGalleryPage({
  params,
  searchParams,
}: PerRequestGalleryPageProps) {
  const locale = await pageLocale(params);
  return <GalleryPage locale={locale} query={await galleryQuery(searchParams)} />;
}
