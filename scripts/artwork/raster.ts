/**
 * Rasterising helpers. librsvg clips filters inside <pattern> tiles to the wrong region when a
 * tile is offset or larger than the viewport, so anything with a filter is rendered on its own
 * (where filters behave) and tiled as a bitmap.
 */
import sharp from "sharp";

import { n } from "./svg";

export async function svgToPng(svg: string): Promise<Buffer> {
  return sharp(Buffer.from(svg)).png({ compressionLevel: 1 }).toBuffer();
}

/**
 * Render a repeat tile with a margin of its neighbours around it and keep only the middle:
 * filters (blur, noise, lighting) are clipped to the canvas, so without the margin they fade
 * at the tile's edges and leave a seam.
 */
export async function tileToPng(
  width: number,
  height: number,
  margin: number,
  defs: string,
  content: string,
): Promise<Buffer> {
  const W = width + margin * 2;
  const H = height + margin * 2;
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}"><defs>${defs}</defs><g transform="translate(${margin} ${margin})">${content}</g></svg>`;
  return sharp(Buffer.from(svg))
    .extract({ left: margin, top: margin, width, height })
    .png({ compressionLevel: 1 })
    .toBuffer();
}

export function pngDataUri(png: Buffer): string {
  return `data:image/png;base64,${png.toString("base64")}`;
}

/** An SVG <image> placing a PNG at x, y with the given size. */
export function imageElement(
  png: Buffer,
  x: number,
  y: number,
  width: number,
  height: number,
  extra = "",
): string {
  return `<image x="${n(x)}" y="${n(y)}" width="${n(width)}" height="${n(height)}" preserveAspectRatio="none" href="${pngDataUri(png)}" ${extra}/>`;
}

/** A <pattern> that repeats a PNG tile of w x h pixels starting at x, y. */
export function imagePattern(
  id: string,
  png: Buffer,
  x: number,
  y: number,
  w: number,
  h: number,
): string {
  return `<pattern id="${id}" patternUnits="userSpaceOnUse" x="${n(x)}" y="${n(y)}" width="${w}" height="${h}">${imageElement(png, 0, 0, w, h)}</pattern>`;
}
