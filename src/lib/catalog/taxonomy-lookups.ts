/**
 * Lookups over the taxonomy alone (styles, colors, materials, brands), apart from the product
 * lookups in `lookups.ts`: the query parser, the filters and the titles need the taxonomy, not
 * the products, and importing them does not load the product data. It saves no client bytes (no
 * client component imports either module; docs/decisions/012-client-code-loaded-on-first-use.md).
 *
 * The words a visitor reads come in both languages: slugs, order and swatches are the English
 * taxonomy's, the Spanish titles and descriptions are looked up by slug
 * (src/content/es/catalog/taxonomy.ts). Brand names stay as they are in both.
 */
import {
  brands,
  colors,
  materials,
  priceRanges,
  roomTypes,
  styleSlugAliases,
  styles,
  type BrandSlug,
  type ColorSlug,
  type MaterialSlug,
  type Motif,
  type PriceRangeSlug,
  type PriceUnit,
  type RoomType,
  type StyleSlug,
} from "@/content/catalog/taxonomy";
import {
  colorText,
  materialText,
  motifText,
  priceRangeText,
  priceUnitText,
  roomTypeText,
  styleText,
} from "@/content/es/catalog/taxonomy";
import type { Locale } from "@/i18n/routing";

export type Style = (typeof styles)[number];
export type Material = (typeof materials)[number];
export type Color = (typeof colors)[number];
export type Brand = (typeof brands)[number];

const styleBySlug = new Map<string, Style>(styles.map((style) => [style.slug, style]));
const materialBySlug = new Map<string, Material>(materials.map((m) => [m.slug, m]));
const colorBySlug = new Map<string, Color>(colors.map((color) => [color.slug, color]));
const brandBySlug = new Map<string, Brand>(brands.map((brand) => [brand.slug, brand]));

/** A style by its slug or by one of the showcase's alternative slugs ("modern-geometric"). */
export function getStyle(slugOrAlias: string): Style | undefined {
  return styleBySlug.get(styleSlugAliases[slugOrAlias] ?? slugOrAlias);
}

export function getMaterial(slug: string): Material | undefined {
  return materialBySlug.get(slug);
}

/** Case-insensitive, because color names arrive from typed URLs ("/color/Teal"). */
export function getColor(slug: string): Color | undefined {
  return colorBySlug.get(slug.trim().toLowerCase());
}

/** One of the 15 catalog houses; the special-order house has no products, so it is not here. */
export function getBrand(slug: string): Brand | undefined {
  return brandBySlug.get(slug);
}

export function brandName(slug: BrandSlug): string {
  return brandBySlug.get(slug)?.name ?? slug;
}

export function styleTitle(slug: StyleSlug, locale: Locale = "en"): string {
  if (locale === "es") return styleText[slug]?.title ?? slug;
  return styleBySlug.get(slug)?.title ?? slug;
}

export function styleDescription(slug: StyleSlug, locale: Locale = "en"): string {
  if (locale === "es") return styleText[slug]?.description ?? "";
  return styleBySlug.get(slug)?.description ?? "";
}

export function materialTitle(slug: MaterialSlug, locale: Locale = "en"): string {
  if (locale === "es") return materialText[slug]?.title ?? slug;
  return materialBySlug.get(slug)?.title ?? slug;
}

export function materialDescription(slug: MaterialSlug, locale: Locale = "en"): string {
  if (locale === "es") return materialText[slug]?.description ?? "";
  return materialBySlug.get(slug)?.description ?? "";
}

export function colorTitle(slug: ColorSlug, locale: Locale = "en"): string {
  if (locale === "es") return colorText[slug]?.title ?? slug;
  return colorBySlug.get(slug)?.title ?? slug;
}

/** "Under $75", "$75–$150"… in the page's language. */
export function priceRangeTitle(slug: PriceRangeSlug, locale: Locale = "en"): string {
  if (locale === "es") return priceRangeText[slug]?.title ?? slug;
  return priceRanges.find((range) => range.slug === slug)?.title ?? slug;
}

/** "Living room", "Sala": a room type as a heading would write it. */
export function roomTitle(slug: RoomType, locale: Locale = "en"): string {
  if (locale === "es") return roomTypeText[slug]?.title ?? slug.replaceAll("-", " ");
  return roomTypes.find((room) => room.slug === slug)?.title ?? slug.replaceAll("-", " ");
}

const englishUnitWords: Record<PriceUnit, string> = {
  "single-roll": "roll",
  yard: "yard",
  panel: "panel",
};

/** "roll", "yard" or "panel" ("rollo", "yarda", "panel"): the word after "per" or "/". */
export function priceUnitWord(unit: PriceUnit, locale: Locale = "en"): string {
  return locale === "es" ? priceUnitText[unit] : englishUnitWords[unit];
}

/** A motif as words for an alt text: the slug's words in English, a noun phrase in Spanish. */
export function motifWords(motif: Motif, locale: Locale = "en"): string {
  if (locale === "es") return motifText[motif] ?? motif.replaceAll("-", " ");
  return motif.replaceAll("-", " ");
}
