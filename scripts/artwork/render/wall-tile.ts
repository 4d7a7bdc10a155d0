/**
 * A paper's tile for the wall visualiser: exactly one repeat of the product (its stated width and
 * height), which the browser repeats edge to edge, or drops by half a repeat every other column
 * for a half-drop match. A mural is instead its whole picture, drawn to cover.
 *
 * The artwork's own repeat rarely has the product's proportions, so the raster holds a whole
 * number of artwork repeats along each stated direction, chosen to keep the motifs' shape and
 * size as drawn elsewhere on the site. Where the product states no repeat (grasscloth, silk,
 * cork), the print keeps its own scale and the raster's edges are joined by cross-fading.
 * Nothing in a tile may depend on where it sits on the wall: no sheen or light across it and
 * only noise stitched to the tile's size, or every repeat would show a seam.
 */
import sharp, { type OverlayOptions } from "sharp";

import type { Motif } from "@/content/catalog/taxonomy";
import type { DrawSpec, PatternSpec } from "@/lib/images/draw-spec";
import type { WallTile } from "@/lib/visualiser/wall-tile";

import { noiseFillFilter } from "../patterns/filters";
import type { Tile } from "../patterns/tile";
import { toRaw, type RawImage } from "../pipeline/encode";
import { svgToPng } from "../raster";
import { svgDocument } from "../svg";
import {
  grainFrequency,
  grassFibreTile,
  materialGrains,
  surfaceDocument,
  tileBitmap,
  tileContent,
  tileFor,
} from "../surface";

type WallTileDraw = Extract<DrawSpec, { kind: "wall-tile" }>;

/**
 * How one direction of the raster holds the artwork: `count` repeats stretched to fill it
 * exactly, or the artwork at its own scale with the raster's two edges cross-faded together.
 */
export type AxisFit = { kind: "count"; count: number } | { kind: "blend" };

export type GridFit = {
  x: AxisFit;
  y: AxisFit;
  /** One artwork repeat as drawn in the tile, in inches. */
  copy: { width: number; height: number };
};

const maxCount = 64;
/** A direction without a stated repeat counts repeats if that stretches them at most this much. */
const freeStretch = Math.log(1.1);
/**
 * How much worse a change of shape looks than the same change of size: a squashed flower or
 * bird reads at once, a stretched wash of colour or run of fibre hardly at all.
 */
const shapeWeight = (motif: Motif) => (looseShapes.has(motif) ? 1 : 3);
const looseShapes = new Set<Motif>([
  "marble",
  "watercolour-wash",
  "brush-stroke",
  "cork",
  "linen",
  "silk-weave",
  "grasscloth",
  "sisal",
  "foil-sheen",
]);
/** A slight preference for fewer, larger repeats: they match the product's stated repeat. */
const countWeight = 0.15;

/** Repeats of `natural` inches that fit `length` inches best, at least one (or two if even). */
function nearestCount(length: number, natural: number, even: boolean): number {
  const ideal = length / natural;
  if (!even) return Math.max(1, Math.round(ideal));
  return Math.max(2, Math.round(ideal / 2) * 2);
}

/**
 * How the artwork's repeat (`natural`, in inches) fills the product's. In a half-drop the next
 * column drops by half the tile's height, which joins up only if that is a whole number of the
 * artwork's repeats: the count down a half-drop tile is even.
 */
export function fitGrid(
  layout: WallTile,
  repeats: { across: boolean; down: boolean },
  natural: { width: number; height: number },
  motif: Motif,
): GridFit {
  const W = layout.widthInches;
  const H = layout.heightInches;
  const halfDrop = layout.match === "half-drop";
  if (repeats.across && repeats.down) {
    let best = { cost: Number.POSITIVE_INFINITY, k: 1, m: halfDrop ? 2 : 1 };
    for (let k = 1; k <= maxCount; k++) {
      for (let m = halfDrop ? 2 : 1; m <= maxCount; m += halfDrop ? 2 : 1) {
        const sx = W / k / natural.width;
        const sy = H / m / natural.height;
        const cost =
          shapeWeight(motif) * Math.abs(Math.log(sx / sy)) +
          (Math.abs(Math.log(sx)) + Math.abs(Math.log(sy))) / 2 +
          countWeight * Math.log(k * m);
        if (cost < best.cost) best = { cost, k, m };
      }
    }
    return {
      x: { kind: "count", count: best.k },
      y: { kind: "count", count: best.m },
      copy: { width: W / best.k, height: H / best.m },
    };
  }
  // A stated direction sets the scale; a free one keeps it.
  let scale = 1;
  let x: AxisFit | null = null;
  let y: AxisFit | null = null;
  if (repeats.across) {
    const k = nearestCount(W, natural.width, false);
    x = { kind: "count", count: k };
    scale = W / k / natural.width;
  } else if (repeats.down) {
    const m = nearestCount(H, natural.height, halfDrop);
    y = { kind: "count", count: m };
    scale = H / m / natural.height;
  }
  const free = (length: number, size: number, even: boolean): AxisFit => {
    const count = nearestCount(length, size * scale, even);
    const stretch = Math.abs(Math.log(length / count / (size * scale)));
    return stretch <= freeStretch || even ? { kind: "count", count } : { kind: "blend" };
  };
  x ??= free(W, natural.width, false);
  y ??= free(H, natural.height, halfDrop);
  return {
    x,
    y,
    copy: {
      width: x.kind === "count" ? W / x.count : natural.width * scale,
      height: y.kind === "count" ? H / y.count : natural.height * scale,
    },
  };
}

