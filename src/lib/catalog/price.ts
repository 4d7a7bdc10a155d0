/**
 * Every price the catalog shows is derived here, from a number and a unit, so cards, product
 * pages, JSON-LD and samples can never disagree about what "$89/roll" means (per single roll).
 */
import { priceRanges, type PriceUnit } from "@/content/catalog/taxonomy";
import type { Product } from "@/content/catalog/product-schema";
import { formatMoney } from "@/lib/money/format-money";

export type Price = Product["price"];
export type PriceRange = (typeof priceRanges)[number];

const unitWords: Record<PriceUnit, string> = {
  "single-roll": "roll",
  yard: "yard",
  panel: "panel",
};

/** "roll", "yard" or "panel": the word after "per" or "/". */
export function priceUnitWord(unit: PriceUnit): string {
  return unitWords[unit];
}

/** "$89.00 per roll", "$145.00 per yard", "$420.00 per panel" */
export function priceText(price: Price): string {
  return `${formatMoney(price.amount)} per ${unitWords[price.unit]}`;
}

/** "$89/roll" for whole dollars, "$89.50/roll" otherwise: for cards, where space is short. */
export function shortPriceText(price: Price): string {
  return `${formatMoney(price.amount, { dropZeroCents: true })}/${unitWords[price.unit]}`;
}

/** The filter band a price falls in: the lower bound is inclusive, so $75 is in "$75–$150". */
export function priceRangeOf(amount: number): PriceRange {
  const range = priceRanges.find((r) => amount >= r.min && amount < r.max);
  return range ?? priceRanges[0];
}
