import { describe, expect, it } from "vitest";
import { type CalculatorInput, calculatorDefaults } from "./calculator-input";
import { calculateWallpaper, emptyCalculatorResult } from "./calculate-wallpaper";

const base: CalculatorInput = { ...calculatorDefaults };
const bare: CalculatorInput = { ...base, windowCount: 0, doorCount: 0 };

describe("calculateWallpaper", () => {
  it("gives the documented figures for the defaults", () => {
    // Gross 2*10*8 + 2*12*8 = 352; openings 2*3*4 + 1*3*7 = 45; net 307.
    // 307 * 1.10 / (20.5 / 12 * 33 = 56.375) = 5.99 -> 6 single rolls, 3 double, 6 * $35.
    expect(calculateWallpaper(base)).toEqual({
      area: 307,
      trimLength: 0,
      singleRolls: 6,
      doubleRolls: 3,
      trimRolls: 0,
      wallpaperExpense: 210,
      trimExpense: 0,
      total: 210,
    });
  });

  // Openings removed, so area is the gross area of the chosen walls.
  it.each([
    // walls, area, trim length (w=10, l=12, h=8)
    { walls: 4, area: 352, trim: 44 },
    { walls: 3, area: 256, trim: 32 },
    { walls: 2, area: 160, trim: 20 },
    { walls: 1, area: 80, trim: 10 },
  ] as const)("covers $walls wall(s): $area sq ft, $trim ft of trim", ({ walls, area, trim }) => {
    const plain = calculateWallpaper({ ...bare, numberOfWalls: walls });
    expect(plain.area).toBe(area);
    expect(plain.trimLength).toBe(0);
    expect(plain.singleRolls).toBe(Math.ceil((area * 1.1) / 56.375));

    const trimmed = calculateWallpaper({ ...bare, numberOfWalls: walls, useTrim: true });
    expect(trimmed.trimLength).toBe(trim);
    expect(trimmed.trimRolls).toBe(Math.ceil(trim / 15));
    expect(trimmed.trimExpense).toBe(Math.ceil(trim / 15) * 20);
    expect(trimmed.total).toBe(trimmed.wallpaperExpense + trimmed.trimExpense);
  });

  it.each([
    // net 352: 352*1.10/56.375 = 6.87 -> 7; 352*1.15/56.375 = 7.18 -> 8
    { patternRepeat: 0, singleRolls: 7, doubleRolls: 4 },
    { patternRepeat: 25, singleRolls: 8, doubleRolls: 4 },
    { patternRepeat: 0.5, singleRolls: 8, doubleRolls: 4 },
  ])("uses the patterned waste factor when repeat is $patternRepeat", (row) => {
    const result = calculateWallpaper({ ...bare, patternRepeat: row.patternRepeat });
    expect(result.singleRolls).toBe(row.singleRolls);
    expect(result.doubleRolls).toBe(row.doubleRolls);
    expect(result.wallpaperExpense).toBe(row.singleRolls * 35);
  });

  it("prices trim by 15 ft rolls for the default room", () => {
    // 2 * (10 + 12) = 44 ft -> ceil(44 / 15) = 3 rolls at $20.
    const result = calculateWallpaper({ ...base, useTrim: true });
    expect(result).toMatchObject({ trimLength: 44, trimRolls: 3, trimExpense: 60, total: 270 });
  });

  it("does not add a trim roll for an exact multiple of 15 ft", () => {
    const result = calculateWallpaper({ ...bare, roomWidth: 7.5, roomLength: 7.5, useTrim: true });
    expect(result.trimLength).toBe(30);
    expect(result.trimRolls).toBe(2);
  });

  it("does not order an extra roll because of floating-point noise", () => {
    // 100 sq ft * 1.1 = 110.00000000000001 and 26.4 / 12 * 10 = 21.999999999999996, so the
    // naive quotient is 5.000000000000002 and Math.ceil would say 6. The true answer is 5.
    const input: CalculatorInput = {
      ...bare,
      numberOfWalls: 1,
      roomWidth: 10,
      wallHeight: 10,
      rollWidth: 26.4,
      rollLength: 10,
    };
    expect(Math.ceil((100 * 1.1) / ((26.4 / 12) * 10))).toBe(6);
    expect(calculateWallpaper(input).singleRolls).toBe(5);
    expect(calculateWallpaper(input).doubleRolls).toBe(3);
  });

  it("floors the net area at zero when openings exceed the walls", () => {
    const result = calculateWallpaper({
      ...base,
      windowCount: 20,
      windowWidth: 10,
      windowHeight: 10,
    });
    expect(result.area).toBe(0);
    expect(result.singleRolls).toBe(0);
    expect(result.doubleRolls).toBe(0);
    expect(result.wallpaperExpense).toBe(0);
  });

  it("still prices trim when openings cover every wall", () => {
    const result = calculateWallpaper({ ...base, doorCount: 50, useTrim: true });
    expect(result.area).toBe(0);
    expect(result.trimRolls).toBe(3);
    expect(result.total).toBe(60);
  });

  it.each([
    ["wallHeight", 0],
    ["roomWidth", 0],
    ["roomLength", 0],
    ["wallHeight", -8],
    ["roomWidth", Number.NaN],
    ["roomLength", Number.POSITIVE_INFINITY],
    ["rollWidth", 11.99],
    ["rollWidth", 0],
    ["rollLength", 9.9],
    ["wallpaperCost", -1],
    ["trimCost", Number.NaN],
    ["patternRepeat", -2],
    ["windowCount", 1.5],
    ["doorCount", -1],
    ["windowWidth", -3],
    ["doorHeight", Number.NaN],
  ] as const)("returns zeros when %s is %s", (field, value) => {
    const result = calculateWallpaper({ ...base, useTrim: true, [field]: value });
    expect(result).toEqual(emptyCalculatorResult);
  });

  it("returns zeros for a wall count outside 1-4", () => {
    const input = { ...base, numberOfWalls: 5 } as unknown as CalculatorInput;
    expect(calculateWallpaper(input)).toEqual(emptyCalculatorResult);
  });

  it("accepts the minimum roll size exactly", () => {
    // 352 * 1.1 / (12 / 12 * 10) = 38.72 -> 39 rolls.
    const result = calculateWallpaper({ ...bare, rollWidth: 12, rollLength: 10 });
    expect(result.singleRolls).toBe(39);
    expect(result.doubleRolls).toBe(20);
  });

  it("treats zero costs as free rather than invalid", () => {
    const result = calculateWallpaper({ ...base, wallpaperCost: 0, trimCost: 0, useTrim: true });
    expect(result.singleRolls).toBe(6);
    expect(result.total).toBe(0);
  });

  it("never returns a non-finite or negative figure", () => {
    const result = calculateWallpaper({ ...base, roomWidth: 1e308, roomLength: 1e308 });
    for (const value of Object.values(result)) {
      expect(Number.isFinite(value)).toBe(true);
      expect(value).toBeGreaterThanOrEqual(0);
    }
  });
});
