/**
 * Titles for the style, color and type pages. Route parameters are whatever a visitor typed,
 * so every function here turns any string into a short, readable title, in the page's language.
 */
import type { Locale } from "@/i18n/routing";
import { catalogText } from "@/lib/catalog/catalog-text";
import {
  colorTitle,
  getColor,
  getMaterial,
  getStyle,
  materialTitle,
  styleTitle,
} from "@/lib/catalog/taxonomy-lookups";

/** Long enough for any real name, short enough that a pasted paragraph cannot become a heading. */
const maxTitleLength = 60;

/** "no-such-style-xyz" → "No Such Style Xyz"; "NAVY" → "Navy". */
export function titleFromSlug(slug: string): string {
  const words = slug
    .split(/[-_\s]+/)
    .filter((word) => word !== "")
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1).toLowerCase());
  return words.join(" ").slice(0, maxTitleLength).trim();
}

/** A slug as an ICU select key: message keys cannot hold a hyphen. */
export function messageKey(slug: string): string {
  return slug.replaceAll("-", "_");
}

/**
 * The matched style + " Wallpaper" ("Papel tapiz de damasco"); else the title-cased slug; else
 * "Wallpaper Styles".
 */
export function stylePageTitle(slug?: string, locale: Locale = "en"): string {
  const t = catalogText(locale);
  if (!slug) return t("stylePage.fallbackTitle");
  const style = getStyle(slug);
  if (style) {
    const title = styleTitle(style.slug, locale);
    return t("stylePage.title", { key: messageKey(style.slug), title });
  }
  return titleFromSlug(slug) || t("stylePage.fallbackTitle");
}

/** Types are materials; an unknown type is titled like an unknown style. */
export function typePageTitle(slug?: string, locale: Locale = "en"): string {
  const t = catalogText(locale);
  if (!slug) return t("typePage.fallbackTitle");
  const material = getMaterial(slug);
  if (material) {
    const title = materialTitle(material.slug, locale);
    return t("typePage.title", { key: messageKey(material.slug), title });
  }
  return titleFromSlug(slug) || t("typePage.fallbackTitle");
}

/**
 * How a color reads inside a sentence or a title: a known color by its own word ("Teal";
 * "verde azulado" in Spanish, which writes colors in lower case), any other name title-cased.
 */
export function colorName(name: string, locale: Locale = "en"): string {
  const color = getColor(name);
  if (locale === "es" && color) return colorTitle(color.slug, "es").toLowerCase();
  return titleFromSlug(name);
}

/** "teal" → "Teal Wallpaper" ("Papel tapiz verde azulado"); any name renders, known or not. */
export function colorPageTitle(name: string, locale: Locale = "en"): string {
  const t = catalogText(locale);
  const words = colorName(name, locale);
  return words ? t("colorPage.metaTitle", { name: words }) : t("colorPage.fallbackTitle");
}
