/**
 * Papering the marked walls of a photo: every pixel inside a wall is traced back through the
 * wall's perspective to a point on the flat wall in inches, looked up in the paper's tile, and
 * darkened or lightened as the photo was there, so the room's light and shadow stay on the paper.
 * Pixels outside the walls, and those the visitor painted out, keep the photo's own colour.
 */
import { estimateWallAspect, quadToUnitSquare, type Quad } from "./geometry";
import type { Raster } from "./raster";
import type { WallTile } from "./wall-tile";

export type MarkedWall = {
  /** Corners in photo pixels. */
  quad: Quad;
};

export type CompositeInput = {
  photo: Raster;
  /** Same size as the photo; written in full. */
  out: Raster;
  /** The paper's tile, one repeat (a mural's whole picture), ideally near the size drawn. */
  tile: Raster;
  layout: WallTile;
  walls: readonly MarkedWall[];
  /** The real height of the walls, in feet. */
  wallHeightFeet: number;
  /** One byte per photo pixel; non-zero keeps the photo there (what stands in front of the wall). */
  paintedOut: Uint8Array | null;
  /** 0: the paper flat, as printed; 1: the photo's full light and shade over it. */
  shading: number;
};

/** Relative luminance weights (Rec. 709), on gamma-encoded values, which is close enough here. */
function luma(data: Uint8ClampedArray, offset: number): number {
  return (
    0.2126 * (data[offset] ?? 0) +
    0.7152 * (data[offset + 1] ?? 0) +
    0.0722 * (data[offset + 2] ?? 0)
  );
}

type WallPlan = {
  inverse: readonly number[];
  minX: number;
  maxX: number;
  minY: number;
  maxY: number;
  widthInches: number;
  heightInches: number;
  meanLuma: number;
};

function planWall(input: CompositeInput, wall: MarkedWall): WallPlan | null {
  const inverse = quadToUnitSquare(wall.quad);
  if (!inverse) return null;
  const { width, height } = input.photo;
  const xs = wall.quad.map((p) => p.x);
  const ys = wall.quad.map((p) => p.y);
  const minX = Math.max(0, Math.floor(Math.min(...xs)));
  const maxX = Math.min(width - 1, Math.ceil(Math.max(...xs)));
  const minY = Math.max(0, Math.floor(Math.min(...ys)));
  const maxY = Math.min(height - 1, Math.ceil(Math.max(...ys)));
  const heightInches = input.wallHeightFeet * 12;
  const widthInches = heightInches * estimateWallAspect(wall.quad, width, height);
  const plan = { inverse, minX, maxX, minY, maxY, widthInches, heightInches, meanLuma: 0 };
  plan.meanLuma = meanWallLuma(input, plan);
  return plan;
}

/** The wall's average brightness in the photo: the level the shading is measured against. */
function meanWallLuma(input: CompositeInput, plan: WallPlan): number {
  const { photo, paintedOut } = input;
  let sum = 0;
  let count = 0;
  // Every third pixel each way is plenty for an average and nine times cheaper.
  for (let y = plan.minY; y <= plan.maxY; y += 3) {
    for (let x = plan.minX; x <= plan.maxX; x += 3) {
      const index = y * photo.width + x;
      if (paintedOut && paintedOut[index]) continue;
      if (!insideUnitSquare(plan.inverse, x + 0.5, y + 0.5)) continue;
      sum += luma(photo.data, index * 4);
      count += 1;
    }
  }
  return count > 0 ? Math.max(1, sum / count) : 128;
}

function insideUnitSquare(m: readonly number[], x: number, y: number): boolean {
  const w = (m[6] ?? 0) * x + (m[7] ?? 0) * y + (m[8] ?? 1);
  const u = ((m[0] ?? 0) * x + (m[1] ?? 0) * y + (m[2] ?? 0)) / w;
  const v = ((m[3] ?? 0) * x + (m[4] ?? 0) * y + (m[5] ?? 0)) / w;
  return u >= 0 && u <= 1 && v >= 0 && v <= 1;
}

