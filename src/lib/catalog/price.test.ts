import { describe, expect, it } from "vitest";

import { priceRangeOf, priceText, shortPriceText } from "@/lib/catalog/price";

describe("price texts", () => {
  it.each([
    [{ amount: 89, unit: "single-roll" }, "$89.00 per roll", "$89/roll"],
    [{ amount: 145, unit: "yard" }, "$145.00 per yard", "$145/yard"],
    [{ amount: 420, unit: "panel" }, "$420.00 per panel", "$420/panel"],
    [{ amount: 89.5, unit: "single-roll" }, "$89.50 per roll", "$89.50/roll"],
    [{ amount: 1250, unit: "panel" }, "$1,250.00 per panel", "$1,250/panel"],
  ] as const)("%o", (price, long, short) => {
    expect(priceText(price)).toBe(long);
    expect(shortPriceText(price)).toBe(short);
  });

  it.each([
    [0.01, "under-75"],
    [74.99, "under-75"],
    [75, "75-150"],
    [149.99, "75-150"],
    [150, "150-300"],
    [299.99, "150-300"],
    [300, "300-plus"],
    [5000, "300-plus"],
  ])("priceRangeOf(%d) is %s", (amount, slug) => {
    expect(priceRangeOf(amount).slug).toBe(slug);
  });
});
