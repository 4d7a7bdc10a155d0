import { describe, expect, it } from "vitest";

import { compositeWalls, tilePosition } from "./composite";
import type { Quad } from "./geometry";
import { createPaintMask, paintDisc } from "./paint-mask";
import { createRaster, type Raster } from "./raster";
import type { WallTile } from "./wall-tile";

const grey = [128, 128, 128] as const;
const floor = [90, 60, 40] as const;
const ink = [200, 40, 40] as const;
const ground = [20, 60, 160] as const;

function fill(raster: Raster, rgb: readonly number[], where: (x: number, y: number) => boolean) {
  for (let y = 0; y < raster.height; y += 1) {
    for (let x = 0; x < raster.width; x += 1) {
      if (!where(x, y)) continue;
      const offset = (y * raster.width + x) * 4;
      raster.data.set([...rgb, 255], offset);
    }
  }
}

function pixel(raster: Raster, x: number, y: number): number[] {
  const offset = (y * raster.width + x) * 4;
  return [...raster.data.subarray(offset, offset + 3)];
}

/** A photo of a grey wall, square-on, from (20, 10) to (180, 140), on a brown room. */
function squareOnPhoto() {
  const photo = createRaster(200, 150);
  fill(photo, floor, () => true);
  fill(photo, grey, (x, y) => x >= 20 && x < 180 && y >= 10 && y < 140);
  const quad: Quad = [
    { x: 20, y: 10 },
    { x: 180, y: 10 },
    { x: 180, y: 140 },
    { x: 20, y: 140 },
  ];
  return { photo, quad };
}

/** A tile whose top half is ink and bottom half ground: each repeat starts with ink. */
function halvesTile(): Raster {
  const tile = createRaster(40, 40);
  fill(tile, ink, (_x, y) => y < 20);
  fill(tile, ground, (_x, y) => y >= 20);
  return tile;
}

const repeat21: WallTile = {
  kind: "repeat",
  widthInches: 20.5,
  heightInches: 21,
  match: "straight",
};

function run(options: {
  photo: Raster;
  quad: Quad;
  layout?: WallTile;
  paintedOut?: Uint8Array | null;
  shading?: number;
  wallHeightFeet?: number;
}) {
  const out = createRaster(options.photo.width, options.photo.height);
  compositeWalls({
    photo: options.photo,
    out,
    tile: halvesTile(),
    layout: options.layout ?? repeat21,
    walls: [{ quad: options.quad }],
    wallHeightFeet: options.wallHeightFeet ?? 8,
    paintedOut: options.paintedOut ?? null,
    shading: options.shading ?? 0.7,
  });
  return out;
}

/** Ink is red, the ground blue; the photo's grey is neither. */
function isInk(rgb: number[]): boolean {
  return (rgb[0] ?? 0) > (rgb[2] ?? 0) + 40;
}
function isGround(rgb: number[]): boolean {
  return (rgb[2] ?? 0) > (rgb[0] ?? 0) + 40;
}

/** Rows (from `top`) where a new repeat begins: ground above, ink below. */
function repeatStarts(out: Raster, x: number, top: number, bottom: number): number[] {
  const starts: number[] = [];
  type Kind = "ink" | "ground" | "other";
  let previous: Kind = "other";
  for (let y = top; y < bottom; y += 1) {
    const here = pixel(out, x, y);
    const kind: Kind = isInk(here) ? "ink" : isGround(here) ? "ground" : previous;
    if (previous === "ground" && kind === "ink") starts.push(y - top);
    previous = kind;
  }
  return starts;
}

