import { describe, expect, it } from "vitest";

import { colorTextSchema } from "@/content/catalog/color-texts";
import { products } from "@/content/catalog/products";
import { colors, materials, roomTypes, styles } from "@/content/catalog/taxonomy";
import { site } from "@/content/site";
import { defaultCatalogState, parseCatalogQuery } from "@/lib/catalog/catalog-query";
import { colorText } from "@/lib/catalog/color-text";
import {
  colorListingPage,
  listingPageMetadata,
  styleListingPage,
  typeListingPage,
} from "@/lib/catalog/listing-pages";
import { noMatchesTextFor, productsFoundText } from "@/lib/catalog/listing";
import { maxDescriptionLength } from "@/lib/catalog/meta-description";
import { previousPriceText, priceText, shortPriceText } from "@/lib/catalog/price";
import {
  productRoomAlt,
  productSwatchAlt,
  roomWithArticle,
  withArticle,
} from "@/lib/catalog/product-image-alt";
import { productDescription } from "@/lib/catalog/product-text";
import {
  localizedBrandShowcase,
  showcaseSamples,
  showcaseStyles,
  showcaseStylesFor,
} from "@/lib/catalog/showcase";
import {
  colorTitle,
  priceRangeTitle,
  styleDescription,
  styleTitle,
} from "@/lib/catalog/taxonomy-lookups";
import { colorPageTitle, stylePageTitle, typePageTitle } from "@/lib/catalog/titles";

/**
 * Words that would betray an English text on a Spanish page ("and" is not among them: the
 * Spanish texts name the Arts and Crafts movement as Spanish does, in English).
 */
const englishWords = /\b(wallpapers?|pattern|hung|products?|found|per|roll|in stock)\b/i;

describe("Spanish taxonomy words", () => {
  it("come from the Spanish taxonomy, keyed by slug", () => {
    expect(styleTitle("damask", "es")).toBe("Damasco");
    expect(styleTitle("damask")).toBe("Damask");
    expect(colorTitle("teal", "es")).toBe("Verde azulado");
    expect(priceRangeTitle("300-plus", "es")).toBe("$300 o más");
    expect(priceRangeTitle("300-plus")).toBe("$300 and up");
    expect(styleDescription("geometric", "es")).toMatch(/^Enrejados, celosías/);
  });
});

describe("Spanish listing titles", () => {
  it("names every style and material page in its own words", () => {
    for (const style of styles) {
      const title = stylePageTitle(style.slug, "es");
      expect(title, style.slug).toMatch(/[Pp]apel tapiz/);
      // The generic form is only for names the messages do not know.
      expect(title, style.slug).not.toMatch(/^Papel tapiz: /);
    }
    for (const material of materials) {
      const title = typePageTitle(material.slug, "es");
      expect(title, material.slug).toMatch(/^Papel tapiz /);
      expect(title, material.slug).not.toMatch(/^Papel tapiz: /);
    }
  });

  it.each([
    [stylePageTitle("damask", "es"), "Papel tapiz de damasco"],
    [stylePageTitle("modern-geometric", "es"), "Papel tapiz geométrico"],
    [stylePageTitle(undefined, "es"), "Estilos de papel tapiz"],
    [stylePageTitle("no-such-style-xyz", "es"), "No Such Style Xyz"],
    [typePageTitle("non-woven", "es"), "Papel tapiz no tejido"],
    [typePageTitle(undefined, "es"), "Tipos de papel tapiz"],
    [colorPageTitle("teal", "es"), "Papel tapiz verde azulado"],
    [colorPageTitle("RED", "es"), "Papel tapiz rojo"],
    [colorPageTitle("burnt-orange", "es"), "Papel tapiz Burnt Orange"],
  ])("%j is %j", (actual, expected) => {
    expect(actual).toBe(expected);
  });

  it("keeps the English titles as they were", () => {
    expect(stylePageTitle("damask")).toBe("Damask Wallpaper");
    expect(typePageTitle("non-woven")).toBe("Non-Woven Wallpaper");
    expect(colorPageTitle("teal")).toBe("Teal Wallpaper");
  });
});

