import sharp from "sharp";
import { describe, expect, it } from "vitest";

import { products } from "@/content/catalog/products";
import { productPattern } from "@/lib/images/registry";

import { svgToPng } from "./raster";
import { swatchRaw } from "./render/swatch";
import { surfaceDocument } from "./surface";

type Pixels = { data: Buffer; info: { width: number; height: number; channels: number } };

/** A pixel's brightness: the sum of its three channels (0-765). */
function brightnessOf({ data, info }: Pixels): (x: number, y: number) => number {
  return (x, y) => {
    const i = (y * info.width + x) * info.channels;
    return data[i]! + data[i + 1]! + data[i + 2]!;
  };
}

/**
 * The most visible straight line across a picture: for each row (and column) away from the
 * border, how much brighter or darker it is than its two neighbours, averaged along it (0-765,
 * the sum of the three channels). A seam between two copies of a repeat runs the whole way
 * across and stands out; the print's own edges, spread along the row, average away.
 */
function strongestLine(pixels: Pixels): number {
  const { width, height } = pixels.info;
  const brightness = brightnessOf(pixels);
  const border = 8;
  let strongest = 0;
  for (let y = border; y < height - border; y++) {
    let sum = 0;
    for (let x = 0; x < width; x++) {
      sum += brightness(x, y) - (brightness(x, y - 1) + brightness(x, y + 1)) / 2;
    }
    strongest = Math.max(strongest, Math.abs(sum / width));
  }
  for (let x = border; x < width - border; x++) {
    let sum = 0;
    for (let y = 0; y < height; y++) {
      sum += brightness(x, y) - (brightness(x - 1, y) + brightness(x + 1, y)) / 2;
    }
    strongest = Math.max(strongest, Math.abs(sum / height));
  }
  return strongest;
}

/**
 * How much lighter or darker a picture's outermost two pixels are than the few just inside them,
 * on the worst of its four sides (0-765, as above).
 */
function edgeShade(pixels: Pixels): number {
  const { width, height } = pixels.info;
  const brightness = brightnessOf(pixels);
  const rowMean = (y: number) => {
    let sum = 0;
    for (let x = 0; x < width; x++) sum += brightness(x, y);
    return sum / width;
  };
  const columnMean = (x: number) => {
    let sum = 0;
    for (let y = 0; y < height; y++) sum += brightness(x, y);
    return sum / height;
  };
  const mean = (values: number[]) =>
    values.reduce((total, value) => total + value, 0) / values.length;
  const sides = [
    [mean([0, 1].map(rowMean)), mean([2, 3, 4, 5].map(rowMean))],
    [
      mean([1, 2].map((d) => rowMean(height - d))),
      mean([3, 4, 5, 6].map((d) => rowMean(height - d))),
    ],
    [mean([0, 1].map(columnMean)), mean([2, 3, 4, 5].map(columnMean))],
    [
      mean([1, 2].map((d) => columnMean(width - d))),
      mean([3, 4, 5, 6].map((d) => columnMean(width - d))),
    ],
  ];
  return Math.max(...sides.map(([edge, inside]) => Math.abs(edge! - inside!)));
}

describe("a repeat too large to draw as one bitmap", () => {
  // 3007 is a flocked damask: at the largest swatch width (1920 px) its repeat is 1066 x 1453 px,
  // so it is drawn as placed copies, and flock catches the light.
  const product = products.find((candidate) => candidate.id === 3007)!;
  const pattern = productPattern(product);
  const pxPerCm = 1920 / 94.7;

  it("joins up where its copies meet", async () => {
    expect(product.material).toBe("flocked");
    // Unlit, so nothing softens a gap: copies scaled to the hundredth of a unit stopped short of
    // their neighbours, a line about 65 darker than the rows beside it.
    const { svg } = await surfaceDocument(pattern, 1920, 1920, pxPerCm, { relief: 0 });
    const drawn = await sharp(await svgToPng(svg))
      .raw()
      .toBuffer({ resolveWithObject: true });
    expect(strongestLine(drawn)).toBeLessThan(30);
  }, 60_000);

  it("joins up under the flock's light", async () => {
    // Lit copy by copy, every seam of the repeat showed as a line about 100 brighter.
    const swatch = await swatchRaw(pattern, 1920, 1920, "swatch");
    expect(strongestLine(swatch)).toBeLessThan(30);
  }, 60_000);

  it("is lit to its edges", async () => {
    // Lit inside the picture's own bounds, the light's blur met nothing past the edge and
    // darkened the outermost pixels, where a card's frame sits: 140 here (about 47 a channel).
    const swatch = await swatchRaw(pattern, 1920, 1920, "swatch");
    expect(edgeShade(swatch)).toBeLessThan(8);
  }, 60_000);
});
