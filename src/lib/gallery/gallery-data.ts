/**
 * The gallery's matches, on the server: the listings' search (which on this screen also matches the
 * style, as visitors type "damask" or "stripes" here), paged 12 at a time. The page and the "more"
 * endpoint both read this module, so the first render and every later page agree on order and
 * count.
 */
import "server-only";

import { brandName, colorTitle, productPath, styleTitle } from "@/lib/catalog/lookups";
import type { Product } from "@/content/catalog/product-schema";
import { products } from "@/content/catalog/products";
import { roomTypes } from "@/content/catalog/taxonomy";
import { filterProducts } from "@/lib/catalog/filter";
import { galleryPageSize, pageSlice } from "@/lib/catalog/paging";
import { productSlot } from "@/lib/images/slots";

import type { GalleryItem, GalleryPageResponse } from "./gallery-item";

function listOf(words: readonly string[]): string {
  if (words.length <= 1) return words.join("");
  return `${words.slice(0, -1).join(", ")} and ${words[words.length - 1]}`;
}

/** "Coconut Grove Fronds wallpaper in green and white, hung in a living room" */
export function galleryAlt(product: Product): string {
  const room = product.images.find((image) => image.kind === "room")?.room;
  const roomTitle = roomTypes.find((r) => r.slug === room)?.title.toLowerCase();
  const colors = listOf(product.colors.map((c) => colorTitle(c).toLowerCase()));
  const article = roomTitle && /^[aeiou]/.test(roomTitle) ? "an" : "a";
  const where = roomTitle ? `, hung in ${article} ${roomTitle}` : ", hung on a wall";
  return `${product.name} wallpaper in ${colors}${where}`;
}

export function toGalleryItem(product: Product): GalleryItem {
  return {
    id: product.id,
    name: product.name,
    brand: brandName(product.brand),
    style: styleTitle(product.style),
    href: productPath(product),
    slot: productSlot(product.id, "room"),
    alt: galleryAlt(product),
  };
}

export function galleryMatches(q: string): Product[] {
  return filterProducts(products, { q }, { matchStyle: true });
}

/** Everything up to `page`, as the server renders `?page=n`. */
export function galleryUpTo(q: string, page: number) {
  const slice = pageSlice(galleryMatches(q), page, galleryPageSize);
  return { ...slice, items: slice.items.map(toGalleryItem) };
}

/** Page `page` alone, for the browser appending it to what it already shows. */
export function galleryPage(q: string, page: number): GalleryPageResponse {
  const matches = galleryMatches(q);
  const start = (page - 1) * galleryPageSize;
  const items = matches.slice(start, start + galleryPageSize).map(toGalleryItem);
  return { items, total: matches.length, page, hasMore: start + items.length < matches.length };
}