describe("compositeWalls", () => {
  it("papers inside the wall with the tile's colours and leaves the rest of the photo alone", () => {
    const { photo, quad } = squareOnPhoto();
    const out = run({ photo, quad });
    expect(pixel(out, 100, 12)).toEqual([...ink]);
    expect(pixel(out, 5, 5)).toEqual([...floor]);
    expect(pixel(out, 190, 145)).toEqual([...floor]);
    expect(pixel(out, 100, 145)).toEqual([...floor]);
  });

  it("draws the pattern at its true size: an 8 ft wall holds about 4.5 repeats of 21 in", () => {
    const { photo, quad } = squareOnPhoto();
    const out = run({ photo, quad });
    const pxPerInch = 130 / 96;
    const starts = repeatStarts(out, 60, 10, 140);
    // Four new repeats below the first: 4.57 in all.
    expect(starts).toHaveLength(4);
    starts.forEach((start, index) => expect(start).toBeCloseTo((index + 1) * 21 * pxPerInch, -0.5));
    // A 10 ft wall in the same picture shows the repeats smaller, 5.7 of them.
    expect(repeatStarts(run({ photo, quad, wallHeightFeet: 10 }), 60, 10, 140)).toHaveLength(5);
  });

  it("drops every other column by half a repeat for a half-drop", () => {
    const { photo, quad } = squareOnPhoto();
    const halfDrop: WallTile = { ...repeat21, match: "half-drop" };
    const out = run({ photo, quad, layout: halfDrop });
    // The wall is 96 in high and 160/130 as wide (118 in): column 1 begins 20.5 in across.
    const pxPerInch = 130 / 96;
    const firstColumn = 20 + Math.round(10 * pxPerInch);
    const secondColumn = 20 + Math.round(30 * pxPerInch);
    expect(pixel(out, firstColumn, 12)).toEqual([...ink]);
    expect(pixel(out, secondColumn, 12)).toEqual([...ground]);
    const straight = run({ photo, quad });
    expect(pixel(straight, secondColumn, 12)).toEqual([...ink]);
  });

  it("keeps the photo's pixels where the visitor painted something out", () => {
    const { photo, quad } = squareOnPhoto();
    const mask = createPaintMask(200, 150);
    paintDisc(mask, 100, 75, 12, 255);
    const out = run({ photo, quad, paintedOut: mask.data });
    expect(pixel(out, 100, 75)).toEqual([...grey]);
    expect(pixel(out, 100 + 20, 75)).not.toEqual([...grey]);
  });

  it("keeps the room's light and shade on the paper, as strongly as asked", () => {
    const { photo, quad } = squareOnPhoto();
    // The right half of the wall is in shadow.
    fill(photo, [64, 64, 64], (x, y) => x >= 100 && x < 180 && y >= 10 && y < 140);
    const flat = run({ photo, quad, shading: 0 });
    const shaded = run({ photo, quad, shading: 1 });
    expect(pixel(flat, 150, 12)).toEqual(pixel(flat, 150, 12));
    expect(pixel(flat, 50, 12)).toEqual([...ink]);
    expect(pixel(flat, 150, 12)).toEqual([...ink]);
    const lit = pixel(shaded, 50, 12)[0] ?? 0;
    const dark = pixel(shaded, 150, 12)[0] ?? 0;
    // The shadowed half is half as bright as the lit half, as in the photo.
    expect(dark / lit).toBeCloseTo(0.5, 1);
  });

  it("draws a receding wall's far side smaller", () => {
    const photo = createRaster(300, 200);
    fill(photo, grey, () => true);
    // The right edge is half as tall as the left: the wall goes away from the camera.
    const quad: Quad = [
      { x: 10, y: 10 },
      { x: 290, y: 55 },
      { x: 290, y: 145 },
      { x: 10, y: 190 },
    ];
    const out = run({ photo, quad });
    const nearStarts = repeatStarts(out, 15, 0, 200);
    const farStarts = repeatStarts(out, 285, 0, 200);
    expect(nearStarts).toHaveLength(farStarts.length);
    const nearSpacing = (nearStarts.at(-1) ?? 0) - (nearStarts[0] ?? 0);
    const farSpacing = (farStarts.at(-1) ?? 0) - (farStarts[0] ?? 0);
    expect(farSpacing / nearSpacing).toBeCloseTo(0.5, 1);
  });
});

describe("tilePosition", () => {
  const tile = { width: 400, height: 300 };

  it("covers the wall with a mural, centred, without repeating it", () => {
    const mural: WallTile = {
      kind: "mural",
      widthInches: 108,
      heightInches: 72,
      match: "straight",
    };
    const wall = { widthInches: 144, heightInches: 96 };
    const topLeft = tilePosition(mural, tile, wall, 0, 0);
    const bottomRight = tilePosition(mural, tile, wall, 144, 96);
    expect(topLeft.x).toBeGreaterThanOrEqual(0);
    expect(topLeft.y).toBeGreaterThanOrEqual(0);
    expect(bottomRight.x).toBeLessThanOrEqual(400);
    expect(bottomRight.y).toBeLessThanOrEqual(300);
    // Cover: one of the two directions fills the picture exactly.
    expect(Math.min(topLeft.x, topLeft.y)).toBeCloseTo(0, 10);
  });
});
