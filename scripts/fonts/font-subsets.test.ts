import { readdirSync, readFileSync } from "node:fs";
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

describe.each(fontSubsets)("the served $served", (subset) => {
  const source = openFont(join(root, "scripts/fonts/source", subset.source));
  const served = openFont(join(root, "src/fonts", subset.served));

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

  it("has the weights the stylesheet uses, no more", () => {
    if (subset.weights.min === subset.weights.max) {
      expect(served.variationAxes.wght).toBeUndefined();
      expect(served["OS/2"].usWeightClass).toBe(subset.weights.min);
    } else {
      expect(served.variationAxes.wght).toMatchObject(subset.weights);
    }
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

  it("is declared to the browser with the weights it has", () => {
    // A wider range than the file's would let the browser draw missing weights from the nearest.
    const declared = new RegExp(`src: "\\./${subset.served}",\\s*weight: "([^"]+)"`).exec(
      readFileSync(join(root, "src/fonts/fonts.ts"), "utf8"),
    )?.[1];
    const { min, max } = subset.weights;
    expect(declared).toBe(min === max ? String(min) : `${min} ${max}`);
  });

  it("is smaller than the full font", () => {
    expect(readFileSync(join(root, "src/fonts", subset.served)).length).toBeLessThan(
      readFileSync(join(root, "scripts/fonts/source", subset.source)).length * 0.8,
    );
  });
});

/** Every class list written in the site's components, with the file it is in. */
function classLists(directory: string): { file: string; classes: string[] }[] {
  const lists: { file: string; classes: string[] }[] = [];
  for (const entry of readdirSync(directory, { withFileTypes: true, recursive: true })) {
    if (!entry.isFile() || !entry.name.endsWith(".tsx") || entry.name.includes(".test.")) continue;
    const file = join(entry.parentPath, entry.name);
    const text = readFileSync(file, "utf8");
    for (const match of text.matchAll(/"([^"\n]*)"|`([^`]*)`/g)) {
      lists.push({ file, classes: (match[1] ?? match[2] ?? "").split(/\s+/) });
    }
    // A heading is set in the display face unless it says otherwise.
    for (const match of text.matchAll(/<h[1-4]\b[^>]*?className="([^"]*)"/g)) {
      const classes = (match[1] ?? "").split(/\s+/);
      if (!classes.includes("font-sans"))
        lists.push({ file, classes: ["font-display", ...classes] });
    }
  }
  return lists;
}

describe("the weights the stylesheet asks for", () => {
  const display = fontSubsets.find((subset) => subset.served.startsWith("cormorant-garamond"));

  it("is served at one weight, which no display text asks to change", () => {
    expect(display?.weights).toEqual({ min: 500, max: 500 });
    // Another weight would be drawn from the 500 face: the browser thickens it for 600 and up.
    const otherWeight =
      /^([\w-]+:)*font-(thin|extralight|light|normal|semibold|bold|extrabold|black)$/;
    const offenders = classLists(join(root, "src"))
      .filter(({ classes }) => classes.some((name) => /^([\w-]+:)*font-display$/.test(name)))
      .filter(({ classes }) => classes.some((name) => otherWeight.test(name)))
      .map(({ file, classes }) => `${file.slice(root.length + 1)}: ${classes.join(" ")}`);
    expect(offenders).toEqual([]);
  });

  it("leaves the text face no weight above semibold to draw", () => {
    const text = fontSubsets.find((subset) => subset.served.startsWith("manrope"));
    expect(text?.weights.max).toBe(600);
    const heavier = /^([\w-]+:)*font-(bold|extrabold|black)$/;
    const stylesheet = readFileSync(join(root, "src/app/globals.css"), "utf8").split(/\s+/);
    const offenders = [
      ...classLists(join(root, "src")),
      { file: join(root, "src/app/globals.css"), classes: stylesheet },
    ]
      .filter(({ classes }) => classes.some((name) => heavier.test(name)))
      .map(
        ({ file, classes }) =>
          `${file.slice(root.length + 1)}: ${classes.find((name) => heavier.test(name))}`,
      );
    expect(offenders).toEqual([]);
  });
});
