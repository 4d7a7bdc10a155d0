import { describe, expect, it } from "vitest";
import { calculatorDefaults } from "./calculator-input";
import { calculateWallpaper } from "./calculate-wallpaper";
import { calculatorTextFor } from "./calculator-text-fixture";
import { formatArea, formatFeet, formatQuantity, formatResult } from "./format-result";

const english = calculatorTextFor("en");
const spanish = calculatorTextFor("es");

describe("formatResult", () => {
  it("formats the default estimate as the results panel shows it", () => {
    expect(formatResult(calculateWallpaper(calculatorDefaults), english)).toEqual({
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

  it("writes the units in Spanish and the numbers as in the United States", () => {
    expect(formatResult(calculateWallpaper(calculatorDefaults), spanish)).toMatchObject({
      area: "307.0 pies cuadrados",
      trimLength: "0.0 pies",
      singleRolls: "6",
      total: "$210.00",
    });
    expect(formatArea(1234.5, spanish)).toBe("1,234.5 pies cuadrados");
  });

  it.each([
    [formatArea(123.456, english), "123.5 sq ft"],
    [formatArea(1234.5, english), "1,234.5 sq ft"],
    [formatFeet(44, english), "44.0 ft"],
    [formatFeet(10.25, english), "10.3 ft"],
    [formatArea(Number.NaN, english), "0.0 sq ft"],
  ])("gives %s", (actual, expected) => {
    expect(actual).toBe(expected);
  });

  it.each([
    [formatQuantity(1, "singleRolls", english), "1 single roll"],
    [formatQuantity(1200, "strips", english), "1,200 strips"],
    [formatQuantity(0, "doors", english), "0 doors"],
    [formatQuantity(1, "singleRolls", spanish), "1 rollo sencillo"],
    [formatQuantity(1200, "strips", spanish), "1,200 tiras"],
    [formatQuantity(2, "windows", spanish), "2 ventanas"],
  ])("counts %s", (actual, expected) => {
    expect(actual).toBe(expected);
  });
});
