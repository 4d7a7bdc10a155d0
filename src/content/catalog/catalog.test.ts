/**
 * The catalog's data rules (docs/product.md, 4.1 Catalog taxonomy). The tests under
 * "catalog data" fail, not skip, while `products` is empty: an empty catalog is a broken
 * site, not a pass.
 */
import { describe, expect, it } from "vitest";

import { productSlot, parseSlot } from "@/lib/images/slots";

import { showcaseSamples, showcaseStyles } from "@/lib/catalog/showcase";

import { brandShowcase, showcaseEntrySchema, specialOrderArtwork } from "./brand-showcase";
import { customColorTexts, colorTextSchema } from "./color-texts";
import {
  getProductBySlugParam,
  getStyle,
  productPath,
  productsByBrand,
  productsByColor,
  productsByMaterial,
  productsByStyle,
  relatedProducts,
} from "@/lib/catalog/lookups";
import { productSchema } from "./product-schema";
import { products } from "./products";
import {
  brands,
  colors,
  materials,
  motifsByStyle,
  showcaseStyleSlugs,
  specialOrderBrand,
  styles,
} from "./taxonomy";

/** Called first in every data test, so an empty catalog fails with a message that says why. */
function requireProducts() {
  expect(
    products.length,
    "products.ts exports no products yet: wire the product blocks into it",
  ).toBeGreaterThan(0);
  return products;
}

describe("catalog data", () => {
  it("has about 150 products", () => {
    expect(requireProducts().length).toBeGreaterThanOrEqual(120);
    expect(products.length).toBeLessThanOrEqual(200);
  });

  it("every product parses with the product schema", () => {
    for (const product of requireProducts()) {
      const result = productSchema.safeParse(product);
      expect(result.success, `product ${product.id}: ${result.error?.message}`).toBe(true);
    }
  });

  it("ids, slugs and names are unique", () => {
    const list = requireProducts();
    for (const key of ["id", "slug", "name"] as const) {
      const values = list.map((p) => p[key]);
      const duplicates = values.filter((v, i) => values.indexOf(v) !== i);
      expect(duplicates, `duplicate ${key}s`).toEqual([]);
    }
  });

  it("products are listed in id order, from 1001 to 13008", () => {
    const ids = requireProducts().map((p) => p.id);
    expect(ids).toEqual([...ids].sort((a, b) => a - b));
    expect(ids[0]).toBe(1001);
    expect(ids.at(-1)).toBe(13008);
  });

  it("ids form one block per edit, numbered from 1 within each block", () => {
    const blocks = new Map<number, typeof products>();
    for (const product of requireProducts()) {
      const block = Math.floor(product.id / 1000);
      blocks.set(block, [...(blocks.get(block) ?? []), product]);
    }
    expect([...blocks.keys()].sort((a, b) => a - b)).toEqual(
      Array.from({ length: 13 }, (_, i) => i + 1),
    );
    // A block is one edit of the catalog (for example "The South Florida Edit"); its products
    // come from several houses' books, so the Book/Collection detail varies within a block.
    for (const [block, list] of blocks) {
      const numbers = list.map((p) => p.id - block * 1000).sort((a, b) => a - b);
      expect(numbers, `block ${block}`).toEqual(
        Array.from({ length: list.length }, (_, i) => i + 1),
      );
    }
    const sizes = [...blocks.values()].map((list) => list.length);
    expect(
      sizes.filter((size) => size === 22),
      "exactly one block of 22",
    ).toHaveLength(1);
  });

  it("every style has at least 4 products", () => {
    requireProducts();
    for (const style of styles) {
      expect(productsByStyle(style.slug).length, style.slug).toBeGreaterThanOrEqual(4);
    }
  });

  it("every catalogue brand has at least 4 products", () => {
    requireProducts();
    for (const brand of brands) {
      expect(productsByBrand(brand.slug).length, brand.slug).toBeGreaterThanOrEqual(4);
    }
  });

  it("every material (type page) has at least 3 products", () => {
    requireProducts();
    for (const material of materials) {
      expect(productsByMaterial(material.slug).length, material.slug).toBeGreaterThanOrEqual(3);
    }
  });

  it("every colour has at least 3 products", () => {
    requireProducts();
    for (const color of colors) {
      expect(productsByColor(color.slug).length, color.slug).toBeGreaterThanOrEqual(3);
    }
  });

  it("every motif is used", () => {
    const used = new Set(requireProducts().map((p) => p.motif));
    const unused = Object.values(motifsByStyle)
      .flat()
      .filter((motif) => !used.has(motif));
    expect(unused).toEqual([]);
  });

  it("every product has a swatch and a room view, with valid image slots", () => {
    for (const product of requireProducts()) {
      const kinds = product.images.map((image) => image.kind);
      expect(kinds[0], `product ${product.id}`).toBe("swatch");
      expect(kinds, `product ${product.id}`).toContain("room");
      for (const kind of kinds) expect(parseSlot(productSlot(product.id, kind))).not.toBeNull();
    }
  });

  it("every product page path leads back to its product", () => {
    for (const product of requireProducts()) {
      const param = productPath(product).replace("/wallpaper/", "");
      expect(getProductBySlugParam(param)).toBe(product);
    }
  });

  it("related products share the style and exclude the product", () => {
    for (const product of requireProducts()) {
      const related = relatedProducts(product);
      const others = productsByStyle(product.style).length - 1;
      expect(related.length, `product ${product.id}`).toBe(Math.min(4, others));
      for (const other of related) {
        expect(other.style).toBe(product.style);
        expect(other.id).not.toBe(product.id);
      }
    }
  });

  it("the 8 showcase style slugs resolve to styles with products", () => {
    requireProducts();
    expect(showcaseStyleSlugs).toHaveLength(8);
    for (const slug of showcaseStyleSlugs) {
      const style = getStyle(slug);
      expect(style, slug).toBeDefined();
      if (style) expect(productsByStyle(style.slug).length, slug).toBeGreaterThan(0);
    }
  });

  it("every catalogue brand in the showcase has two sample products of its own", () => {
    requireProducts();
    for (const entry of brandShowcase.filter((e) => e.availability === "catalog")) {
      const samples = showcaseSamples(entry);
      expect(samples, entry.slug).toHaveLength(2);
      for (const sample of samples) {
        expect(sample.kind === "product" && sample.product.brand).toBe(entry.slug);
      }
    }
  });
});

