import type { Locale } from "@/i18n/routing";

/**
 * What the gallery's browser code knows about a wallpaper: only what a tile and the preview
 * show. The server builds these from the catalog, so the product list never reaches the client.
 */
export type GalleryItem = {
  id: number;
  name: string;
  brand: string;
  style: string;
  /** The product page. */
  href: string;
  /** The room view's image slot: the gallery shows each wallpaper hung on a wall. */
  slot: string;
  alt: string;
};

/** One page of matches for the browser: `items` are the page's own, not everything before it. */
export type GalleryPageResponse = {
  items: GalleryItem[];
  total: number;
  page: number;
  hasMore: boolean;
};

export const galleryPath = "/wallpaper-brands";

/** The gallery URL for a search and a page; the defaults stay out so each state has one URL. */
export function galleryHref(q: string, page = 1): string {
  const params = new URLSearchParams();
  if (q.trim() !== "") params.set("q", q.trim());
  if (page > 1) params.set("page", String(page));
  const query = params.toString();
  return query ? `${galleryPath}?${query}` : galleryPath;
}

/**
 * Where the browser fetches page `page` of a search. The feed keeps its internal segments in
 * both languages (it is no page), so the Spanish one is `/es/wallpaper-brands/items`, which
 * answers with Spanish texts.
 */
export function galleryItemsUrl(q: string, page: number, locale: Locale = "en"): string {
  const params = new URLSearchParams({ page: String(page) });
  if (q.trim() !== "") params.set("q", q.trim());
  const prefix = locale === "en" ? "" : `/${locale}`;
  return `${prefix}${galleryPath}/items?${params.toString()}`;
}
