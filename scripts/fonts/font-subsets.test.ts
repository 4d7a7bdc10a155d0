import { readFileSync } from "node:fs";
import { join, resolve } from "node:path";

import * as fontkit from "fontkit";
import { describe, expect, it } from "vitest";

import { fontSubsets, keptFeatures, siteCharacters } from "./font-subsets";

const root = resolve(import.meta.dirname, "../..");
const characters = [...siteCharacters(join(root, "src"))];

function openFont(path: string): fontkit.Font {
  const font = fontkit.create(readFileSync(path));
  if ("fonts" in font) throw new Error(`${path} is a collection, not one font`);
  return font;
}

describe.each(fontSubsets)("the served $file", (subset) => {
  const source = openFont(join(root, "scripts/fonts/source", subset.file));
  const served = openFont(join(root, "src/fonts", subset.file));

  it("has every character the site writes that the full font has (run `npm run fonts` if not)", () => {
    const missing = characters.filter((character) => {
      const code = character.codePointAt(0) ?? 0;
      return source.hasGlyphForCodePoint(code) && !served.hasGlyphForCodePoint(code);
    });
    expect(missing.join("")).toBe("");
  });

  it("keeps Spanish and the punctuation editors type", () => {
    for (const character of "ñáéíóúü¿¡–—’“”…") {
      expect(served.hasGlyphForCodePoint(character.codePointAt(0) ?? 0), character).toBe(true);
    }
  });

  it("varies over the weights the stylesheet uses, no further", () => {
    expect(served.variationAxes.wght).toMatchObject(subset.weights);
  });

  it("keeps the kerning, ligatures and figures the stylesheet turns on", () => {
    expect(served.availableFeatures).toEqual(expect.arrayContaining(["kern", "liga"]));
    if (source.availableFeatures.includes("lnum")) {
      expect(served.availableFeatures).toContain("lnum");
    }
  });

  it("leaves out the features no page turns on (fractions, proportional figures)", () => {
    const kept: readonly string[] = keptFeatures;
    expect(served.availableFeatures.filter((feature) => !kept.includes(feature))).toEqual([]);
  });

  it("is smaller than the full font", () => {
    expect(readFileSync(join(root, "src/fonts", subset.file)).length).toBeLessThan(
      readFileSync(join(root, "scripts/fonts/source", subset.file)).length * 0.8,
    );
  });
});