describe("Spanish color texts", () => {
  it("use the Spanish custom text where there is one, the Spanish template elsewhere", () => {
    expect(colorText("teal", "es")).toMatchObject({
      title: "Papel tapiz verde azulado profundo",
      custom: true,
    });
    const grey = colorText("grey", "es");
    expect(grey.custom).toBe(false);
    expect(grey.title).toBe("Papel tapiz gris");
    expect(grey.description).toMatch(/^Explore nuestros papeles tapiz en gris/);
    expect(colorTextSchema.safeParse(grey).success).toBe(true);
    expect(colorText("mauve", "es").title).toBe("Papel tapiz Mauve");
    expect(colorTextSchema.safeParse(colorText("", "es")).success).toBe(true);
  });
});

describe("Spanish listing pages", () => {
  it("word a style page in Spanish, with the English slug as its address", () => {
    const page = styleListingPage.resolve("damask", "es");
    expect(page).toMatchObject({
      path: "/styles/damask",
      known: true,
      eyebrow: "Papel tapiz por estilo",
      title: "Papel tapiz de damasco",
      lead: styleDescription("damask", "es"),
      locked: {
        label: "Damasco",
        note: "Definido por esta página.",
        link: { href: "/styles", label: "Ver todos los estilos" },
      },
      empty: { title: "No se encontraron productos" },
    });
    expect(page.metaDescription.startsWith("Papel tapiz de damasco: ")).toBe(true);
    expect(page.metaDescription.length).toBeLessThanOrEqual(maxDescriptionLength);
  });

  it("word a color page in Spanish, its chip and closing link by the color's Spanish name", () => {
    const page = colorListingPage.resolve("teal", "es");
    expect(page).toMatchObject({
      title: "Papel tapiz verde azulado profundo",
      metaTitle: "Papel tapiz verde azulado",
      eyebrow: "Papel tapiz por color",
      locked: { group: "color", label: "Verde azulado" },
      otherColors: { current: "teal", name: "Verde azulado" },
      empty: noMatchesTextFor("es"),
    });
    expect(page.empty.browse).toEqual({ href: "/catalog", label: "Explorar el catálogo" });
  });

  it("word an unknown type in Spanish", () => {
    const page = typeListingPage.resolve("no-such-type", "es");
    expect(page.title).toBe("No Such Type");
    expect(page.metaDescription).toContain("no hay papeles tapiz clasificados en este tipo");
    expect(page.metaDescription).toContain(site.name);
  });

  it("give Spanish metadata with the Spanish address and both languages' alternates", () => {
    const metadata = listingPageMetadata(styleListingPage, "damask", defaultCatalogState, "es");
    expect(metadata.title).toEqual({ absolute: `Papel tapiz de damasco | ${site.name}` });
    expect(metadata.alternates?.canonical).toBe("/es/estilos/damask");
    expect(metadata.alternates?.languages).toMatchObject({
      en: "/styles/damask",
      es: "/es/estilos/damask",
    });
    expect(metadata.openGraph).toMatchObject({ locale: "es_US" });
    const filtered = listingPageMetadata(
      colorListingPage,
      "teal",
      parseCatalogQuery(new URLSearchParams("brand=york")),
      "es",
    );
    expect(filtered.alternates?.canonical).toBe("/es/color/teal");
    expect(filtered.robots).toMatchObject({ index: false });
  });

  it("give every known page a title and description of its own, in each language", () => {
    const pages = [
      ...styles.map((s) => [styleListingPage, s.slug] as const),
      ...colors.map((c) => [colorListingPage, c.slug] as const),
      ...materials.map((m) => [typeListingPage, m.slug] as const),
    ];
    for (const locale of ["en", "es"] as const) {
      const resolved = pages.map(([config, name]) => config.resolve(name, locale));
      expect(new Set(resolved.map((p) => p.metaTitle)).size).toBe(pages.length);
      expect(new Set(resolved.map((p) => p.metaDescription)).size).toBe(pages.length);
      for (const page of resolved) {
        expect(page.metaDescription.length).toBeLessThanOrEqual(maxDescriptionLength);
      }
    }
    for (const [config, name] of pages) {
      expect(config.resolve(name, "es").metaTitle).not.toBe(config.resolve(name).metaTitle);
      expect(config.resolve(name, "es").metaDescription).not.toMatch(englishWords);
    }
  });
});

