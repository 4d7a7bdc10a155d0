import { describe, expect, it } from "vitest";

import { products } from "@/content/catalog/products";
import type { Locale } from "@/i18n/routing";
import { brandName } from "@/lib/catalog/taxonomy-lookups";

import { largestWebp } from "./room-picture";
import { visualiserTexts } from "./texts.test-support";
import { descriptionStyle } from "./visualiser-locale";
import { visualiserDescription, visualiserTitle } from "./visualiser-seo";

const meta = (locale: Locale) => {
  const t = visualiserTexts(locale, "visualiser.meta");
  return {
    title: (product: (typeof products)[number]) => visualiserTitle(product.name, t),
    description: (product: (typeof products)[number]) =>
      visualiserDescription(
        {
          name: product.name,
          brand: brandName(product.brand),
          style: descriptionStyle(product, locale),
        },
        t,
      ),
  };
};

describe("the tool page's title and description", () => {
  for (const locale of ["en", "es"] as const) {
    it(`are unique per paper and short enough for a result (${locale})`, () => {
      const { title, description } = meta(locale);
      const titles = new Set(products.map(title));
      const descriptions = new Set(products.map(description));
      expect(titles.size).toBe(products.length);
      expect(descriptions.size).toBe(products.length);
      for (const text of descriptions) expect(text.length).toBeLessThanOrEqual(160);
    });
  }

  it("names the paper", () => {
    const product = products[0]!;
    const { title, description } = meta("en");
    expect(title(product)).toBe(`See ${product.name} on Your Wall`);
    expect(description(product)).toContain(product.name);
  });

  it("keeps the English wording, with the style in lower case", () => {
    const product = products.find((p) => p.style === "traditional")!;
    const text = meta("en").description(product);
    if (text.startsWith("Try ") && text.includes(": mark the wall")) {
      expect(text).toContain("see the traditional wallpaper at true scale.");
    }
    expect(text).toMatch(/^Try .+ by .+Your photo stays on your device\.$/);
  });

  it("names the style's wallpaper in the long Spanish sentence", () => {
    const t = visualiserTexts("es", "visualiser.meta");
    const text = visualiserDescription(
      { name: "Ivy", brand: "Cole", style: "papel tapiz de damasco" },
      t,
    );
    expect(text).toBe(
      "Pruebe Ivy de Cole en una foto de su propia habitación: marque la pared y vea este papel tapiz de damasco a escala real. Su foto se queda en su dispositivo.",
    );
  });

  it("differs from the English in Spanish, and names the paper and its brand", () => {
    const product = products[0]!;
    const { title, description } = meta("es");
    expect(title(product)).toBe(`Vea ${product.name} en su pared`);
    expect(title(product)).not.toBe(meta("en").title(product));
    expect(description(product)).toContain(`${product.name} de ${brandName(product.brand)}`);
    expect(description(product)).toMatch(/^Pruebe .+ Su foto se queda en su dispositivo\.$/);
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
