import { describe, expect, it } from "vitest";

import { drawnRange, evaluateSizes, ruleViewports } from "@/lib/images/candidate-widths";
import {
  candidateWidths,
  compactSizes,
  drawnWidths,
  drawnWidthsOf,
  imageSizes,
  scaleTileSizes,
  type ImageSizesName,
} from "@/lib/images/sizes";

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

describe("drawnWidths", () => {
  const viewports = ruleViewports();

  it.each(Object.keys(imageSizes) as ImageSizesName[])(
    "%s: the range its sizes attribute gives, rounded outwards",
    (name) => {
      const range = drawnRange([imageSizes[name]], viewports);
      expect(drawnWidths[name]).toEqual({
        min: Math.floor(range.min + 1e-9),
        max: Math.ceil(range.max - 1e-9),
      });
    },
  );

  it("is found from the sizes attribute, and not for one built per picture", () => {
    expect(drawnWidthsOf(imageSizes.productCard)).toEqual({ min: 152, max: 304 });
    expect(drawnWidthsOf(scaleTileSizes(216))).toBeUndefined();
  });
});

describe("compactSizes", () => {
  it("drops the spaces a browser does not need and keeps those calc() requires", () => {
    expect(compactSizes(imageSizes.productCard)).toBe(
      "(min-width:1536px) 220px,(min-width:1376px) 302px,(min-width:1280px) calc((100vw - 472px)/3),(min-width:1024px) calc((100vw - 432px)/3),(min-width:640px) calc((100vw - 112px)/3),calc((100vw - 56px)/2)",
    );
  });

  it.each(Object.keys(imageSizes) as ImageSizesName[])(
    "%s: gives the same width on every screen once compacted",
    (name) => {
      const compact = compactSizes(imageSizes[name]);
      expect(compact.length).toBeLessThanOrEqual(imageSizes[name].length);
      for (const viewport of ruleViewports().filter((_, index) => index % 97 === 0)) {
        expect(evaluateSizes(compact, viewport)).toBeCloseTo(
          evaluateSizes(imageSizes[name], viewport),
          6,
        );
      }
    },
  );
});

describe("candidateWidths", () => {
  const swatch = [104, 200, 400, 656, 1088, 1920];

  it("drops renditions narrower than the narrowest draw and past the first twice the widest", () => {
    expect(candidateWidths(swatch, { min: 152, max: 304 })).toEqual([200, 400, 656]);
    expect(candidateWidths(swatch, { min: 320, max: 959 })).toEqual([400, 656, 1088, 1920]);
    expect(candidateWidths(swatch, { min: 80, max: 96 })).toEqual([104, 200]);
  });

  it("keeps the whole ladder for an unknown layout or one wider than its largest rendition", () => {
    expect(candidateWidths(swatch, undefined)).toEqual(swatch);
    expect(candidateWidths(swatch, { min: 1000, max: 1200 })).toEqual([1088, 1920]);
    expect(candidateWidths(swatch, { min: 2000, max: 2400 })).toEqual([1920]);
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
