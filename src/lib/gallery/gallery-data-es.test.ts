import { describe, expect, it } from "vitest";

import { products } from "@/content/catalog/products";

import { galleryMatches, galleryPage, galleryUpTo, toGalleryItem } from "./gallery-data";
import { galleryItemsUrl } from "./gallery-item";

describe("the Spanish gallery", () => {
  it("words its tiles in Spanish and keeps the product's internal address", () => {
    const product = products.find((p) => p.style === "damask");
    if (!product) throw new Error("no damask");
    const item = toGalleryItem(product, "es");
    expect(item.style).toBe("Damasco");
    expect(item.name).toBe(product.name);
    expect(item.href).toBe(`/wallpaper/${product.id}-${product.slug}`);
    expect(item.alt).toMatch(new RegExp(`^Papel tapiz ${product.name} en .+, instalado en `));
  });

  it("finds a style by its Spanish name too, and by its English one", () => {
    const damasco = galleryMatches("damasco", "es");
    expect(damasco.length).toBeGreaterThan(0);
    expect(damasco.every((p) => p.style === "damask" || /damasco/i.test(p.name))).toBe(true);
    expect(galleryMatches("damask", "es").length).toBeGreaterThanOrEqual(damasco.length);
    expect(galleryMatches("damasco")).toEqual([]);
  });

  it("pages the same way in both languages", () => {
    expect(galleryUpTo("", 2, "es").items.map((i) => i.id)).toEqual(
      galleryUpTo("", 2).items.map((i) => i.id),
    );
    const second = galleryPage("", 2, "es");
    expect(second.items.map((i) => i.id)).toEqual(galleryPage("", 2).items.map((i) => i.id));
    const first = second.items[0];
    const product = products.find((p) => p.id === first?.id);
    if (!first || !product) throw new Error("no second page");
    expect(first).toEqual(toGalleryItem(product, "es"));
  });

  it("fetches the Spanish feed from the Spanish prefix", () => {
    expect(galleryItemsUrl("damasco", 2, "es")).toBe("/es/wallpaper-brands/items?page=2&q=damasco");
    expect(galleryItemsUrl("damask", 2, "en")).toBe("/wallpaper-brands/items?page=2&q=damask");
  });
});
