/**
 * The numbers the visualiser states in words: how many repeats fit up a wall of a given height,
 * and the one-line summary a screen reader (and everyone else) can read instead of the picture.
 */
import { formatFigure, type Translate } from "./texts";

export const defaultWallHeightFeet = 8;
export const minWallHeightFeet = 6;
export const maxWallHeightFeet = 30;

/** Repeats of `repeatInches` up a wall `wallHeightFeet` high, unrounded. */
export function repeatsHigh(wallHeightFeet: number, repeatInches: number): number {
  return (wallHeightFeet * 12) / repeatInches;
}

/** Rounded to the nearest half, which is as exact as anyone counts repeats on a wall. */
export function roundToHalf(value: number): number {
  return Math.round(value * 2) / 2;
}

/** "8", "8.5": a wall height as the summary writes it, at most one decimal. */
export function formatFeet(feet: number): string {
  return formatFigure(feet, 1);
}

/** The height typed or linked in, if it is a usable number of feet; otherwise null. */
export function parseWallHeightFeet(value: string | null | undefined): number | null {
  if (value === null || value === undefined || value.trim() === "") return null;
  const feet = Number(value);
  if (!Number.isFinite(feet)) return null;
  return feet >= minWallHeightFeet && feet <= maxWallHeightFeet ? feet : null;
}

export type WallSummaryKey = "wall" | "mural" | "plain" | "repeat";

/**
 * "Tidewater Pastorale on a wall 8 ft high, 21 in repeat: about 4.5 repeats high" (or "... en
 * una pared de 8 pies de alto, ..."). Papers without a vertical repeat and murals say what they
 * are instead. The words are the `visualiser.summary` messages of the page's language.
 */
export function wallSummary(
  options: {
    productName: string;
    wallHeightFeet: number;
    verticalRepeatInches: number | null;
    mural: boolean;
  },
  t: Translate<WallSummaryKey>,
): string {
  const { productName, wallHeightFeet, verticalRepeatInches, mural } = options;
  const wall = t("wall", { name: productName, feet: formatFeet(wallHeightFeet) });
  if (mural) return t("mural", { wall });
  if (verticalRepeatInches === null) return t("plain", { wall });
  const repeats = roundToHalf(repeatsHigh(wallHeightFeet, verticalRepeatInches));
  return t("repeat", {
    wall,
    inches: formatFigure(verticalRepeatInches, 2),
    count: repeats,
    repeats: formatFigure(repeats, 1),
  });
}
