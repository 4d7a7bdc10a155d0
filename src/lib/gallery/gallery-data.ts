/**
 * The gallery's matches, on the server: the listings' search (which on this screen also matches the
 * style, as visitors type "damask" or "stripes" here), paged 12 at a time. The page and the "more"
 * endpoint both read this module, so the first render and every later page agree on order and
 * count.
 */
import "server-only";

import type { Product } from "@/content/catalog/product-schema";
import { products } from "@/content/catalog/products";
import type { Locale } from "@/i18n/routing";
import { catalogText } from "@/lib/catalog/catalog-text";
import { filterProducts } from "@/lib/catalog/filter";
import { brandName, productPath, styleTitle } from "@/lib/catalog/lookups";
import { galleryPageSize, pageSlice } from "@/lib/catalog/paging";
import { colorWords, productRoom, roomWithArticle } from "@/lib/catalog/product-image-alt";
import { productSlot } from "@/lib/images/slots";

import type { GalleryItem, GalleryPageResponse } from "./gallery-item";

/**
 * "Coconut Grove Fronds wallpaper in green and white, hung in a living room";
 * "Papel tapiz Coconut Grove Fronds en verde y blanco, instalado en una sala"
 */
export function galleryAlt(product: Product, locale: Locale = "en"): string {
  const room = productRoom(product);
  const t = catalogText(locale);
  const colors = colorWords(product, locale);
  return room
    ? t("alt.gallery", { name: product.name, colors, room: roomWithArticle(room, locale) })
    : t("alt.galleryOnWall", { name: product.name, colors });
}

/** A tile's words in the page's language; the address stays internal (the link localizes it). */
export function toGalleryItem(product: Product, locale: Locale = "en"): GalleryItem {
  return {
    id: product.id,
    name: product.name,
    brand: brandName(product.brand),
    style: styleTitle(product.style, locale),
    href: productPath(product),
    slot: productSlot(product.id, "room"),
    alt: galleryAlt(product, locale),
  };
}

/** A Spanish search also finds the Spanish style titles ("damasco", "rayas"). */
export function galleryMatches(q: string, locale: Locale = "en"): Product[] {
  return filterProducts(products, { q }, { matchStyle: true, locale });
}

/** Everything up to `page`, as the server renders `?page=n`. */
export function galleryUpTo(q: string, page: number, locale: Locale = "en") {
  const slice = pageSlice(galleryMatches(q, locale), page, galleryPageSize);
  return { ...slice, items: slice.items.map((product) => toGalleryItem(product, locale)) };
}

/** Page `page` alone, for the browser appending it to what it already shows. */
export function galleryPage(q: string, page: number, locale: Locale = "en"): GalleryPageResponse {
  const matches = galleryMatches(q, locale);
  const start = (page - 1) * galleryPageSize;
  const items = matches
    .slice(start, start + galleryPageSize)
    .map((product) => toGalleryItem(product, locale));
  return { items, total: matches.length, page, hasMore: start + items.length < matches.length };
}
