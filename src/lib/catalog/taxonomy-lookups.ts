/**
 * Lookups over the taxonomy alone (styles, colors, materials, brands), apart from the product
 * lookups in `lookups.ts`: the query parser, the filters and the titles need the taxonomy, not
 * the products, and importing them does not load the product data. It saves no client bytes (no
 * client component imports either module; docs/decisions/012-client-code-loaded-on-first-use.md).
 */
import {
  brands,
  colors,
  materials,
  styleSlugAliases,
  styles,
  type BrandSlug,
  type ColorSlug,
  type MaterialSlug,
  type StyleSlug,
} from "@/content/catalog/taxonomy";

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

export function styleTitle(slug: StyleSlug): string {
  return styleBySlug.get(slug)?.title ?? slug;
}

export function materialTitle(slug: MaterialSlug): string {
  return materialBySlug.get(slug)?.title ?? slug;
}

export function colorTitle(slug: ColorSlug): string {
  return colorBySlug.get(slug)?.title ?? slug;
}
