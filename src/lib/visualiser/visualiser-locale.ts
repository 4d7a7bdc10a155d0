/**
 * The visualiser's words that come from content rather than from its messages, in the page's
 * language. Server-side only: the browser receives the chosen words, never both languages.
 */
import type { Product } from "@/content/catalog/product-schema";
import { visualiserRooms as spanishRooms } from "@/content/es/visualiser-rooms";
import { visualiserRooms as englishRooms, type VisualiserRoom } from "@/content/visualiser-rooms";
import type { Locale } from "@/i18n/routing";
import { styleWallpaperPhrase } from "@/lib/catalog/product-details";
import { styleTitle } from "@/lib/catalog/taxonomy-lookups";

export function localizedVisualiserRooms(locale: Locale): readonly VisualiserRoom[] {
  return locale === "es" ? spanishRooms : englishRooms;
}

/**
 * The style as the page's long description reads it: "see the {style} wallpaper" takes the
 * English style in lower case ("traditional"); "vea este {style}" takes the Spanish phrase for
 * the style's wallpaper ("papel tapiz de damasco"), since the Spanish style names are plural
 * labels that cannot follow "papel tapiz".
 */
export function descriptionStyle(product: Product, locale: Locale): string {
  return locale === "es"
    ? styleWallpaperPhrase(product, "es")
    : styleTitle(product.style).toLowerCase();
}
