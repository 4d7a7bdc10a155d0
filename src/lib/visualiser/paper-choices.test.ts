import { describe, expect, it } from "vitest";

import { products } from "@/content/catalog/products";

import { maxPaperChoices, paperChoices } from "./paper-choices";

const first = products[0]!;

describe("paperChoices", () => {
  it("puts the current paper first and lists each paper once", () => {
    const choices = paperChoices(first, products);
    expect(choices[0]).toBe(first);
    expect(choices).toHaveLength(maxPaperChoices);
    expect(new Set(choices.map((p) => p.id)).size).toBe(choices.length);
  });

  it("offers both papers of the same style and papers of the same main colour", () => {
    for (const product of [first, products[40]!, products[products.length - 1]!]) {
      const others = paperChoices(product, products).slice(1);
      expect(others.some((p) => p.style === product.style)).toBe(true);
      expect(
        others.some((p) => p.style !== product.style && p.colors.includes(product.colors[0]!)),
      ).toBe(true);
      expect(
        others.every((p) => p.style === product.style || p.colors.includes(product.colors[0]!)),
      ).toBe(true);
    }
  });

  it("prefers same-style papers that share a colour", () => {
    const [, firstOther] = paperChoices(first, products);
    const sameStyleSharing = products.some(
      (p) =>
        p.id !== first.id &&
        p.style === first.style &&
        p.colors.some((c) => first.colors.includes(c)),
    );
    if (sameStyleSharing) {
      expect(firstOther!.style).toBe(first.style);
      expect(firstOther!.colors.some((c) => first.colors.includes(c))).toBe(true);
    }
  });

  it("is the same list every time and respects the limit", () => {
    expect(paperChoices(first, products, 5).map((p) => p.id)).toEqual(
      paperChoices(first, products, 5).map((p) => p.id),
    );
    expect(paperChoices(first, products, 5)).toHaveLength(5);
    expect(paperChoices(first, products, 0)).toEqual([]);
    expect(paperChoices(first, [first])).toEqual([first]);
  });
});
