import { describe, expect, it } from "vitest";

import { products } from "@/content/catalog/products";
import { productTranslation } from "@/content/es/catalog/product-translations";
import {
  materialText,
  patternMatchText,
  priceUnitText,
  styleText,
} from "@/content/es/catalog/taxonomy";
import { fixtureProducts, makeProduct } from "@/lib/catalog/catalog-fixtures";
import { priceUnitWord } from "@/lib/catalog/price";
import {
  formatInches,
  formatRepeat,
  matchLabel,
  productDetailRows,
  productWords,
} from "@/lib/catalog/product-details";
import { brandName } from "@/lib/catalog/taxonomy-lookups";

const baseLabels = [
  "Brand",
  "Book/Collection",
  "Pattern",
  "Color",
  "Material",
  "Width",
  "Length",
  "Horizontal Repeat",
  "Vertical Repeat",
  "Match",
  "Use",
  "Style",
  "Cleaning/Care",
  "Humid rooms",
];

describe("productDetailRows", () => {
  it("lists a residential product's details in order", () => {
    const product = fixtureProducts[0] ?? makeProduct({ id: 1, slug: "x", name: "xxx" });
    expect(productDetailRows(product)).toEqual([
      { label: "Brand", value: "Thibaut" },
      { label: "Book/Collection", value: "Test Collection" },
      { label: "Pattern", value: "Test Pattern" },
      { label: "Color", value: "Ivory" },
      { label: "Material", value: "Paper" },
      { label: "Width", value: "20.5 in" },
      { label: "Length", value: "33 ft" },
      { label: "Horizontal Repeat", value: "21 in" },
      { label: "Vertical Repeat", value: "25.25 in" },
      { label: "Match", value: "Straight" },
      { label: "Use", value: "Residential walls" },
      { label: "Style", value: "Coastal & Tropical" },
      { label: "Cleaning/Care", value: "Wipe with a damp sponge" },
      { label: "Humid rooms", value: "Suitable for humid rooms" },
    ]);
  });

  it("says None for no repeat, and names half-drop and random matches", () => {
    const mural = fixtureProducts.find((p) => p.id === 1003);
    if (!mural) throw new Error("fixture 1003 missing");
    const rows = Object.fromEntries(productDetailRows(mural).map((r) => [r.label, r.value]));
    expect(rows["Horizontal Repeat"]).toBe("None");
    expect(rows["Vertical Repeat"]).toBe("None");
    expect(rows.Match).toBe("Random");
    expect(rows.Brand).toBe("Scalamandré");
    expect(rows["Humid rooms"]).toBe("Best in dry, ventilated rooms");

    const halfDrop = makeProduct({
      id: 1,
      slug: "x",
      name: "xxx",
      details: { ...mural.details, match: "half-drop", widthInches: 27 },
    });
    const halfDropRows = productDetailRows(halfDrop);
    expect(halfDropRows.find((r) => r.label === "Match")?.value).toBe("Half-drop");
    expect(halfDropRows.find((r) => r.label === "Width")?.value).toBe("27 in");
  });

  it("adds fire rating and wallcovering type for commercial products, at the end", () => {
    const commercial = fixtureProducts.find((p) => p.id === 1005);
    if (!commercial) throw new Error("fixture 1005 missing");
    const rows = productDetailRows(commercial);
    expect(rows.map((r) => r.label)).toEqual([...baseLabels, "Fire rating", "Wallcovering type"]);
    expect(rows.slice(-2)).toEqual([
      { label: "Fire rating", value: "Class B, ASTM E84" },
      { label: "Wallcovering type", value: "Type II" },
    ]);
    const classA = fixtureProducts.find((p) => p.id === 1004);
    expect(classA && productDetailRows(classA).at(-2)?.value).toBe("Class A, ASTM E84");
  });

  it("has no commercial rows for residential products", () => {
    for (const product of fixtureProducts.filter((p) => !p.commercial)) {
      expect(productDetailRows(product).map((r) => r.label)).toEqual(baseLabels);
    }
  });
});

