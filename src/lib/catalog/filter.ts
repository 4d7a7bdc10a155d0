/**
 * The catalog's filter rules (docs/product.md, 4.2 Filters and search), shared by /catalog,
 * /styles, /color, /types and the gallery. Pure and taxonomy-only, so a client component can run
 * them on a list it was handed.
 */
import type { Product } from "@/content/catalog/product-schema";
import {
  brands,
  colors,
  priceRanges,
  styles,
  type BrandSlug,
  type ColorSlug,
  type MaterialSlug,
  type PriceRangeSlug,
  type StyleSlug,
} from "@/content/catalog/taxonomy";
import type { Locale } from "@/i18n/routing";
import { priceRangeOf } from "@/lib/catalog/price-range";
import { brandName, styleTitle } from "@/lib/catalog/taxonomy-lookups";

/** Every criterion is optional; an absent or empty one does not narrow the list. */
export type FilterCriteria = {
  q?: string;
  brand?: BrandSlug;
  style?: StyleSlug;
  /** Any case: "Teal" and "teal" match the same products. */
  color?: string;
  price?: PriceRangeSlug;
  humid?: boolean;
  commercial?: boolean;
  material?: MaterialSlug;
};

export type FilterOptions = {
  /** The gallery's search also matches the style title ("chinoiserie"). */
  matchStyle?: boolean;
  /** The page's language: a Spanish search also matches the Spanish style title ("damasco"). */
  locale?: Locale;
};

/**
 * Lower case without accents, so "scalamandre" finds Scalamandré. This only widens the
 * case-insensitive substring match; nothing that matched before stops matching.
 */
function fold(text: string): string {
  return text
    .normalize("NFD")
    .replace(/\p{Diacritic}/gu, "")
    .toLowerCase();
}

export function matchesSearch(product: Product, q: string, options: FilterOptions = {}): boolean {
  const needle = fold(q.trim());
  if (needle === "") return true;
  const haystacks = [product.name, brandName(product.brand)];
  if (options.matchStyle) {
    haystacks.push(styleTitle(product.style));
    if (options.locale && options.locale !== "en") {
      haystacks.push(styleTitle(product.style, options.locale));
    }
  }
  return haystacks.some((text) => fold(text).includes(needle));
}

/** Type II or Class A: what an architect's spec usually asks of a corridor or a hotel room. */
export function isCommercialGrade(product: Product): boolean {
  return (
    product.commercial?.wallcoveringType === "Type II" ||
    product.commercial?.fireRating === "Class A"
  );
}

export function hasColor(product: Product, color: string): boolean {
  const wanted = color.trim().toLowerCase();
  return product.colors.some((c) => c.toLowerCase() === wanted);
}

export function matchesCriteria(
  product: Product,
  criteria: FilterCriteria,
  options: FilterOptions = {},
): boolean {
  if (criteria.q && !matchesSearch(product, criteria.q, options)) return false;
  if (criteria.brand && product.brand !== criteria.brand) return false;
  if (criteria.style && product.style !== criteria.style) return false;
  if (criteria.color && !hasColor(product, criteria.color)) return false;
  if (criteria.price && priceRangeOf(product.price.amount).slug !== criteria.price) return false;
  if (criteria.humid && !product.humidRooms) return false;
  if (criteria.commercial && !isCommercialGrade(product)) return false;
  if (criteria.material && product.material !== criteria.material) return false;
  return true;
}

/** The products meeting every active criterion (AND), in their original order. */
export function filterProducts(
  products: readonly Product[],
  criteria: FilterCriteria,
  options: FilterOptions = {},
): Product[] {
  return products.filter((product) => matchesCriteria(product, criteria, options));
}

export type FacetGroup = "brand" | "style" | "color" | "price";

export type FacetCounts = {
  brand: Record<BrandSlug, number>;
  style: Record<StyleSlug, number>;
  color: Record<ColorSlug, number>;
  price: Record<PriceRangeSlug, number>;
};

function zeroes<T extends string>(slugs: readonly T[]): Record<T, number> {
  return Object.fromEntries(slugs.map((slug) => [slug, 0])) as Record<T, number>;
}

/**
 * For each group, how many products each value would show given the other active criteria: the
 * group's own selection is ignored, so the counts say what choosing another value would give.
 */
export function facetCounts(
  products: readonly Product[],
  criteria: FilterCriteria,
  options: FilterOptions = {},
): FacetCounts {
  const counts: FacetCounts = {
    brand: zeroes(brands.map((b) => b.slug)),
    style: zeroes(styles.map((s) => s.slug)),
    color: zeroes(colors.map((c) => c.slug)),
    price: zeroes(priceRanges.map((r) => r.slug)),
  };
  const without = (group: FacetGroup) =>
    filterProducts(products, { ...criteria, [group]: undefined }, options);

  for (const product of without("brand")) counts.brand[product.brand] += 1;
  for (const product of without("style")) counts.style[product.style] += 1;
  for (const product of without("color")) {
    for (const color of new Set(product.colors)) counts.color[color] += 1;
  }
  for (const product of without("price"))
    counts.price[priceRangeOf(product.price.amount).slug] += 1;
  return counts;
}
