import {
  type CalculatorInput,
  type WallCount,
  calculatorLimits,
  isWallCount,
} from "./calculator-input";
import { preciseCeil } from "./snap";

export type CalculatorResult = {
  /** Net wall area to cover, in square feet, after windows and doors. */
  area: number;
  /** Feet of border or trim; 0 unless trim is used. */
  trimLength: number;
  singleRolls: number;
  doubleRolls: number;
  trimRolls: number;
  wallpaperExpense: number;
  trimExpense: number;
  total: number;
};

export const emptyCalculatorResult: Readonly<CalculatorResult> = Object.freeze({
  area: 0,
  trimLength: 0,
  singleRolls: 0,
  doubleRolls: 0,
  trimRolls: 0,
  wallpaperExpense: 0,
  trimExpense: 0,
  total: 0,
});

const numericFields = [
  "wallpaperCost",
  "trimCost",
  "wallHeight",
  "roomWidth",
  "roomLength",
  "rollWidth",
  "rollLength",
  "patternRepeat",
  "windowCount",
  "doorCount",
  "windowWidth",
  "windowHeight",
  "doorWidth",
  "doorHeight",
] as const satisfies readonly (keyof CalculatorInput)[];

/**
 * True when the input can produce an estimate: the room has a height, width and length, every
 * number is finite and not negative, counts are whole, and the roll is at least the minimum size.
 * Anything else yields zeros rather than NaN or a negative figure on screen.
 */
export function isEstimableInput(input: CalculatorInput): boolean {
  for (const field of numericFields) {
    const value = input[field];
    if (typeof value !== "number" || !Number.isFinite(value) || value < 0) return false;
  }
  if (!Number.isInteger(input.windowCount) || !Number.isInteger(input.doorCount)) return false;
  if (!isWallCount(input.numberOfWalls)) return false;
  if (input.rollWidth < calculatorLimits.minRollWidth) return false;
  if (input.rollLength < calculatorLimits.minRollLength) return false;
  return input.wallHeight > 0 && input.roomWidth > 0 && input.roomLength > 0;
}

export function grossWallArea(walls: WallCount, width: number, length: number, height: number) {
  switch (walls) {
    case 4:
      return 2 * width * height + 2 * length * height;
    case 3:
      return 2 * width * height + length * height;
    case 2:
      return 2 * width * height;
    case 1:
      return width * height;
  }
}

export function trimLengthFor(walls: WallCount, width: number, length: number) {
  switch (walls) {
    case 4:
      return 2 * (width + length);
    case 3:
      return 2 * width + length;
    case 2:
      return 2 * width;
    case 1:
      return width;
  }
}

/** The area method: net area plus 10% waste, or 15% for a patterned paper. */
export function calculateWallpaper(input: CalculatorInput): CalculatorResult {
  if (!isEstimableInput(input)) return { ...emptyCalculatorResult };

  const gross = grossWallArea(
    input.numberOfWalls,
    input.roomWidth,
    input.roomLength,
    input.wallHeight,
  );
  const openings =
    input.windowCount * input.windowWidth * input.windowHeight +
    input.doorCount * input.doorWidth * input.doorHeight;
  const area = Math.max(0, gross - openings);

  const rollArea = (input.rollWidth / 12) * input.rollLength;
  const factor =
    input.patternRepeat > 0
      ? calculatorLimits.wasteFactorPatterned
      : calculatorLimits.wasteFactorPlain;
  const singleRolls = preciseCeil((area * factor) / rollArea);
  const doubleRolls = preciseCeil(singleRolls / 2);
  const wallpaperExpense = singleRolls * input.wallpaperCost;

  const trimLength = input.useTrim
    ? trimLengthFor(input.numberOfWalls, input.roomWidth, input.roomLength)
    : 0;
  const trimRolls = preciseCeil(trimLength / calculatorLimits.trimRollFeet);
  const trimExpense = trimRolls * input.trimCost;

  const result: CalculatorResult = {
    area,
    trimLength,
    singleRolls,
    doubleRolls,
    trimRolls,
    wallpaperExpense,
    trimExpense,
    total: wallpaperExpense + trimExpense,
  };
  // Absurd inputs (1e308 ft walls) can still overflow; an estimate of zero beats "Infinity".
  return Object.values(result).every(Number.isFinite) ? result : { ...emptyCalculatorResult };
}