describe("productDetailRows in Spanish", () => {
  function real(predicate: (p: (typeof products)[number]) => boolean) {
    const product = products.find(predicate);
    if (!product) throw new Error("no product matches");
    return product;
  }

  it("labels every row in Spanish and takes the prose from the product's Spanish text", () => {
    const product = real((p) => !p.commercial && p.details.verticalRepeatInches > 0);
    const translation = productTranslation(product.id);
    const rows = productDetailRows(product, "es");
    expect(rows.map((r) => r.label)).toEqual([
      "Marca",
      "Muestrario/Colección",
      "Patrón",
      "Color",
      "Material",
      "Ancho",
      "Largo",
      "Repetición horizontal",
      "Repetición vertical",
      "Casado",
      "Uso",
      "Estilo",
      "Limpieza/Cuidado",
      "Habitaciones húmedas",
    ]);
    const values = Object.fromEntries(rows.map((r) => [r.label, r.value]));
    expect(values.Marca).toBe(brandName(product.brand));
    expect(values["Muestrario/Colección"]).toBe(product.collection);
    expect(values["Patrón"]).toBe(product.details.pattern);
    expect(values.Color).toBe(translation.colorway);
    expect(values.Material).toBe(materialText[product.material].title);
    expect(values.Uso).toBe(translation.use);
    expect(values.Estilo).toBe(styleText[product.style].title);
    expect(values["Limpieza/Cuidado"]).toBe(translation.cleaning);
    expect(values.Casado).toBe(patternMatchText[product.details.match]);
  });

  it("writes sizes in inches and feet the Spanish way", () => {
    const product = real((p) => p.details.widthInches === 27 && p.details.lengthFeet === 27);
    const values = Object.fromEntries(
      productDetailRows(product, "es").map((r) => [r.label, r.value]),
    );
    expect(values.Ancho).toBe("27 pulg.");
    expect(values.Largo).toBe("27 pies");
    expect(formatInches(20.499999, "es")).toBe("20.5 pulg.");
    expect(formatRepeat(0, "es")).toBe("Ninguna");
    expect(formatRepeat(25.25, "es")).toBe("25.25 pulg.");
  });

  it("names the matches and the humid-room advice in Spanish", () => {
    expect(matchLabel("straight", "es")).toBe("Recto");
    expect(matchLabel("half-drop", "es")).toBe("A medio salto");
    expect(matchLabel("random", "es")).toBe("Libre");
    const humid = real((p) => p.humidRooms);
    const dry = real((p) => !p.humidRooms);
    const advice = (p: (typeof products)[number]) =>
      productDetailRows(p, "es").find((r) => r.label === "Habitaciones húmedas")?.value;
    expect(advice(humid)).toBe("Apto para habitaciones húmedas");
    expect(advice(dry)).toBe("Mejor en habitaciones secas y ventiladas");
  });

  it("translates the commercial ratings but keeps the standard's name", () => {
    const classA = real((p) => p.commercial?.fireRating === "Class A");
    const typeTwo = real((p) => p.commercial?.wallcoveringType === "Type II");
    const last = (p: (typeof products)[number]) => productDetailRows(p, "es").slice(-2);
    expect(last(classA)[0]).toEqual({
      label: "Clasificación contra incendios",
      value: "Clase A, ASTM E84",
    });
    expect(last(typeTwo)[1]).toEqual({
      label: "Tipo de revestimiento de pared",
      value: "Tipo II",
    });
  });

  it("gives every catalog product a full Spanish table with no English label", () => {
    // "Color" and "Material" are the same word in both languages.
    const englishOnly = new Set(
      [...baseLabels, "Fire rating", "Wallcovering type"].filter(
        (label) => label !== "Color" && label !== "Material",
      ),
    );
    const measured = ["Ancho", "Largo", "Repetición horizontal", "Repetición vertical", "Casado"];
    for (const product of products) {
      const rows = productDetailRows(product, "es");
      expect(rows).toHaveLength(productDetailRows(product).length);
      for (const row of rows) {
        expect(englishOnly.has(row.label), row.label).toBe(false);
        expect(row.value, `${product.id} ${row.label}`).not.toBe("");
        if (measured.includes(row.label)) {
          expect(row.value).not.toMatch(/\b(in|ft|None|Straight|Random|Half-drop)\b/);
        }
      }
    }
  });

  it("keeps the shared words of a product: the English ones in English", () => {
    const product = real((p) => p.id > 0);
    const english = productWords(product);
    expect(english.description).toBe(product.description);
    expect(english.priceUnit).toBe(priceUnitWord(product.price.unit));
    const spanish = productWords(product, "es");
    expect(spanish.description).toBe(productTranslation(product.id).description);
    expect(spanish.priceUnit).toBe(priceUnitText[product.price.unit]);
  });
});
