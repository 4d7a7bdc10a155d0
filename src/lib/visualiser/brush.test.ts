import { describe, expect, it } from "vitest";

import { brushAfterKey, brushRadius, maxBrushPercent, minBrushPercent } from "./brush";
import { keyboardLargeStep, keyboardStep } from "./wall-handles";

describe("brush", () => {
  it("sizes the brush from the longer side, within its limits", () => {
    expect(brushRadius(4, 1600, 1200)).toBe(64);
    expect(brushRadius(100, 1000, 500)).toBe(maxBrushPercent * 10);
    expect(brushRadius(0, 1000, 500)).toBe(minBrushPercent * 10);
  });

  it("moves the cursor with the arrows, further with Shift, and stays on the photo", () => {
    expect(brushAfterKey({ x: 0.5, y: 0.5 }, "ArrowRight", false)?.x).toBeCloseTo(
      0.5 + 2 * keyboardStep,
    );
    expect(brushAfterKey({ x: 0.5, y: 0.5 }, "ArrowUp", true)?.y).toBeCloseTo(
      0.5 - 2 * keyboardLargeStep,
    );
    expect(brushAfterKey({ x: 0, y: 1 }, "ArrowLeft", true)).toEqual({ x: 0, y: 1 });
    expect(brushAfterKey({ x: 0.5, y: 0.5 }, "Enter", false)).toBeNull();
  });
});