/** Size of the artwork's repeat on the wall, in inches, as the room pictures draw it. */
function naturalInches(tile: Tile): { width: number; height: number } {
  const width = tile.repeatCm / 2.54;
  return { width, height: (width * tile.height) / tile.width };
}

type Axis = {
  /** Pixels of one artwork repeat as rendered, before any resizing. */
  copyPx: number;
  copies: number;
  /** The grid of copies is resized to this, then `[offset, offset + extent)` is kept. */
  resized: number;
  offset: number;
  extent: number;
  blend: number;
};

function planAxis(fit: AxisFit, length: number, copyInches: number, pxPerInch: number): Axis {
  if (fit.kind === "count") {
    // Rendered a little larger and shrunk to fit, three tiles' worth, keeping the middle: the
    // resampling then sees the neighbouring repeats at both edges.
    const copyPx = Math.ceil(length / fit.count);
    return {
      copyPx,
      copies: fit.count * 3,
      resized: length * 3,
      offset: length,
      extent: length,
      blend: 0,
    };
  }
  const copyPx = Math.max(4, Math.round(copyInches * pxPerInch));
  const blend = Math.max(2, Math.round(length * 0.25));
  const copies = Math.ceil((length + blend) / copyPx);
  return {
    copyPx,
    copies,
    resized: copies * copyPx,
    offset: 0,
    extent: length + blend,
    blend,
  };
}

/** RGB pixels, row by row. */
type Pixels = { data: Buffer; width: number; height: number };

function rawOf(raw: RawImage): Pixels {
  if (raw.info.channels !== 3) throw new Error("Expected RGB pixels");
  return { data: raw.data, width: raw.info.width, height: raw.info.height };
}

function repeatGrid(copy: Pixels, across: number, down: number): Pixels {
  const width = copy.width * across;
  const height = copy.height * down;
  const data = Buffer.alloc(width * height * 3);
  const rowBytes = copy.width * 3;
  for (let y = 0; y < height; y++) {
    const source = copy.data.subarray(
      (y % copy.height) * rowBytes,
      ((y % copy.height) + 1) * rowBytes,
    );
    for (let i = 0; i < across; i++) source.copy(data, (y * width + i * copy.width) * 3);
  }
  return { data, width, height };
}

const smoothstep = (t: number) => t * t * (3 - 2 * t);

/**
 * Joins the image's two ends along x (or along y): the first `blend` pixels fade in from what
 * follows the kept `length`, so the last kept pixel runs on into the first. The mix is
 * rescaled by the two layers' correlation so the texture keeps its contrast across the band.
 */
function crossFade(image: Pixels, length: number, blend: number, alongX: boolean): Pixels {
  const outW = alongX ? length : image.width;
  const outH = alongX ? image.height : length;
  const out = Buffer.alloc(outW * outH * 3);
  const at = (x: number, y: number) => (y * image.width + x) * 3;
  for (let y = 0; y < outH; y++) {
    const from = at(0, y);
    image.data.copy(out, y * outW * 3, from, from + outW * 3);
  }
  const across = alongX ? image.height : image.width;
  const stats = [0, 1, 2].map((c) => {
    let sum = 0;
    let sumA = 0;
    let sumB = 0;
    let sumAB = 0;
    let sumAA = 0;
    let sumBB = 0;
    let count = 0;
    for (let s = 0; s < blend; s++) {
      for (let r = 0; r < across; r++) {
        const a = image.data[alongX ? at(s, r) + c : at(r, s) + c] ?? 0;
        const b = image.data[alongX ? at(s + length, r) + c : at(r, s + length) + c] ?? 0;
        sum += a + b;
        sumA += a;
        sumB += b;
        sumAB += a * b;
        sumAA += a * a;
        sumBB += b * b;
        count++;
      }
    }
    const meanA = sumA / count;
    const meanB = sumB / count;
    const cov = sumAB / count - meanA * meanB;
    const varA = sumAA / count - meanA * meanA;
    const varB = sumBB / count - meanB * meanB;
    const rho = varA > 0 && varB > 0 ? Math.max(0, Math.min(1, cov / Math.sqrt(varA * varB))) : 1;
    return { mean: sum / (2 * count), rho };
  });
  for (let s = 0; s < blend; s++) {
    const t = smoothstep((s + 0.5) / blend);
    for (let r = 0; r < across; r++) {
      const target = alongX ? (r * outW + s) * 3 : (s * outW + r) * 3;
      for (let c = 0; c < 3; c++) {
        const { mean, rho } = stats[c] ?? { mean: 0, rho: 1 };
        const a = image.data[alongX ? at(s, r) + c : at(r, s) + c] ?? 0;
        const b = image.data[alongX ? at(s + length, r) + c : at(r, s + length) + c] ?? 0;
        const spread = Math.sqrt(t * t + (1 - t) * (1 - t) + 2 * t * (1 - t) * rho);
        const value = mean + (t * (a - mean) + (1 - t) * (b - mean)) / spread;
        out[target + c] = Math.max(0, Math.min(255, Math.round(value)));
      }
    }
  }
  return { data: out, width: outW, height: outH };
}

