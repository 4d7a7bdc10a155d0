/**
 * `npm run fonts`: writes src/fonts/*.woff2, the source fonts cut to the characters in src, the
 * weights the stylesheet uses and the OpenType features a page can turn on. Run it after adding
 * text in a new script or symbol; the font test fails until then.
 */
import { readFileSync, writeFileSync } from "node:fs";
import { join, resolve } from "node:path";

import subsetFont from "subset-font";

import { fontSubsets, keptFeatures, siteCharacters } from "./font-subsets";

const root = resolve(import.meta.dirname, "../..");
const text = siteCharacters(join(root, "src"));

type SubsetFontOptions = NonNullable<Parameters<typeof subsetFont>[2]>;

for (const subset of fontSubsets) {
  const source = readFileSync(join(root, "scripts/fonts/source", subset.source));
  const { min, max } = subset.weights;
  // subset-font takes `keepFeatures` (its README documents it); its published types omit it.
  const options: SubsetFontOptions & { keepFeatures: string[] } = {
    targetFormat: "woff2",
    variationAxes: { wght: min === max ? min : { min, max } },
    keepFeatures: [...keptFeatures],
  };
  const output = await subsetFont(source, text, options);
  writeFileSync(join(root, "src/fonts", subset.served), output);
  console.log(`${subset.served}: ${source.length} -> ${output.length} bytes`);
}
