/**
 * The catalogue with exactly one filter set is built once per language and value, beside the
 * plain catalogue: `/catalog?style=damask` is answered from a file like `/catalog` itself, and
 * only combinations (two filters, a search, a later page, the list view) render per request.
 * These are the most common filtered addresses: the filter column's every link, and the links to
 * the catalogue from the brand, style and color pages.
 *
 * Relative imports only: next.config loads this file (through the list of pre-rendered pages).
 */
import { brands, colors, priceRanges, styles } from "../../content/catalog/taxonomy";

/** Each filter's values in their written form, the form every link uses. */
export const builtFilterValues = {
  brand: brands.map((brand) => brand.slug),
  style: styles.map((style) => style.slug),
  color: colors.map((color) => color.slug),
  price: priceRanges.map((range) => range.slug),
} as const satisfies Record<string, readonly string[]>;

export type BuiltFilterGroup = keyof typeof builtFilterValues;

/** Every built filter as route parameters: `{ group: "style", value: "damask" }`, …. */
export function builtFilterParams(): { group: BuiltFilterGroup; value: string }[] {
  return (Object.keys(builtFilterValues) as BuiltFilterGroup[]).flatMap((group) =>
    builtFilterValues[group].map((value) => ({ group, value })),
  );
}
