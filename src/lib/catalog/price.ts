/**
 * Every price the catalog shows is derived here, from a number and a unit, so cards, product
 * pages, JSON-LD and samples can never disagree about what "$89/roll" means (per single roll).
 * Spanish pages write the same amount with the Spanish unit word ("$89.00 por rollo").
 */
import type { PriceUnit } from "@/content/catalog/taxonomy";
import type { Product } from "@/content/catalog/product-schema";
import type { Locale } from "@/i18n/routing";
import { catalogText } from "@/lib/catalog/catalog-text";
import { priceUnitWord as unitWord } from "@/lib/catalog/taxonomy-lookups";
import { formatMoney } from "@/lib/money/format-money";

export { priceRangeOf, type PriceRange } from "@/lib/catalog/price-range";

export type Price = Product["price"];

/** "roll", "yard" or "panel" ("rollo", "yarda", "panel"): the word after "per" or "/". */
export function priceUnitWord(unit: PriceUnit, locale: Locale = "en"): string {
  return unitWord(unit, locale);
}

/** "$89.00 per roll", "$145.00 per yard", "$420.00 per panel"; "$89.00 por rollo" */
export function priceText(price: Price, locale: Locale = "en"): string {
  return catalogText(locale)("price.long", {
    amount: formatMoney(price.amount, {}, locale),
    unit: unitWord(price.unit, locale),
  });
}

/** "$89/roll" for whole dollars, "$89.50/roll" otherwise: for cards, where space is short. */
export function shortPriceText(price: Price, locale: Locale = "en"): string {
  return catalogText(locale)("price.short", {
    amount: formatMoney(price.amount, { dropZeroCents: true }, locale),
    unit: unitWord(price.unit, locale),
  });
}

/** ", was $120.00 per roll": what a screen reader hears after a reduced price. */
export function previousPriceText(price: Price, locale: Locale = "en"): string {
  return catalogText(locale)("price.was", { price: priceText(price, locale) });
}
