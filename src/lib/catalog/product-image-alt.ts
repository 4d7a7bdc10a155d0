/**
 * Alt texts for product pictures. They describe what the picture shows (the pattern, its colors,
 * the room), so a visitor who cannot see the swatch still learns what the wallpaper looks like.
 * Spanish pages describe it with the Spanish taxonomy's words; the product's name stays English.
 */
import type { Product } from "@/content/catalog/product-schema";
import type { RoomType } from "@/content/catalog/taxonomy";
import type { Locale } from "@/i18n/routing";
import { catalogText, listWords } from "@/lib/catalog/catalog-text";
import { colorTitle, motifWords, roomTitle } from "@/lib/catalog/taxonomy-lookups";

/** "a palm", "an ogee", "an entry hall": the article English needs before a word. */
export function withArticle(words: string): string {
  return `${/^[aeiou]/i.test(words) ? "an" : "a"} ${words}`;
}

/** "green and white" ("verde y blanco"): a product's colors in running text. */
export function colorWords(product: Product, locale: Locale = "en"): string {
  return listWords(
    product.colors.map((slug) => colorTitle(slug, locale).toLowerCase()),
    locale,
  );
}

/**
 * "a living room" ("una sala"): a room with the article its language needs. The article goes by
 * the room ("an office", "una oficina"), so the messages choose it; ICU keys cannot hold a hyphen.
 */
export function roomWithArticle(room: RoomType, locale: Locale = "en"): string {
  return catalogText(locale)("alt.roomWithArticle", {
    key: room.replaceAll("-", "_"),
    room: roomTitle(room, locale).toLowerCase(),
  });
}

/** The room a product's room picture shows, if it has one. */
export function productRoom(product: Product): RoomType | undefined {
  return product.images.find((image) => image.kind === "room")?.room;
}

/**
 * "Coconut Grove Fronds: a palm pattern in green and white";
 * "Coconut Grove Fronds: patrón de palmas en verde y blanco"
 */
export function productSwatchAlt(product: Product, locale: Locale = "en"): string {
  const words = motifWords(product.motif, locale);
  return catalogText(locale)("alt.swatch", {
    name: product.name,
    // English reads "a palm pattern"; Spanish "patrón de palmas" needs no article.
    motif: locale === "en" ? withArticle(words) : words,
    colors: colorWords(product, locale),
  });
}

/** "Coconut Grove Fronds hung in a living room"; "Coconut Grove Fronds instalado en una sala" */
export function productRoomAlt(product: Product, locale: Locale = "en"): string {
  const room = productRoom(product);
  const t = catalogText(locale);
  return room
    ? t("alt.room", { name: product.name, room: roomWithArticle(room, locale) })
    : t("alt.onWall", { name: product.name });
}
