/**
 * Swatch and detail: the wallpaper itself, flat and evenly lit, as a sample photographed on a
 * copy stand. A swatch shows one to two repeats; the detail is a close-up where the material's
 * texture and the print's edges show.
 */
import type { PatternSpec } from "@/lib/images/draw-spec";

import sharp from "sharp";

import { toRaw, type RawImage } from "../pipeline/encode";
import { svgToPng } from "../raster";
import { svgDocument } from "../svg";
import { surfaceDocument, tileFor } from "../surface";

/** How many centimetres of wallpaper the picture spans. */
function spanCm(pattern: PatternSpec, kind: "swatch" | "detail"): number {
  const tile = tileFor(pattern, "probe");
  if (kind === "detail") return Math.max(14, Math.min(32, tile.repeatCm * 0.5));
  if (tile.mural) return 120;
  return Math.max(45, Math.min(110, tile.repeatCm * 1.8));
}

export async function swatchRaw(
  pattern: PatternSpec,
  width: number,
  height: number,
  kind: "swatch" | "detail" = "swatch",
): Promise<RawImage> {
  const pxPerCm = width / spanCm(pattern, kind);
  const surface = await surfaceDocument(pattern, width, height, pxPerCm);
  // An even copy-stand light with the faintest falloff to the right: the site's light always
  // comes from the left.
  const light = `<linearGradient id="sw-light" x1="0" y1="0" x2="1" y2="0.3"><stop offset="0" stop-color="#ffffff" stop-opacity="0.06"/><stop offset="0.6" stop-color="#000000" stop-opacity="0"/><stop offset="1" stop-color="#000000" stop-opacity="0.07"/></linearGradient>`;
  const png = await svgToPng(surface.svg);
  const overlay = svgDocument(
    width,
    height,
    light,
    `<rect width="${width}" height="${height}" fill="url(#sw-light)"/>`,
  );
  return toRaw(sharp(png).composite([{ input: Buffer.from(overlay) }]));
}
