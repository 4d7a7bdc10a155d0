import { describe, expect, it } from "vitest";

import { products } from "@/content/catalog/products";
import { productTranslation } from "@/content/es/catalog/product-translations";
import { materialText, styleText } from "@/content/es/catalog/taxonomy";
import { calculatorHref } from "@/lib/calculator/calculator-link";
import { styleWallpaperPhrase } from "@/lib/catalog/product-details";
import { styleTitle } from "@/lib/catalog/taxonomy-lookups";
import { stylePageTitle } from "@/lib/catalog/titles";

import {
  productMetaDescription,
  productSocialImageAlt,
  productStructuredData,
  productTitle,
} from "./product-seo";

function first(predicate: (p: (typeof products)[number]) => boolean) {
  const product = products.find(predicate);
  if (!product) throw new Error("no product matches");
  return product;
}

describe("product metadata", () => {
  it.each(["en", "es"] as const)(
    "gives every product a unique title and a unique 70-160 character description (%s)",
    (locale) => {
      const titles = products.map((p) => productTitle(p, locale));
      expect(new Set(titles).size).toBe(products.length);
      const descriptions = products.map((p) => productMetaDescription(p, locale));
      expect(new Set(descriptions).size).toBe(products.length);
      for (const description of descriptions) {
        expect(description.length, description).toBeGreaterThanOrEqual(70);
        expect(description.length, description).toBeLessThanOrEqual(160);
      }
    },
  );
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

describe("product metadata in Spanish", () => {
  it("differs from the English title and description of the same product", () => {
    for (const product of products) {
      expect(productTitle(product, "es")).not.toBe(productTitle(product));
      expect(productMetaDescription(product, "es")).not.toBe(productMetaDescription(product));
    }
  });

  it("keeps the names in English and says the rest in Spanish", () => {
    const product = first(
      (p) => p.price.unit === "single-roll" && Number.isInteger(p.price.amount),
    );
    expect(productTitle(product, "es")).toBe(`${product.name} de ${brandOf(product)}`);
    const description = productMetaDescription(product, "es");
    expect(description).toContain(product.name);
    expect(description).toContain(productTranslation(product.id).colorway);
    expect(description).toContain(materialText[product.material].title.toLowerCase());
    expect(description).toContain(`$${product.price.amount}/rollo`);
    expect(description).toContain(`: ${styleWallpaperPhrase(product, "es")} en `);
    expect(description).not.toMatch(/\b(wallpaper|per roll|by|showroom in)\b/);
    expect(productSocialImageAlt(product, "es")).toBe(
      `${stylePageTitle(product.style, "es")} en Alcove Wallcoverings`,
    );
    expect(productSocialImageAlt(product)).toBe(
      `${styleTitle(product.style)} wallpaper at Alcove Wallcoverings`,
    );
  });
});

function brandOf(product: (typeof products)[number]): string {
  const data = productStructuredData(product);
  return (data.brand as { name: string }).name;
}

describe("product structured data in Spanish", () => {
  it("points at the Spanish address and describes the paper in Spanish", () => {
    const product = first((p) => p.inStock && p.price.unit === "single-roll");
    const data = productStructuredData(product, "es");
    const url = String(data.url);
    expect(url).toMatch(
      new RegExp(`^https?://[^/]+/es/papel-tapiz/${product.id}-${product.slug}$`),
    );
    expect(data["@id"]).toBe(`${url}#product`);
    expect(data.inLanguage).toBe("es-US");
    expect(data.name).toBe(product.name);
    expect(data.description).toBe(productTranslation(product.id).description);
    expect(data.color).toBe(productTranslation(product.id).colorway);
    expect(data.material).toBe(materialText[product.material].title);
    expect(data.category).toBe(`Papel tapiz > ${styleText[product.style].title}`);
    const offers = data.offers as Record<string, unknown>;
    expect(offers).toMatchObject({
      "@type": "Offer",
      url,
      priceCurrency: "USD",
      price: product.price.amount.toFixed(2),
      priceSpecification: { unitText: "rollo" },
    });
  });

  it("keeps the English data in English, with its language", () => {
    const product = first((p) => p.inStock);
    const data = productStructuredData(product);
    expect(data.inLanguage).toBe("en-US");
    expect(data.description).toBe(product.description);
    expect(String(data.url)).not.toContain("/es/");
  });
});
