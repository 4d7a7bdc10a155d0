import { describe, expect, it } from "vitest";

import { evaluateSizes, ruleViewports } from "@/lib/images/candidate-widths";
import { imageSizes, scaleTileSizes } from "@/lib/images/sizes";

describe("imageSizes", () => {
  it("every layout parses and gives a width inside the screen on every screen the rule covers", () => {
    for (const [name, sizes] of Object.entries(imageSizes)) {
      for (const viewport of ruleViewports()) {
        const width = evaluateSizes(sizes, viewport);
        expect(width, `${name} at ${viewport.width}x${viewport.height}`).toBeGreaterThan(0);
        expect(width, `${name} at ${viewport.width}x${viewport.height}`).toBeLessThanOrEqual(
          viewport.width,
        );
      }
    }
  });

  it("meets itself at the container's widest: no jump where a calc() gives way to px", () => {
    for (const [name, sizes] of Object.entries(imageSizes)) {
      const below = evaluateSizes(sizes, { width: 1375, height: 900 });
      const at = evaluateSizes(sizes, { width: 1376, height: 900 });
      expect(Math.abs(at - below), name).toBeLessThan(1.5);
    }
  });
});

describe("scaleTileSizes", () => {
  it("enlarges the tile by the scale view's factor per breakpoint", () => {
    expect(scaleTileSizes(216)).toBe(
      "(min-width: 1280px) 324px, (min-width: 1024px) 226.8px, (min-width: 640px) 302.4px, 216px",
    );
    expect(scaleTileSizes(52.2222)).toBe(
      "(min-width: 1280px) 78.34px, (min-width: 1024px) 54.84px, (min-width: 640px) 73.12px, 52.23px",
    );
  });
});
