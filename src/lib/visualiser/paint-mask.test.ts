import { describe, expect, it } from "vitest";

import { createPaintMask, paintDisc, paintStroke, type PaintMask } from "./paint-mask";

function countPainted(mask: PaintMask): number {
  return mask.data.reduce((count, value) => count + (value ? 1 : 0), 0);
}

describe("paint mask", () => {
  it("paints a disc of the brush's radius and the eraser clears it", () => {
    const mask = createPaintMask(100, 100);
    paintDisc(mask, 50, 50, 10, 255);
    expect(countPainted(mask)).toBeGreaterThan(Math.PI * 9.5 ** 2);
    expect(countPainted(mask)).toBeLessThan(Math.PI * 10.5 ** 2);
    expect(mask.data[50 * 100 + 50]).toBe(255);
    expect(mask.data[50 * 100 + 65]).toBe(0);
    paintDisc(mask, 50, 50, 12, 0);
    expect(countPainted(mask)).toBe(0);
  });

  it("leaves no gaps along a fast stroke and stays inside the picture", () => {
    const mask = createPaintMask(200, 40);
    paintStroke(mask, { x: -20, y: 20 }, { x: 220, y: 20 }, 6, 255);
    for (let x = 0; x < 200; x += 1) expect(mask.data[20 * 200 + x], `x=${x}`).toBe(255);
    expect(mask.data.length).toBe(200 * 40);
  });
});
