import { describe, expect, it } from "vitest";

import { makeProduct } from "@/lib/catalog/catalog-fixtures";

import { resolveCart, type CartCatalog } from "./cart-lines";

const products = [
  makeProduct({ id: 1001, slug: "fronds", name: "Fronds" }),
  makeProduct({
    id: 1002,
    slug: "shells",
    name: "Shells",
    price: { amount: 1, unit: "single-roll" },
  }),
];

const catalog: CartCatalog = {
  find: (id) => products.find((product) => product.id === id),
  offersSample: () => true,
  brandName: () => "Thibaut",
  path: (product) => `/wallpaper/${product.id}-${product.slug}`,
  price: 5,
};

describe("resolving a cart", () => {
  it("prices every line from the programme, never from the product or the client", () => {
    const { lines, unknownIds } = resolveCart([1002, 1001], catalog);
    expect(unknownIds).toEqual([]);
    expect(lines).toEqual([
      {
        productId: 1002,
        name: "Shells",
        brand: "Thibaut",
        path: "/wallpaper/1002-shells",
        priceCents: 500,
      },
      {
        productId: 1001,
        name: "Fronds",
        brand: "Thibaut",
        path: "/wallpaper/1001-fronds",
        priceCents: 500,
      },
    ]);
  });

  it("reports ids that are no longer in the catalogue", () => {
    const { lines, unknownIds } = resolveCart([1001, 9999], catalog);
    expect(lines.map((line) => line.productId)).toEqual([1001]);
    expect(unknownIds).toEqual([9999]);
  });

  it("drops a product that no longer offers samples", () => {
    const { lines, unknownIds } = resolveCart([1001, 1002], {
      ...catalog,
      offersSample: (product) => product.id !== 1002,
    });
    expect(lines).toHaveLength(1);
    expect(unknownIds).toEqual([1002]);
  });
});
