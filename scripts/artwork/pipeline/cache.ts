/**
 * Cache keys: a hash of the drawing code (every source file that can change a pixel, the fonts
 * and the encoder's version) and of one slot's inputs. Same key, same bytes: an unchanged
 * picture is copied from the cache instead of being drawn again.
 */
import { createHash } from "node:crypto";
import { readdirSync, readFileSync, statSync } from "node:fs";
import { join, relative } from "node:path";

import sharp from "sharp";

import type { Target } from "./target";

/** Files in scripts/artwork that orchestrate or review but never change a picture. */
const notDrawing = /(\.test\.ts$|contact-sheet\.ts$|verify\.ts$|generate\.ts$|-tmp\.ts$)/;

/** Drawing code outside scripts/artwork: the room framing the visualiser's rooms share. */
const sharedDrawingFiles = ["src/lib/images/room-geometry.ts"];

export const fontFiles = [
  "node_modules/@fontsource-variable/cormorant-garamond/files/cormorant-garamond-latin-wght-normal.woff2",
  "node_modules/@fontsource-variable/cormorant-garamond/files/cormorant-garamond-latin-wght-italic.woff2",
  "node_modules/@fontsource-variable/manrope/files/manrope-latin-wght-normal.woff2",
];

function listTs(dir: string): string[] {
  return readdirSync(dir)
    .sort()
    .flatMap((name) => {
      const path = join(dir, name);
      if (statSync(path).isDirectory()) return listTs(path);
      return name.endsWith(".ts") ? [path] : [];
    });
}

export function codeHash(root: string): string {
  const hash = createHash("sha256");
  const dirs = [join(root, "scripts/artwork")];
  for (const file of dirs.flatMap(listTs)) {
    if (notDrawing.test(file)) continue;
    hash.update(relative(root, file));
    hash.update(readFileSync(file));
  }
  for (const file of sharedDrawingFiles) {
    hash.update(file);
    hash.update(readFileSync(join(root, file)));
  }
  for (const font of fontFiles) hash.update(readFileSync(join(root, font)));
  hash.update(JSON.stringify(sharp.versions));
  return hash.digest("hex");
}

/** Everything about a picture that changes its files: what is drawn, the sizes and formats. */
export function targetKey(code: string, target: Target, photoHash: string | null): string {
  const { name, draw, kind, width, height, renditions, quality, leanWidths, placeholder } = target;
  return createHash("sha256")
    .update(code)
    .update(
      JSON.stringify({
        draw,
        kind,
        width,
        height,
        renditions,
        quality,
        leanWidths,
        placeholder,
        name,
        photo: photoHash,
      }),
    )
    .digest("hex")
    .slice(0, 24);
}

export function fileHash(path: string): string {
  return createHash("sha256").update(readFileSync(path)).digest("hex");
}
