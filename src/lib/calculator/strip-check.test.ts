import { describe, expect, it } from "vitest";
import { type CalculatorInput, calculatorDefaults } from "./calculator-input";
import { calculateWallpaper } from "./calculate-wallpaper";
import { stripCheck } from "./strip-check";

const base: CalculatorInput = { ...calculatorDefaults };

describe("stripCheck", () => {
  it("works the 12 x 14 ft room with a 25 in repeat by hand", () => {
    // Cut length: 9 ft = 108 in + 4 in allowance = 112 in; ceil(112 / 25) = 5 repeats = 125 in.
    // Strips per roll: 33 ft = 396 in; floor(396 / 125) = 3.
    // Strips: walls 12, 12, 14, 14 ft = 144, 144, 168, 168 in;
    //   ceil(144 / 20.5) = ceil(7.02) = 8, ceil(168 / 20.5) = ceil(8.20) = 9; 2*8 + 2*9 = 34.
    // Rolls: ceil(34 / 3) = 12.
    // Area method for comparison: 2*12*9 + 2*14*9 = 468, less 45 of openings = 423 sq ft;
    //   423 * 1.15 / 56.375 = 8.63 -> 9 rolls. The strip count needs 3 more.
    const input = { ...base, roomWidth: 12, roomLength: 14, wallHeight: 9, patternRepeat: 25 };
    expect(calculateWallpaper(input).singleRolls).toBe(9);
    expect(stripCheck(input)).toEqual({
      status: "ok",
      cutLengthInches: 125,
      stripsPerRoll: 3,
      stripsNeeded: 34,
      rolls: 12,
      exceedsAreaEstimate: true,
      halfDropNote: false,
    });
  });

  it("works the default room without a repeat", () => {
    // Cut 96 + 4 = 100 in; floor(396 / 100) = 3 strips per roll.
    // Strips: ceil(120 / 20.5) = 6 twice, ceil(144 / 20.5) = 8 twice = 28; ceil(28 / 3) = 10.
    const result = stripCheck(base);
    expect(result).toMatchObject({
      status: "ok",
      cutLengthInches: 100,
      stripsPerRoll: 3,
      stripsNeeded: 28,
      rolls: 10,
      exceedsAreaEstimate: true,
    });
  });

  it.each([
    // walls, strips for w = 10 ft (6 strips) and l = 12 ft (8 strips)
    { walls: 4, strips: 28, rolls: 10 },
    { walls: 3, strips: 20, rolls: 7 },
    { walls: 2, strips: 12, rolls: 4 },
    { walls: 1, strips: 6, rolls: 2 },
  ] as const)("counts $strips strips on $walls wall(s)", ({ walls, strips, rolls }) => {
    const result = stripCheck({ ...base, numberOfWalls: walls });
    expect(result.stripsNeeded).toBe(strips);
    expect(result.rolls).toBe(rolls);
  });

  it("agrees with the area method when strips use the roll well", () => {
    // 27 in x 27 ft rolls on 8 ft walls: cut 100 in, floor(324 / 100) = 3 per roll.
    // One 9 ft wall = 108 in = exactly 4 strips -> ceil(4 / 3) = 2 rolls.
    // Area: 72 sq ft * 1.1 / (27 / 12 * 27 = 60.75) = 1.30 -> 2 rolls. Not exceeded.
    const input = {
      ...base,
      numberOfWalls: 1,
      roomWidth: 9,
      windowCount: 0,
      doorCount: 0,
      rollWidth: 27,
      rollLength: 27,
    } as const;
    expect(stripCheck(input)).toMatchObject({
      stripsNeeded: 4,
      rolls: 2,
      exceedsAreaEstimate: false,
    });
    expect(calculateWallpaper(input).singleRolls).toBe(2);
  });

  it("keeps a cut that is already a whole number of repeats", () => {
    // 8 ft + 4 in = 100 in = 4 repeats of 25 in exactly; no extra repeat is added.
    expect(stripCheck({ ...base, patternRepeat: 25 }).cutLengthInches).toBe(100);
  });

  it("ignores openings", () => {
    const withOpenings = stripCheck(base);
    const without = stripCheck({ ...base, windowCount: 0, doorCount: 0 });
    expect(withOpenings.stripsNeeded).toBe(without.stripsNeeded);
  });

  it("reports a roll too short for a single strip", () => {
    // 12 ft walls: 148 in cut, but a 10 ft roll is only 120 in.
    const result = stripCheck({ ...base, wallHeight: 12, rollLength: 10 });
    expect(result.status).toBe("roll-too-short");
    expect(result.stripsPerRoll).toBe(0);
    expect(result.rolls).toBe(0);
    expect(result.cutLengthInches).toBe(148);
  });

  it("notes a half-drop match only when there is a repeat", () => {
    expect(stripCheck({ ...base, patternRepeat: 21, match: "half-drop" }).halfDropNote).toBe(true);
    expect(stripCheck({ ...base, patternRepeat: 0, match: "half-drop" }).halfDropNote).toBe(false);
    expect(stripCheck({ ...base, patternRepeat: 21, match: "straight" }).halfDropNote).toBe(false);
  });

  it.each([
    { wallHeight: 0 },
    { roomWidth: 0 },
    { roomLength: -1 },
    { rollWidth: 10 },
    { rollLength: Number.NaN },
  ])("returns zeros for incomplete input %o", (change) => {
    expect(stripCheck({ ...base, ...change })).toMatchObject({
      status: "incomplete",
      cutLengthInches: 0,
      stripsPerRoll: 0,
      stripsNeeded: 0,
      rolls: 0,
      exceedsAreaEstimate: false,
    });
  });
});
