import { describe, expect, it } from "vitest";

import type { Quad } from "./geometry";
import { createPaintMask } from "./paint-mask";
import { createRaster, type Raster } from "./raster";
import { paintOutByColour } from "./wall-colour-mask";

const width = 200;
const height = 150;
const wall: Quad = [
  { x: 20, y: 10 },
  { x: 190, y: 10 },
  { x: 190, y: 130 },
  { x: 20, y: 130 },
];
const sofa = { left: 60, top: 80, right: 140, bottom: 130 };
const glow = { x: 160, y: 50, radius: 25 };

/** A sage wall lit from the left, a lamp's soft glow on it, and a cream sofa with crisp edges. */
function room(): Raster {
  const raster = createRaster(width, height);
  for (let y = 0; y < height; y += 1) {
    for (let x = 0; x < width; x += 1) {
      const light = 1.05 - (0.15 * x) / width;
      const distance = Math.hypot(x - glow.x, y - glow.y);
      const lift = distance < glow.radius * 2 ? 14 * (1 - distance / (glow.radius * 2)) : 0;
      let colour = [195 * light + lift, 201 * light + lift, 182 * light + lift * 0.6];
      if (x >= sofa.left && x < sofa.right && y >= sofa.top && y < sofa.bottom) {
        colour = [236, 228, 214];
      }
      raster.data.set([...colour, 255], (y * width + x) * 4);
    }
  }
  return raster;
}

const at = (mask: { data: Uint8Array }, x: number, y: number) => mask.data[y * width + x];

describe("paintOutByColour", () => {
  it("keeps what stands in front of the wall and papers the wall, in light and shade", () => {
    const mask = createPaintMask(width, height);
    const marked = paintOutByColour(room(), wall, mask);
    expect(marked).toBeGreaterThan(0);
    // The sofa, edges included.
    expect(at(mask, 100, 105)).toBe(255);
    expect(at(mask, sofa.left, sofa.top)).toBe(255);
    expect(at(mask, sofa.right - 1, sofa.top + 5)).toBe(255);
    // The wall, the glow on it and its darker end.
    expect(at(mask, 40, 30)).toBe(0);
    expect(at(mask, glow.x, glow.y)).toBe(0);
    expect(at(mask, 185, 100)).toBe(0);
    // Nothing outside the wall.
    expect(at(mask, 5, 5)).toBe(0);
    expect(at(mask, 100, 140)).toBe(0);
  });

  it("leaves a bare wall alone and marks nothing for a degenerate wall", () => {
    const bare = room();
    const mask = createPaintMask(width, height);
    const empty: Quad = [wall[0], wall[0], wall[0], wall[0]];
    expect(paintOutByColour(bare, empty, mask)).toBe(0);
    const top: Quad = [
      { x: 20, y: 10 },
      { x: 190, y: 10 },
      { x: 190, y: 70 },
      { x: 20, y: 70 },
    ];
    expect(paintOutByColour(bare, top, mask)).toBe(0);
  });
});
