import { describe, expect, it } from "vitest";

import type { Quad } from "./geometry";
import { drawnTileInches, pickTileLevel, tileLevelSizes, wallPixelsPerInch } from "./tile-levels";

describe("tile levels", () => {
  it("halves down to the smallest useful side", () => {
    expect(tileLevelSizes(512, 256)).toEqual([
      { width: 512, height: 256 },
      { width: 256, height: 128 },
      { width: 128, height: 64 },
      { width: 64, height: 32 },
      { width: 32, height: 16 },
    ]);
    expect(tileLevelSizes(10, 10)).toEqual([{ width: 10, height: 10 }]);
  });

  it("picks the smallest level still as large as the tile is drawn", () => {
    const levels = tileLevelSizes(512, 512);
    expect(pickTileLevel(levels, 600)).toBe(0);
    expect(pickTileLevel(levels, 512)).toBe(0);
    expect(pickTileLevel(levels, 300)).toBe(0);
    expect(pickTileLevel(levels, 256)).toBe(1);
    expect(pickTileLevel(levels, 100)).toBe(2);
    expect(pickTileLevel(levels, 1)).toBe(levels.length - 1);
  });

  it("measures the wall along its taller side", () => {
    const quad: Quad = [
      { x: 0, y: 0 },
      { x: 100, y: 20 },
      { x: 100, y: 76 },
      { x: 0, y: 96 },
    ];
    expect(wallPixelsPerInch(quad, 8)).toBeCloseTo(1);
  });

  it("draws a repeat at its repeat and a mural at least the wall's height", () => {
    const repeat = {
      kind: "repeat",
      widthInches: 20.5,
      heightInches: 21,
      match: "straight",
    } as const;
    const mural = { kind: "mural", widthInches: 120, heightInches: 80, match: "straight" } as const;
    expect(drawnTileInches(repeat, { widthInches: 100, heightInches: 96 })).toBe(21);
    expect(drawnTileInches(mural, { widthInches: 100, heightInches: 96 })).toBe(96);
    expect(drawnTileInches(mural, { widthInches: 240, heightInches: 96 })).toBe(160);
  });
});
