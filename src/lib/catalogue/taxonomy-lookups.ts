/**
 * Lookups over the taxonomy alone. They live apart from the product lookups so that client
 * components (the gallery search, the filter panel) can use them without bundling the catalogue.
 */
import {
  brands,
  colours,
  materials,
  styleSlugAliases,
  styles,
  type BrandSlug,
  type ColourSlug,
  type MaterialSlug,
  type StyleSlug,
} from "@/content/catalogue/taxonomy";

export type Style = (typeof styles)[number];
export type Material = (typeof materials)[number];
export type Colour = (typeof colours)[number];
export type Brand = (typeof brands)[number];

const styleBySlug = new Map<string, Style>(styles.map((style) => [style.slug, style]));
const materialBySlug = new Map<string, Material>(materials.map((m) => [m.slug, m]));
const colourBySlug = new Map<string, Colour>(colours.map((colour) => [colour.slug, colour]));
const brandBySlug = new Map<string, Brand>(brands.map((brand) => [brand.slug, brand]));

/** A style by its slug or by one of the showcase's alternative slugs ("modern-geometric"). */
export function getStyle(slugOrAlias: string): Style | undefined {
  return styleBySlug.get(styleSlugAliases[slugOrAlias] ?? slugOrAlias);
}

export function getMaterial(slug: string): Material | undefined {
  return materialBySlug.get(slug);
}

/** Case-insensitive, because colour names arrive from typed URLs ("/color/Teal"). */
export function getColour(slug: string): Colour | undefined {
  return colourBySlug.get(slug.trim().toLowerCase());
}

/** One of the 15 catalogue houses; the special-order house has no products, so it is not here. */
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

export function colourTitle(slug: ColourSlug): string {
  return colourBySlug.get(slug)?.title ?? slug;
}