describe("Spanish counts and prices", () => {
  it.each([
    [0, "0 productos encontrados"],
    [1, "1 producto encontrado"],
    [151, "151 productos encontrados"],
  ])("productsFoundText(%d, 'es') is %j", (count, text) => {
    expect(productsFoundText(count, "es")).toBe(text);
  });

  it.each([
    [{ amount: 89, unit: "single-roll" }, "$89.00 por rollo", "$89/rollo"],
    [{ amount: 145, unit: "yard" }, "$145.00 por yarda", "$145/yarda"],
    [{ amount: 1250, unit: "panel" }, "$1,250.00 por panel", "$1,250/panel"],
    [{ amount: 89.5, unit: "single-roll" }, "$89.50 por rollo", "$89.50/rollo"],
  ] as const)("%o in Spanish", (price, long, short) => {
    expect(priceText(price, "es")).toBe(long);
    expect(shortPriceText(price, "es")).toBe(short);
  });

  it("says what a reduced price was, in each language", () => {
    const price = { amount: 120, unit: "single-roll" } as const;
    expect(previousPriceText(price)).toBe(", was $120.00 per roll");
    expect(previousPriceText(price, "es")).toBe(", antes $120.00 por rollo");
  });
});

describe("Spanish alt texts", () => {
  const product = products.find((p) =>
    p.images.some((image) => image.kind === "room" && image.room === "living-room"),
  );

  it("describe the pattern and the room in Spanish, the name in English", () => {
    if (!product) throw new Error("no product hung in a living room");
    expect(productSwatchAlt(product, "es")).toMatch(
      new RegExp(`^${product.name}: patrón de .+ en .+`),
    );
    expect(productRoomAlt(product, "es")).toBe(`${product.name} instalado en una sala`);
    for (const p of products) {
      for (const alt of [productSwatchAlt(p, "es"), productRoomAlt(p, "es")]) {
        expect(alt.replace(p.name, "")).not.toMatch(englishWords);
      }
    }
  });

  it("give English rooms the article their first letter asks for", () => {
    for (const room of roomTypes) {
      expect(roomWithArticle(room.slug)).toBe(withArticle(room.title.toLowerCase()));
    }
    expect(roomWithArticle("office", "es")).toBe("una oficina");
    expect(roomWithArticle("bedroom", "es")).toBe("un dormitorio");
  });

  it("use the Spanish product description on Spanish pages", () => {
    const first = products[0];
    if (!first) throw new Error("no products");
    expect(productDescription(first)).toBe(first.description);
    expect(productDescription(first, "es")).not.toBe(first.description);
  });
});

describe("Spanish brand showcase", () => {
  it("has the Spanish descriptions, the same houses and Spanish sample alt texts", () => {
    const spanish = localizedBrandShowcase("es");
    const english = localizedBrandShowcase("en");
    expect(spanish.map((entry) => entry.slug)).toEqual(english.map((entry) => entry.slug));
    expect(spanish[0]?.description).not.toBe(english[0]?.description);
    const thibaut = spanish.find((entry) => entry.slug === "thibaut");
    if (!thibaut) throw new Error("no Thibaut");
    for (const sample of showcaseSamples(thibaut, "es")) {
      expect(sample.alt).toMatch(/ de Thibaut, muestra del patrón$/);
    }
  });

  it("titles the showcase styles in Spanish, linking to the same pages", () => {
    const spanish = showcaseStylesFor("es");
    expect(spanish.map((link) => link.href)).toEqual(showcaseStyles.map((link) => link.href));
    expect(spanish.find((link) => link.slug === "modern-geometric")?.title).toBe("Geométricos");
  });
});
