import type { PatternMatch } from "@/content/catalog/taxonomy";
import { type CalculatorInput, type WallCount, calculatorLimits } from "./calculator-input";
import { calculateWallpaper, isEstimableInput } from "./calculate-wallpaper";
import { preciseCeil, preciseFloor } from "./snap";

export type StripCheckInput = CalculatorInput & { match?: PatternMatch };

export type StripCheckStatus =
  /** The figures are a real count. */
  | "ok"
  /** The room or roll is missing or invalid; every figure is 0. */
  | "incomplete"
  /** Not one full strip fits on a roll, so no number of rolls will do. */
  | "roll-too-short";

export type StripCheckResult = {
  status: StripCheckStatus;
  cutLengthInches: number;
  stripsPerRoll: number;
  stripsNeeded: number;
  rolls: number;
  /** The strip count needs more rolls than the area method's single-roll figure. */
  exceedsAreaEstimate: boolean;
  /** A half-drop match with a repeat: alternate strips start half a repeat lower, so allow more. */
  halfDropNote: boolean;
};

const emptyStripCheck: StripCheckResult = {
  status: "incomplete",
  cutLengthInches: 0,
  stripsPerRoll: 0,
  stripsNeeded: 0,
  rolls: 0,
  exceedsAreaEstimate: false,
  halfDropNote: false,
};

function wallWidths(walls: WallCount, width: number, length: number): number[] {
  switch (walls) {
    case 4:
      return [width, width, length, length];
    case 3:
      return [width, width, length];
    case 2:
      return [width, width];
    case 1:
      return [width];
  }
}

/**
 * The trade estimator's cross-check: count whole strips instead of square feet. Each strip is cut
 * to the wall height plus a trim allowance, rounded up to whole pattern repeats so every strip
 * starts at the same point of the design; the leftover at the end of each roll is waste. Openings
 * are ignored because strips above and below windows still come from full-length cuts.
 */
export function stripCheck(input: StripCheckInput): StripCheckResult {
  const halfDropNote = input.match === "half-drop" && input.patternRepeat > 0;
  if (!isEstimableInput(input)) return { ...emptyStripCheck, halfDropNote };

  const rawCut = input.wallHeight * 12 + calculatorLimits.stripTrimAllowance;
  const cutLengthInches =
    input.patternRepeat > 0
      ? preciseCeil(rawCut / input.patternRepeat) * input.patternRepeat
      : rawCut;
  const stripsPerRoll = preciseFloor((input.rollLength * 12) / cutLengthInches);
  const stripsNeeded = wallWidths(input.numberOfWalls, input.roomWidth, input.roomLength).reduce(
    (sum, feet) => sum + preciseCeil((feet * 12) / input.rollWidth),
    0,
  );

  if (stripsPerRoll === 0) {
    return {
      ...emptyStripCheck,
      status: "roll-too-short",
      cutLengthInches,
      stripsNeeded,
      halfDropNote,
    };
  }

  const rolls = preciseCeil(stripsNeeded / stripsPerRoll);
  const result: StripCheckResult = {
    status: "ok",
    cutLengthInches,
    stripsPerRoll,
    stripsNeeded,
    rolls,
    exceedsAreaEstimate: rolls > calculateWallpaper(input).singleRolls,
    halfDropNote,
  };
  return [cutLengthInches, stripsPerRoll, stripsNeeded, rolls].every(Number.isFinite)
    ? result
    : { ...emptyStripCheck, halfDropNote };
}
