import { describe, expect, it } from "vitest";

import { products } from "@/content/catalog/products";

import { largestWebp } from "./room-picture";
import { visualiserDescription, visualiserTitle } from "./visualiser-seo";

describe("the tool page's title and description", () => {
  it("are unique per paper and short enough for a result", () => {
    const titles = new Set(products.map(visualiserTitle));
    const descriptions = new Set(products.map(visualiserDescription));
    expect(titles.size).toBe(products.length);
    expect(descriptions.size).toBe(products.length);
    for (const description of descriptions) expect(description.length).toBeLessThanOrEqual(160);
  });

  it("names the paper", () => {
    const product = products[0]!;
    expect(visualiserTitle(product)).toBe(`See ${product.name} on Your Wall`);
    expect(visualiserDescription(product)).toContain(product.name);
  });
});

describe("largestWebp", () => {
  it("is the slot's widest WebP rendition", () => {
    const product = products[0]!;
    const picture = largestWebp(`product-${product.id}-room`);
    expect(picture.src).toMatch(new RegExp(`/product-${product.id}-room-${picture.width}\\.webp$`));
    expect(picture.height).toBeGreaterThan(0);
  });
});
