import { describe, expect, it } from "vitest";

import { productDetailRows } from "@/lib/catalog/product-details";
import { fixtureProducts, makeProduct } from "@/lib/catalog/catalog-fixtures";

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
