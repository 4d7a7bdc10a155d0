/**
 * The product lookups and the brand showcase over the fixture catalog, so these rules are
 * checked whatever the real product blocks hold.
 */
import { describe, expect, it, vi } from "vitest";

import { brandShowcase } from "@/content/catalog/brand-showcase";
import {
  brandName,
  getBrand,
  getColor,
  getMaterial,
  getProductById,
  getProductBySlugParam,
  getStyle,
  parseProductParam,
  productPath,
  productsByBrand,
  productsByColor,
  productsByMaterial,
  productsByStyle,
  relatedProducts,
} from "@/lib/catalog/lookups";
import { showcaseSamples, showcaseStyles } from "@/lib/catalog/showcase";
import { fixtureProducts, makeProduct } from "@/lib/catalog/catalog-fixtures";

vi.mock("@/content/catalog/products", async () => {
  const { fixtureProducts: list, makeProduct: make } =
    await import("@/lib/catalog/catalog-fixtures");
  // Four more botanicals so related products have something to choose from.
  const extra = [1008, 1009, 1010, 1011].map((id) =>
    make({ id, slug: `extra-${id}`, name: `Extra ${id}`, brand: "romo" }),
  );
  return { products: [...list, ...extra] };
});

const ids = (list: readonly { id: number }[]) => list.map((p) => p.id);

describe("product lookups", () => {
  it("finds a product by id", () => {
    expect(getProductById(1003)?.name).toBe("Celadon Aviary");
    expect(getProductById(9999)).toBeUndefined();
  });

  it.each([
    ["1001-palmetto-grove", 1001],
    ["1001", 1001],
    ["13008-some-name-2", 13008],
    ["palmetto-grove", undefined],
    ["1001-", undefined],
    ["1001-Palmetto-Grove", undefined],
    ["-1001-palmetto-grove", undefined],
    ["", undefined],
  ])("parseProductParam(%j) is %j", (param, id) => {
    expect(parseProductParam(param)).toBe(id);
  });

  it.each([
    ["1001-palmetto-grove", 1001],
    ["1002-garden-trellis", 1002],
    ["1001-garden-trellis", undefined],
    ["1001", undefined],
    ["1001-palmetto", undefined],
    ["9999-palmetto-grove", undefined],
  ])("getProductBySlugParam(%j) finds %j", (param, id) => {
    expect(getProductBySlugParam(param)?.id).toBe(id);
  });

  it("builds the product path the lookup reads back", () => {
    for (const product of fixtureProducts) {
      const path = productPath(product);
      expect(path).toBe(`/wallpaper/${product.id}-${product.slug}`);
      expect(getProductBySlugParam(path.replace("/wallpaper/", ""))).toBe(
        getProductById(product.id),
      );
    }
  });

  it("lists products by style, material, colour and brand", () => {
    expect(ids(productsByStyle("geometric"))).toEqual([1002]);
    expect(ids(productsByMaterial("vinyl"))).toEqual([1004]);
    expect(ids(productsByColor("Blue"))).toEqual([1002, 1004]);
    expect(ids(productsByColor("mauve"))).toEqual([]);
    expect(ids(productsByBrand("york"))).toEqual([1004, 1005]);
  });

  it("relates products of the same style, following on and wrapping round", () => {
    const first = getProductById(1007);
    const middle = getProductById(1009);
    if (!first || !middle) throw new Error("fixtures missing");
    expect(ids(relatedProducts(first))).toEqual([1008, 1009, 1010, 1011]);
    expect(ids(relatedProducts(middle))).toEqual([1010, 1011, 1007, 1008]);
    expect(ids(relatedProducts(middle, 2))).toEqual([1010, 1011]);
    expect(ids(relatedProducts(middle, 0))).toEqual([]);
    expect(relatedProducts(middle)).toEqual(relatedProducts(middle));
  });

  it("relates nothing when a style has one product, and never the product itself", () => {
    const lonely = getProductById(1002);
    if (!lonely) throw new Error("fixture missing");
    expect(relatedProducts(lonely)).toEqual([]);
    const outsider = makeProduct({ id: 1099, slug: "outsider", name: "Outsider" });
    expect(ids(relatedProducts(outsider))).toEqual([1007, 1008, 1009, 1010]);
  });
});

describe("taxonomy lookups", () => {
  it("resolves styles by slug and alias", () => {
    expect(getStyle("geometric")?.title).toBe("Geometric");
    expect(getStyle("modern-geometric")?.slug).toBe("geometric");
    expect(getStyle("classic-traditional")?.slug).toBe("traditional");
    expect(getStyle("no-such-style")).toBeUndefined();
  });

  it("finds materials, colours (any case) and brands", () => {
    expect(getMaterial("peel-and-stick")?.title).toBe("Peel and Stick");
    expect(getMaterial("Vinyl")).toBeUndefined();
    expect(getColor("TEAL")?.slug).toBe("teal");
    expect(getColor(" Blue ")?.title).toBe("Blue");
    expect(getColor("mauve")).toBeUndefined();
    expect(getBrand("cole-and-son")?.name).toBe("Cole & Son");
    expect(getBrand("de-gournay")).toBeUndefined();
    expect(brandName("scalamandre")).toBe("Scalamandré");
  });
});

describe("brand showcase samples", () => {
  it("takes a catalogue brand's first two products", () => {
    const york = brandShowcase.find((entry) => entry.slug === "york");
    if (!york) throw new Error("york missing");
    const samples = showcaseSamples(york);
    expect(samples).toHaveLength(2);
    expect(samples.map((s) => (s.kind === "product" ? s.product.id : null))).toEqual([1004, 1005]);
    expect(samples[0]?.slot).toBe("product-1004-swatch");
    expect(samples[0]?.alt).toContain("Harbour Stripe");
  });

  it("draws the special-order house's samples", () => {
    const special = brandShowcase.find((entry) => entry.availability === "special-order");
    if (!special) throw new Error("special-order house missing");
    const samples = showcaseSamples(special);
    expect(samples.map((s) => s.kind)).toEqual(["artwork", "artwork"]);
    expect(samples.map((s) => s.slot)).toEqual(["showcase-de-gournay-1", "showcase-de-gournay-2"]);
    for (const sample of samples) expect(sample.alt).toMatch(/^Illustration of /);
  });

  it("gives fewer samples rather than another brand's products", () => {
    const romo = brandShowcase.find((entry) => entry.slug === "romo");
    const kravet = brandShowcase.find((entry) => entry.slug === "kravet");
    if (!romo || !kravet) throw new Error("entries missing");
    expect(showcaseSamples(romo)).toHaveLength(2);
    expect(showcaseSamples(kravet)).toEqual([]);
  });

  it("links the eight showcase styles to their canonical style pages", () => {
    expect(showcaseStyles.map((s) => s.href)).toEqual([
      "/styles/grasscloth-naturals",
      "/styles/textured-fabric",
      "/styles/geometric",
      "/styles/murals-digital",
      "/styles/metallic-finishes",
      "/styles/traditional",
      "/styles/kid-teen",
      "/styles/coastal-tropical",
    ]);
    expect(showcaseStyles.find((s) => s.slug === "modern-geometric")?.title).toBe("Geometric");
  });
});
