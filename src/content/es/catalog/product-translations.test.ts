import { describe, expect, it } from "vitest";

import { productTranslationSchema } from "@/content/catalog/product-translation-schema";
import { products } from "@/content/catalog/products";
import { cleaningTerms, useTerms } from "@/content/es/catalog/product-detail-terms";
import {
  productTranslation,
  productTranslations,
  productTranslationsByStyle,
} from "@/content/es/catalog/product-translations";

const useTable: Readonly<Record<string, string>> = useTerms;
const cleaningTable: Readonly<Record<string, string>> = cleaningTerms;

const ids = (record: object) => Object.keys(record).map(Number);

/** Every product name that a text mentions, so a description cannot point at the wrong product. */
const namesIn = (text: string) =>
  products
    .map((product) => product.name)
    .filter((name) => text.includes(name))
    .sort();

describe("Spanish product translations", () => {
  it("cover every catalog product and nothing else", () => {
    const productIds = products.map((product) => product.id).sort((a, b) => a - b);
    expect(ids(productTranslations).sort((a, b) => a - b)).toEqual(productIds);
  });

  it("give each product to one style only", () => {
    const perStyle = productTranslationsByStyle.flatMap(ids);
    expect(perStyle.length).toBe(new Set(perStyle).size);
  });

  it.each(products.map((product) => [product.id, product] as const))(
    "product %i has a valid Spanish text",
    (id, product) => {
      const translation = productTranslation(id);

      expect(productTranslationSchema.safeParse(translation).error).toBeUndefined();
      expect(translation.description).not.toBe(product.description);

      // One English value always reads the same in Spanish, whichever style file it is in.
      expect(
        useTable[product.details.use],
        `no Spanish for use "${product.details.use}"`,
      ).toBeDefined();
      expect(translation.use).toBe(useTable[product.details.use]);
      expect(
        cleaningTable[product.details.cleaning],
        `no Spanish for cleaning "${product.details.cleaning}"`,
      ).toBeDefined();
      expect(translation.cleaning).toBe(cleaningTable[product.details.cleaning]);

      expect(namesIn(translation.description)).toEqual(namesIn(product.description));
    },
  );

  it("refuses an id that is not in the catalog", () => {
    expect(() => productTranslation(1)).toThrow(/1/);
  });
});
