/**
 * `npm run fonts`: writes src/fonts/*.woff2, the source fonts cut to the characters in src and
 * the weights the stylesheet uses. Run it after adding text in a new script or symbol; the font
 * test fails until then.
 */
import { readFileSync, writeFileSync } from "node:fs";
import { join, resolve } from "node:path";

import subsetFont from "subset-font";

import { fontSubsets, siteCharacters } from "./font-subsets";

const root = resolve(import.meta.dirname, "../..");
const text = siteCharacters(join(root, "src"));

for (const subset of fontSubsets) {
  const source = readFileSync(join(root, "scripts/fonts/source", subset.file));
  const output = await subsetFont(source, text, {
    targetFormat: "woff2",
    variationAxes: { wght: subset.weights },
  });
  writeFileSync(join(root, "src/fonts", subset.file), output);
  console.log(`${subset.file}: ${source.length} -> ${output.length} bytes`);
}
