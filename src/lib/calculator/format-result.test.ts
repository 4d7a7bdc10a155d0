import { describe, expect, it } from "vitest";
import { calculatorDefaults } from "./calculator-input";
import { calculateWallpaper } from "./calculate-wallpaper";
import { formatArea, formatFeet, formatResult } from "./format-result";

describe("formatResult", () => {
  it("formats the default estimate as the results panel shows it", () => {
    expect(formatResult(calculateWallpaper(calculatorDefaults))).toEqual({
      area: "307.0 sq ft",
      trimLength: "0.0 ft",
      singleRolls: "6",
      doubleRolls: "3",
      trimRolls: "0",
      wallpaperExpense: "$210.00",
      trimExpense: "$0.00",
      total: "$210.00",
    });
  });

  it.each([
    [formatArea(123.456), "123.5 sq ft"],
    [formatArea(1234.5), "1,234.5 sq ft"],
    [formatFeet(44), "44.0 ft"],
    [formatFeet(10.25), "10.3 ft"],
    [formatArea(Number.NaN), "0.0 sq ft"],
  ])("gives %s", (actual, expected) => {
    expect(actual).toBe(expected);
  });
});
