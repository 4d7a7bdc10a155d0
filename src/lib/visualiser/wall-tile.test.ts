import { describe, expect, it } from "vitest";

import { products } from "@/content/catalog/products";
import type { Product } from "@/content/catalog/product-schema";

import { verticalRepeatInches, wallTileFor } from "./wall-tile";

function productWith(
  details: Partial<Product["details"]>,
  material?: Product["material"],
): Product {
  const base = products[0] as Product;
  return { ...base, material: material ?? base.material, details: { ...base.details, ...details } };
}

describe("wallTileFor", () => {
  it("is one repeat across and down, hung as the product says", () => {
    const halfDrop = productWith({
      horizontalRepeatInches: 20.5,
      verticalRepeatInches: 25.25,
      match: "half-drop",
    });
    expect(wallTileFor(halfDrop)).toEqual({
      kind: "repeat",
      widthInches: 20.5,
      heightInches: 25.25,
      match: "half-drop",
    });
    const straight = productWith({
      horizontalRepeatInches: 27,
      verticalRepeatInches: 27,
      match: "straight",
    });
    expect(wallTileFor(straight).match).toBe("straight");
  });

  it("repeats a stripe across only, and gives a texture a grain of its own", () => {
    const stripe = productWith({
      horizontalRepeatInches: 3,
      verticalRepeatInches: 0,
      match: "straight",
    });
    expect(wallTileFor(stripe)).toMatchObject({ widthInches: 3, heightInches: 3 });
    const grasscloth = productWith({
      widthInches: 36,
      horizontalRepeatInches: 0,
      verticalRepeatInches: 0,
      match: "random",
    });
    expect(wallTileFor(grasscloth)).toMatchObject({
      kind: "repeat",
      match: "straight",
      widthInches: 18,
    });
    expect(verticalRepeatInches(grasscloth)).toBeNull();
  });

  it("sizes a mural to the wall rather than repeating it", () => {
    const mural = productWith(
      { widthInches: 27, horizontalRepeatInches: 0, verticalRepeatInches: 0 },
      "mural",
    );
    expect(wallTileFor(mural).kind).toBe("mural");
  });

  it("gives every product in the catalog a tile of positive size", () => {
    for (const product of products) {
      const tile = wallTileFor(product);
      expect(tile.widthInches, product.name).toBeGreaterThan(0);
      expect(tile.heightInches, product.name).toBeGreaterThan(0);
    }
  });
});
