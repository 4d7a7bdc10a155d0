/**
 * The site's three web fonts, cut down to the characters and weights its pages use. The full
 * Latin fonts (from @fontsource-variable, OFL-1.1) stay in scripts/fonts/source; `npm run fonts`
 * writes the subsets next to src/fonts/fonts.ts, which serves them.
 */
import { readdirSync, readFileSync } from "node:fs";
import { extname, join } from "node:path";

export type FontSubset = {
  /** The full variable font in scripts/fonts/source. */
  source: string;
  /** The file written next to src/fonts/fonts.ts. */
  served: string;
  /**
   * The weights the stylesheet asks for; the variable axis is cut to this range. One weight
   * (`min` = `max`) makes a static font: no variation data, about 40 % fewer bytes.
   */
  weights: { min: number; max: number };
};

export const fontSubsets: readonly FontSubset[] = [
  // Body text: normal 400, medium 500, semibold 600 (labels, buttons, the current page in the
  // header, bold in running text).
  {
    source: "manrope-latin-wght-normal.woff2",
    served: "manrope-latin-wght-normal.woff2",
    weights: { min: 400, max: 600 },
  },
  // Display text, headings included, is set in one weight, medium 500: preloaded on every page,
  // so one static weight (14.9 kB) instead of the 300-600 range (23.6 kB) reaches a phone a
  // round trip sooner.
  {
    source: "cormorant-garamond-latin-wght-normal.woff2",
    served: "cormorant-garamond-latin-500-normal.woff2",
    weights: { min: 500, max: 500 },
  },
  {
    source: "cormorant-garamond-latin-wght-italic.woff2",
    served: "cormorant-garamond-latin-wght-italic.woff2",
    weights: { min: 300, max: 600 },
  },
];

/**
 * The OpenType features kept: those a browser applies to Latin text on its own (composition,
 * marks, contextual alternates, ligatures, kerning) and the figures the stylesheet asks for
 * (`lining-nums`, `tabular-nums`). Every other feature (small capitals, swashes, old-style and
 * fraction figures, stylistic sets) is one no page turns on; keeping it keeps the glyphs it
 * reaches, about 1.5 kB of each file.
 */
export const keptFeatures = [
  "ccmp",
  "locl",
  "mark",
  "mkmk",
  "rvrn",
  "calt",
  "clig",
  "liga",
  "rlig",
  "rclt",
  "curs",
  "dist",
  "kern",
  "lnum",
  "tnum",
] as const;

/**
 * Always kept, whether or not today's text uses them: printable ASCII, Spanish, and the
 * typographic punctuation an editor types without noticing.
 */
const alwaysKept =
  Array.from({ length: 0x7f - 0x20 }, (_, index) => String.fromCharCode(0x20 + index)).join("") +
  "áéíóúüñÁÉÍÓÚÜÑ¿¡" +
  "\u00a0–—‘’“”…·•×°«»€£©®™½¼¾";

const sourceExtensions = new Set([".ts", ".tsx", ".md", ".mdx", ".json"]);

function* sourceFiles(directory: string): Generator<string> {
  for (const entry of readdirSync(directory, { withFileTypes: true })) {
    const path = join(directory, entry.name);
    if (entry.isDirectory()) yield* sourceFiles(path);
    // Tests write strings no page shows (odd file names, other scripts).
    else if (sourceExtensions.has(extname(entry.name)) && !/\.test\.tsx?$/.test(entry.name)) {
      yield path;
    }
  }
}

/**
 * Every character the site can show: the fixed set above and every non-ASCII character written
 * anywhere in `src` outside its tests (the content, the components, the messages). Reading source files rather
 * than rendered pages keeps the list a superset, and keeps the script fast and build-free.
 */
export function siteCharacters(srcDirectory: string): string {
  const characters = new Set(alwaysKept);
  for (const file of sourceFiles(srcDirectory)) {
    for (const character of readFileSync(file, "utf8")) {
      const code = character.codePointAt(0) ?? 0;
      if (code >= 0xa0) characters.add(character);
    }
  }
  return [...characters].sort().join("");
}
