/**
 * The price bands of the filters. Apart from the price texts (./price.ts), which read the
 * interface messages, so the filters stay plain taxonomy code that any script can load.
 */
import { priceRanges } from "@/content/catalog/taxonomy";

export type PriceRange = (typeof priceRanges)[number];

/** The filter band a price falls in: the lower bound is inclusive, so $75 is in "$75–$150". */
export function priceRangeOf(amount: number): PriceRange {
  const range = priceRanges.find((r) => amount >= r.min && amount < r.max);
  return range ?? priceRanges[0];
}
