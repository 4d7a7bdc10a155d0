import type { Metadata } from "next";

import { GalleryPage, galleryPageMetadata } from "@/components/gallery/gallery-page";
import { pageLocale } from "@/i18n/page-locale";

/**
 * The gallery's first screen, built once per language. A search or a later page (`?q=`,
 * `?page=`, which work without JavaScript) is rendered by ./per-request (src/proxy.ts rewrites).
 */
type PreRenderedGalleryPageProps = PageProps<"/[locale]/wallpaper-brands">;

const unsearched = { q: "", page: 1 };

export async function generateMetadata({ params }: PreRenderedGalleryPageProps): Promise<Metadata> {
  return galleryPageMetadata(await pageLocale(params), unsearched);
}

export default async function PreRenderedGalleryPage({ params }: PreRenderedGalleryPageProps) {
  return <GalleryPage locale={await pageLocale(params)} query={unsearched} />;
}
