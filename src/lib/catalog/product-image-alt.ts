/**
 * Alt texts for product pictures. They describe what the picture shows (the pattern, its colors,
 * the room), so a visitor who cannot see the swatch still learns what the wallpaper looks like.
 */
import type { Product } from "@/content/catalog/product-schema";
import { roomTypes, type RoomType } from "@/content/catalog/taxonomy";
import { colorTitle } from "@/lib/catalog/taxonomy-lookups";

function roomTitle(room: RoomType): string {
  return roomTypes.find((r) => r.slug === room)?.title ?? room.replaceAll("-", " ");
}

function listWords(words: readonly string[]): string {
  if (words.length <= 1) return words.join("");
  return `${words.slice(0, -1).join(", ")} and ${words[words.length - 1]}`;
}

/** "a palm", "an ogee", "an entry hall": the article English needs before a word. */
export function withArticle(words: string): string {
  return `${/^[aeiou]/i.test(words) ? "an" : "a"} ${words}`;
}

function motifWords(product: Product): string {
  return product.motif.replaceAll("-", " ");
}

function colorWords(product: Product): string {
  return listWords(product.colors.map((slug) => colorTitle(slug).toLowerCase()));
}

/** "Coconut Grove Fronds: a palm pattern in green and white" */
export function productSwatchAlt(product: Product): string {
  return `${product.name}: ${withArticle(motifWords(product))} pattern in ${colorWords(product)}`;
}

/** "Coconut Grove Fronds hung in a living room" */
export function productRoomAlt(product: Product): string {
  const room = product.images.find((image) => image.kind === "room")?.room;
  return room
    ? `${product.name} hung in ${withArticle(roomTitle(room).toLowerCase())}`
    : `${product.name} hung on a wall`;
}