describe("brand showcase", () => {
  it("has 16 entries with unique slugs: the 15 catalogue brands and the special-order house", () => {
    expect(brandShowcase).toHaveLength(16);
    const slugs = brandShowcase.map((entry) => entry.slug);
    expect(new Set(slugs).size).toBe(16);
    expect(slugs).toEqual([...brands.map((b) => b.slug), specialOrderBrand.slug]);
  });

  it("every entry parses and has a modest 2-3 sentence description", () => {
    for (const entry of brandShowcase) {
      expect(showcaseEntrySchema.safeParse(entry).success, entry.slug).toBe(true);
      const sentences = entry.description.split(/(?<=\.)\s+/);
      expect(sentences.length, entry.slug).toBeGreaterThanOrEqual(2);
      expect(sentences.length, entry.slug).toBeLessThanOrEqual(3);
      expect(entry.description, entry.slug).not.toMatch(
        /!|\b(1[6-9]|20)\d\d\b|\bbest\b|finest|leading/i,
      );
    }
  });

  it("takes names and websites from the taxonomy", () => {
    for (const brand of [...brands, specialOrderBrand]) {
      const entry = brandShowcase.find((e) => e.slug === brand.slug);
      expect(entry?.name).toBe(brand.name);
      expect(entry?.website).toBe(brand.website);
    }
  });

  it("says the special-order house is available by special order", () => {
    const special = brandShowcase.filter((e) => e.availability === "special-order");
    expect(special.map((e) => e.slug)).toEqual([specialOrderBrand.slug]);
    expect(special[0]?.note).toMatch(/special order/i);
    expect(special[0]?.note).toMatch(/hand-painted/i);
  });

  it("draws two special-order samples with taxonomy styles and motifs", () => {
    expect(specialOrderArtwork).toHaveLength(2);
    for (const sample of specialOrderArtwork) {
      if (sample.kind !== "artwork") throw new Error("expected artwork");
      const { style, motif } = sample.draw.pattern;
      expect(motifsByStyle[style] as readonly string[]).toContain(motif);
      expect(sample.alt.length).toBeGreaterThan(30);
    }
  });

  it("has the eight style links, each resolving to a style", () => {
    expect(showcaseStyles.map((s) => s.slug)).toEqual([...showcaseStyleSlugs]);
    for (const link of showcaseStyles) {
      const style = getStyle(link.slug);
      expect(link.title).toBe(style?.title);
      expect(link.href).toBe(`/styles/${style?.slug}`);
    }
  });
});

describe("colour texts", () => {
  it("has custom texts for white, yellow, red, blue, teal and green", () => {
    expect(Object.keys(customColorTexts)).toEqual([
      "white",
      "yellow",
      "red",
      "blue",
      "teal",
      "green",
    ]);
    for (const [slug, text] of Object.entries(customColorTexts)) {
      expect(colorTextSchema.safeParse(text).success, slug).toBe(true);
      expect(text.title.toLowerCase()).toContain(slug);
      const sentences = text.description.split(/(?<=\.)\s+/);
      expect(sentences.length, slug).toBeGreaterThanOrEqual(2);
      expect(sentences.length, slug).toBeLessThanOrEqual(3);
    }
  });
});
