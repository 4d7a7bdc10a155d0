import { describe, expect, it } from "vitest";

import { products } from "@/content/catalog/products";
import { galleryPageSize } from "@/lib/catalog/paging";

import { galleryMatches, galleryPage, galleryUpTo, toGalleryItem } from "./gallery-data";
import { galleryHref, galleryItemsUrl } from "./gallery-item";

describe("gallery data", () => {
  it("shows 12 first and 12 more per page, up to every wallpaper", () => {
    expect(galleryPageSize).toBe(12);
    const first = galleryUpTo("", 1);
    expect(first.items).toHaveLength(12);
    expect(first.total).toBe(products.length);
    expect(first.hasMore).toBe(true);
    expect(galleryUpTo("", 2).items).toHaveLength(24);
    const last = galleryUpTo("", Math.ceil(products.length / 12));
    expect(last.items).toHaveLength(products.length);
    expect(last.hasMore).toBe(false);
  });

  it("pages join up: page n alone follows the first n-1 pages without gaps or repeats", () => {
    const pages = Math.ceil(products.length / 12);
    const joined = Array.from({ length: pages }, (_, i) => galleryPage("", i + 1).items).flat();
    expect(joined.map((item) => item.id)).toEqual(products.map((p) => p.id));
    expect(galleryPage("", pages).hasMore).toBe(false);
    expect(galleryPage("", pages - 1).hasMore).toBe(true);
  });

  it("searches name, brand and style, case-insensitively", () => {
    const byStyle = galleryMatches("CHINOISERIE");
    expect(byStyle.length).toBeGreaterThan(0);
    expect(byStyle.every((p) => p.style === "chinoiserie" || /chinoiserie/i.test(p.name))).toBe(
      true,
    );
    const byBrand = galleryMatches("thibaut");
    expect(byBrand.length).toBeGreaterThanOrEqual(4);
    expect(byBrand.every((p) => p.brand === "thibaut" || /thibaut/i.test(p.name))).toBe(true);
    const page = galleryPage("thibaut", 1);
    expect(page.total).toBe(byBrand.length);
    expect(galleryMatches("no such wallpaper xyz")).toEqual([]);
  });

  it("hands the browser light items with a room picture and the product's address", () => {
    const product = products[0];
    if (!product) throw new Error("no products");
    const item = toGalleryItem(product);
    expect(Object.keys(item).sort()).toEqual(
      ["alt", "brand", "href", "id", "name", "slot", "style"].sort(),
    );
    expect(item.slot).toBe(`product-${product.id}-room`);
    expect(item.href).toBe(`/wallpaper/${product.id}-${product.slug}`);
    expect(item.alt).toContain(product.name);
  });
});

describe("gallery URLs", () => {
  it("leave out the defaults so each state has one address", () => {
    expect(galleryHref("")).toBe("/wallpaper-brands");
    expect(galleryHref("  ", 1)).toBe("/wallpaper-brands");
    expect(galleryHref("", 3)).toBe("/wallpaper-brands?page=3");
    expect(galleryHref("Cole & Son", 2)).toBe("/wallpaper-brands?q=Cole+%26+Son&page=2");
    expect(galleryItemsUrl("", 2)).toBe("/wallpaper-brands/items?page=2");
    expect(galleryItemsUrl("damask", 1)).toBe("/wallpaper-brands/items?page=1&q=damask");
  });
});
