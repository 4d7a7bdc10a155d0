import { describe, expect, it } from "vitest";

import {
  formatFeet,
  parseWallHeightFeet,
  repeatsHigh,
  roundToHalf,
  wallSummary,
} from "./wall-scale";

describe("repeatsHigh", () => {
  it("fits about four and a half 21 in repeats up an 8 ft wall", () => {
    expect(repeatsHigh(8, 21)).toBeCloseTo(96 / 21, 10);
    expect(roundToHalf(repeatsHigh(8, 21))).toBe(4.5);
  });

  it("scales with the wall and the repeat", () => {
    expect(repeatsHigh(10, 24)).toBe(5);
    expect(repeatsHigh(9, 27)).toBe(4);
    expect(roundToHalf(repeatsHigh(8, 25.25))).toBe(4);
    expect(roundToHalf(repeatsHigh(12, 10.25))).toBe(14);
  });
});

describe("wallSummary", () => {
  it("says the paper, the wall, the repeat and the count in one line", () => {
    expect(
      wallSummary({
        productName: "Tidewater Pastorale",
        wallHeightFeet: 8,
        verticalRepeatInches: 21,
        mural: false,
      }),
    ).toBe("Tidewater Pastorale on a wall 8 ft high, 21 in repeat: about 4.5 repeats high");
  });

  it("keeps fractional heights and repeats readable", () => {
    expect(
      wallSummary({
        productName: "Ivy",
        wallHeightFeet: 9.5,
        verticalRepeatInches: 25.25,
        mural: false,
      }),
    ).toBe("Ivy on a wall 9.5 ft high, 25.25 in repeat: about 4.5 repeats high");
    expect(
      wallSummary({
        productName: "Tall",
        wallHeightFeet: 6,
        verticalRepeatInches: 72,
        mural: false,
      }),
    ).toBe("Tall on a wall 6 ft high, 72 in repeat: about 1 repeat high");
  });

  it("says what a paper without a repeat, and a mural, do instead", () => {
    expect(
      wallSummary({
        productName: "Sisal",
        wallHeightFeet: 8,
        verticalRepeatInches: null,
        mural: false,
      }),
    ).toBe("Sisal on a wall 8 ft high: no pattern repeat, a continuous texture");
    expect(
      wallSummary({
        productName: "Garden",
        wallHeightFeet: 10,
        verticalRepeatInches: null,
        mural: true,
      }),
    ).toBe("Garden on a wall 10 ft high: one mural sized to the wall");
  });
});

describe("parseWallHeightFeet", () => {
  it("reads a linked or typed height in feet", () => {
    expect(parseWallHeightFeet("8")).toBe(8);
    expect(parseWallHeightFeet(" 9.5 ")).toBe(9.5);
  });

  it("ignores what is not a wall height", () => {
    for (const value of [null, undefined, "", "tall", "2", "100", "NaN", "Infinity"]) {
      expect(parseWallHeightFeet(value)).toBeNull();
    }
  });

  it("formats feet with at most one decimal", () => {
    expect(formatFeet(8)).toBe("8 ft");
    expect(formatFeet(8.25)).toBe("8.3 ft");
  });
});