/** Bilinear look-up in a repeating tile at fractional pixel (tx, ty), into `rgb`. */
function sampleRepeating(tile: Raster, tx: number, ty: number, rgb: Float64Array): void {
  const { width, height, data } = tile;
  const fx = tx - Math.floor(tx);
  const fy = ty - Math.floor(ty);
  const x0 = ((Math.floor(tx) % width) + width) % width;
  const y0 = ((Math.floor(ty) % height) + height) % height;
  const x1 = x0 + 1 === width ? 0 : x0 + 1;
  const y1 = y0 + 1 === height ? 0 : y0 + 1;
  const i00 = (y0 * width + x0) * 4;
  const i10 = (y0 * width + x1) * 4;
  const i01 = (y1 * width + x0) * 4;
  const i11 = (y1 * width + x1) * 4;
  for (let channel = 0; channel < 3; channel += 1) {
    const top = (data[i00 + channel] ?? 0) * (1 - fx) + (data[i10 + channel] ?? 0) * fx;
    const bottom = (data[i01 + channel] ?? 0) * (1 - fx) + (data[i11 + channel] ?? 0) * fx;
    rgb[channel] = top * (1 - fy) + bottom * fy;
  }
}

/**
 * Where on the tile (in tile pixels) the point `xInches` across and `yInches` down the wall falls.
 * The pattern starts at the wall's top-left corner, as a paperhanger starts at the ceiling line;
 * a half-drop drops every other column by half a repeat. A mural covers the wall like a photo
 * print (scaled to cover, centred).
 */
export function tilePosition(
  layout: WallTile,
  tile: { width: number; height: number },
  wall: { widthInches: number; heightInches: number },
  xInches: number,
  yInches: number,
): { x: number; y: number } {
  if (layout.kind === "mural") {
    const scale = Math.max(wall.widthInches / tile.width, wall.heightInches / tile.height);
    const offsetX = (tile.width * scale - wall.widthInches) / 2;
    const offsetY = (tile.height * scale - wall.heightInches) / 2;
    return { x: (xInches + offsetX) / scale, y: (yInches + offsetY) / scale };
  }
  const column = Math.floor(xInches / layout.widthInches);
  const drop = layout.match === "half-drop" && column % 2 !== 0 ? layout.heightInches / 2 : 0;
  return {
    x: (xInches / layout.widthInches) * tile.width,
    y: ((yInches - drop) / layout.heightInches) * tile.height,
  };
}

/** Clamped look-up for a mural, which does not repeat. */
function sampleClamped(tile: Raster, tx: number, ty: number, rgb: Float64Array): void {
  const x = Math.min(tile.width - 1, Math.max(0, Math.round(tx)));
  const y = Math.min(tile.height - 1, Math.max(0, Math.round(ty)));
  const index = (y * tile.width + x) * 4;
  rgb[0] = tile.data[index] ?? 0;
  rgb[1] = tile.data[index + 1] ?? 0;
  rgb[2] = tile.data[index + 2] ?? 0;
}

/** Writes the papered photo into `input.out`. Returns the time it took, in milliseconds. */
export function compositeWalls(input: CompositeInput): number {
  const started = performance.now();
  const { photo, out, tile, layout, paintedOut } = input;
  out.data.set(photo.data);
  const shading = Math.min(1, Math.max(0, input.shading));
  const rgb = new Float64Array(3);
  const sample = layout.kind === "repeat" ? sampleRepeating : sampleClamped;
  for (const wall of input.walls) {
    const plan = planWall(input, wall);
    if (!plan) continue;
    const [a, b, c, d, e, f, g, h, i] = plan.inverse as [
      number,
      number,
      number,
      number,
      number,
      number,
      number,
      number,
      number,
    ];
    const wallSize = { widthInches: plan.widthInches, heightInches: plan.heightInches };
    for (let y = plan.minY; y <= plan.maxY; y += 1) {
      const py = y + 0.5;
      for (let x = plan.minX; x <= plan.maxX; x += 1) {
        const index = y * photo.width + x;
        if (paintedOut && paintedOut[index]) continue;
        const px = x + 0.5;
        const w = g * px + h * py + i;
        const u = (a * px + b * py + c) / w;
        const v = (d * px + e * py + f) / w;
        if (u < 0 || u > 1 || v < 0 || v > 1) continue;
        const xInches = u * plan.widthInches;
        const yInches = v * plan.heightInches;
        const position = tilePosition(layout, tile, wallSize, xInches, yInches);
        sample(tile, position.x, position.y, rgb);
        const offset = index * 4;
        const light = 1 + shading * (luma(photo.data, offset) / plan.meanLuma - 1);
        out.data[offset] = (rgb[0] ?? 0) * light;
        out.data[offset + 1] = (rgb[1] ?? 0) * light;
        out.data[offset + 2] = (rgb[2] ?? 0) * light;
        out.data[offset + 3] = 255;
      }
    }
  }
  return performance.now() - started;
}
