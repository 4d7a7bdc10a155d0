import { describe, expect, it } from "vitest";

import { products } from "@/content/catalog/products";

import { productRoomAlt, productSwatchAlt, withArticle } from "./product-image-alt";

describe("product picture alt texts", () => {
  it("put the right article before a word", () => {
    expect(withArticle("entry hall")).toBe("an entry hall");
    expect(withArticle("office")).toBe("an office");
    expect(withArticle("living room")).toBe("a living room");
  });

  it("never read 'a' before a vowel anywhere in the catalogue", () => {
    for (const product of products) {
      for (const alt of [productSwatchAlt(product), productRoomAlt(product)]) {
        expect(alt).not.toMatch(/\ba [aeiou]/i);
      }
    }
  });
});
