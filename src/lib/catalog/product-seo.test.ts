import { describe, expect, it } from "vitest";

import { products } from "@/content/catalog/products";

import { calculatorHref } from "@/lib/calculator/calculator-link";
import { productMetaDescription, productStructuredData, productTitle } from "./product-seo";

function first(predicate: (p: (typeof products)[number]) => boolean) {
  const product = products.find(predicate);
  if (!product) throw new Error("no product matches");
  return product;
}

describe("product metadata", () => {
  it("gives every product a unique title and a unique 70-160 character description", () => {
    const titles = products.map(productTitle);
    expect(new Set(titles).size).toBe(products.length);
    const descriptions = products.map(productMetaDescription);
    expect(new Set(descriptions).size).toBe(products.length);
    for (const description of descriptions) {
      expect(description.length, description).toBeGreaterThanOrEqual(70);
      expect(description.length, description).toBeLessThanOrEqual(160);
    }
  });
});

describe("product structured data", () => {
  it("describes a Product with an Offer in US dollars, the id as SKU and absolute images", () => {
    const product = first((p) => p.inStock);
    const data = productStructuredData(product);
    expect(data["@type"]).toBe("Product");
    expect(data.sku).toBe(String(product.id));
    expect(data.brand).toMatchObject({ "@type": "Brand" });
    const offers = data.offers as Record<string, unknown>;
    expect(offers).toMatchObject({
      "@type": "Offer",
      priceCurrency: "USD",
      price: product.price.amount.toFixed(2),
      availability: "https://schema.org/InStock",
    });
    expect(String(offers.url)).toMatch(new RegExp(`^https?://.+/wallpaper/${product.id}-`));
    const images = data.image as string[];
    expect(images).toHaveLength(product.images.length);
    for (const image of images) expect(image).toMatch(/^https?:\/\/.+\.webp$/);
  });

  it("marks a paper that is not in stock as a back order", () => {
    const product = first((p) => !p.inStock);
    const offers = productStructuredData(product).offers as Record<string, unknown>;
    expect(offers.availability).toBe("https://schema.org/BackOrder");
  });
});

describe("calculator link", () => {
  it("carries the roll size, the vertical repeat, the match and the product id", () => {
    const product = first((p) => p.details.verticalRepeatInches > 0);
    const url = new URL(calculatorHref(product), "https://example.com");
    expect(url.pathname).toBe("/wallpaper-calculator");
    expect(Object.fromEntries(url.searchParams)).toEqual({
      rollWidth: String(product.details.widthInches),
      rollLength: String(product.details.lengthFeet),
      patternRepeat: String(product.details.verticalRepeatInches),
      match: product.details.match,
      product: String(product.id),
    });
  });

  it("still links papers sold by the yard or the panel, with their width and length", () => {
    for (const unit of ["yard", "panel"] as const) {
      const product = first((p) => p.price.unit === unit);
      const params = new URL(calculatorHref(product), "https://example.com").searchParams;
      expect(params.get("rollWidth")).toBe(String(product.details.widthInches));
      expect(params.get("rollLength")).toBe(String(product.details.lengthFeet));
    }
  });
});
