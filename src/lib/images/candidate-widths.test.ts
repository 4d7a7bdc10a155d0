import { describe, expect, it } from "vitest";

import {
  coverageGaps,
  drawnRange,
  evaluateLength,
  evaluateSizes,
  fewestWidths,
  ladderFor,
  ruleViewports,
} from "@/lib/images/candidate-widths";

const phone = { width: 390, height: 844 };
const laptop = { width: 1440, height: 900 };

describe("evaluateLength", () => {
  it("reads px, vw and vh", () => {
    expect(evaluateLength("96px", phone)).toBe(96);
    expect(evaluateLength("100vw", phone)).toBe(390);
    expect(evaluateLength("50vh", laptop)).toBe(450);
  });

  it("works calc() out with the usual precedence", () => {
    expect(evaluateLength("calc(100vw - 40px)", phone)).toBe(350);
    expect(evaluateLength("calc((100vw - 56px) / 2)", phone)).toBe(167);
    expect(evaluateLength("calc((100vw - 96px) * 7 / 12 - 20px)", laptop)).toBe(764);
    expect(evaluateLength("calc(100vw * 7 / 12)", laptop)).toBe(840);
    expect(evaluateLength("calc(((100vw - 96px) * 7 / 12 - 28px) / 2)", laptop)).toBe(378);
    expect(evaluateLength("calc(-20px + 100vw)", phone)).toBe(370);
    expect(evaluateLength("min(100vw, calc((100vh - 215px) * 4 / 5))", phone)).toBe(390);
    expect(evaluateLength("min(100vw, calc((100vh - 215px) * 4 / 5))", laptop)).toBe(548);
    expect(evaluateLength("max(100px, 10vw)", laptop)).toBe(144);
  });

  it("refuses what is not a length", () => {
    expect(() => evaluateLength("7 / 12", phone)).toThrow(/not a length/);
    expect(() => evaluateLength("calc(100vw / 2px)", phone)).toThrow(/Division/);
    expect(() => evaluateLength("calc(100vw - 40px", phone)).toThrow();
    expect(() => evaluateLength("50%", phone)).toThrow();
  });
});

describe("evaluateSizes", () => {
  const sizes = "(min-width: 1376px) 720px, (min-width: 1024px) calc(50vw - 72px), 100vw";

  it("takes the first entry whose min-width matches, else the last", () => {
    expect(evaluateSizes(sizes, { width: 1920, height: 1080 })).toBe(720);
    expect(evaluateSizes(sizes, { width: 1376, height: 900 })).toBe(720);
    expect(evaluateSizes(sizes, { width: 1375, height: 900 })).toBe(615.5);
    expect(evaluateSizes(sizes, { width: 1024, height: 900 })).toBe(440);
    expect(evaluateSizes(sizes, phone)).toBe(390);
  });

  it("refuses a list without a default", () => {
    expect(() => evaluateSizes("(min-width: 640px) 96px", phone)).toThrow(/no entry/);
  });
});

describe("drawnRange", () => {
  it("is the narrowest and widest over every layout and viewport", () => {
    const range = drawnRange(
      ["(min-width: 640px) 96px, 80px", "(min-width: 1024px) 300px, 50vw"],
      ruleViewports(),
    );
    expect(range).toEqual({ min: 80, max: 511.5 });
  });
});

describe("coverageGaps", () => {
  const range = { min: 100, max: 500 };

  it("is empty when every need from 1x to twice the widest slot has a rendition within 2x", () => {
    expect(coverageGaps([200, 400, 800, 1000], range)).toEqual([]);
  });

  it("names each kind of gap", () => {
    expect(coverageGaps([], range)).toEqual(["no widths"]);
    expect(coverageGaps([250, 500, 1000], range)).toEqual([
      "250 is more than twice the narrowest slot (100 px)",
    ]);
    expect(coverageGaps([200, 400, 800], range)).toEqual([
      "800 is less than twice the widest slot (500 px)",
    ]);
    expect(coverageGaps([200, 500, 1000], range)).toEqual(["200 → 500 leaves a gap over twice"]);
    expect(coverageGaps([200, 200, 400, 1000], range)).toContain("200 does not ascend from 200");
  });
});

describe("fewestWidths and ladderFor", () => {
  it("counts one width per doubling from twice the narrowest to twice the widest slot", () => {
    expect(fewestWidths({ min: 300, max: 300 })).toBe(1);
    expect(fewestWidths({ min: 300, max: 600 })).toBe(2);
    expect(fewestWidths({ min: 300, max: 601 })).toBe(3);
    expect(fewestWidths({ min: 52.2, max: 959 })).toBe(6);
  });

  it("builds a ladder that covers the range with that many widths", () => {
    for (const range of [
      { min: 52.2, max: 959 },
      { min: 144.7, max: 959 },
      { min: 318, max: 1120 },
      { min: 110, max: 957 },
      { min: 300, max: 300 },
    ]) {
      const widths = ladderFor(range);
      expect(widths, JSON.stringify(range)).toHaveLength(fewestWidths(range));
      expect(coverageGaps(widths, range), JSON.stringify(range)).toEqual([]);
    }
  });
});