/**
 * The artwork repeated to fill a width x height raster that joins up with itself, following
 * `fit` along each direction.
 */
async function periodicPrint(
  tile: Tile,
  drawing: { defs: string; content: string },
  fit: GridFit,
  width: number,
  height: number,
  pxPerInch: { x: number; y: number },
): Promise<Pixels> {
  const ax = planAxis(fit.x, width, fit.copy.width, pxPerInch.x);
  const ay = planAxis(fit.y, height, fit.copy.height, pxPerInch.y);
  const copy = rawOf(await toRaw(sharp(await tileBitmap(tile, drawing, ax.copyPx, ay.copyPx))));
  const grid = repeatGrid(copy, ax.copies, ay.copies);
  let image = sharp(grid.data, { raw: { width: grid.width, height: grid.height, channels: 3 } });
  if (grid.width !== ax.resized || grid.height !== ay.resized) {
    image = image.resize(ax.resized, ay.resized, { fit: "fill", kernel: "lanczos3" });
  }
  const kept = rawOf(
    await toRaw(
      image.extract({ left: ax.offset, top: ay.offset, width: ax.extent, height: ay.extent }),
    ),
  );
  let joined = kept;
  if (ax.blend > 0) joined = crossFade(joined, width, ax.blend, true);
  if (ay.blend > 0) joined = crossFade(joined, height, ay.blend, false);
  return joined;
}

/** Grain over the whole tile, its noise stitched to the tile's size so it repeats with it. */
function grainSvg(pattern: PatternSpec, width: number, height: number, pxPerMm: number): string {
  let defs = "";
  let body = "";
  for (const layer of materialGrains(pattern, pxPerMm)) {
    const id = `wt-${layer.id}`;
    defs += noiseFillFilter(
      id,
      width,
      height,
      grainFrequency(layer, pxPerMm),
      layer.octaves,
      layer.seed,
      layer.color,
      layer.alphaScale,
      layer.alphaBias,
      1,
    );
    body += `<rect width="${width}" height="${height}" filter="url(#${id})"${layer.opacity < 1 ? ` opacity="${layer.opacity}"` : ""}/>`;
  }
  return body ? svgDocument(width, height, defs, body) : "";
}

async function muralRaw(draw: WallTileDraw, width: number, height: number): Promise<RawImage> {
  const pxPerCm = width / (draw.layout.widthInches * 2.54);
  const { svg } = await surfaceDocument(draw.pattern, width, height, pxPerCm, { uid: "wm" });
  return toRaw(sharp(await svgToPng(svg)));
}

export async function wallTileRaw(
  draw: WallTileDraw,
  width: number,
  height: number,
): Promise<RawImage> {
  if (draw.layout.kind === "mural") return muralRaw(draw, width, height);
  const { pattern, layout, repeats } = draw;
  const pxPerInch = { x: width / layout.widthInches, y: height / layout.heightInches };
  const tile = tileFor(pattern, "wt");
  const drawing = tileContent(pattern, tile, 0.85, "wt");
  const print = await periodicPrint(
    tile,
    drawing,
    fitGrid(layout, repeats, naturalInches(tile), pattern.motif),
    width,
    height,
    pxPerInch,
  );
  const raw = { width, height, channels: 3 } as const;
  const layers: OverlayOptions[] = [];
  if (pattern.material === "grasscloth" && !tile.textured) {
    const fibre = grassFibreTile(pattern, "wtg");
    const fibrePixels = await periodicPrint(
      fibre,
      { defs: fibre.defs, content: fibre.body },
      fitGrid(layout, { across: false, down: false }, naturalInches(fibre), "grasscloth"),
      width,
      height,
      pxPerInch,
    );
    layers.push({ input: fibrePixels.data, raw, blend: "multiply" });
  }
  const grain = grainSvg(pattern, width, height, pxPerInch.x / 25.4);
  if (grain) layers.push({ input: await svgToPng(grain) });
  return toRaw(sharp(print.data, { raw }).composite(layers));
}
