/**
 * The numbers the visualiser states in words: how many repeats fit up a wall of a given height,
 * and the one-line summary a screen reader (and everyone else) can read instead of the picture.
 */

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

/** "8 ft", "8.5 ft": at most one decimal. */
export function formatFeet(feet: number): string {
  return `${Number(feet.toFixed(1))} ft`;
}

function formatRepeatInches(inches: number): string {
  return `${Number(inches.toFixed(2))} in`;
}

/** The height typed or linked in, if it is a usable number of feet; otherwise null. */
export function parseWallHeightFeet(value: string | null | undefined): number | null {
  if (value === null || value === undefined || value.trim() === "") return null;
  const feet = Number(value);
  if (!Number.isFinite(feet)) return null;
  return feet >= minWallHeightFeet && feet <= maxWallHeightFeet ? feet : null;
}

/**
 * "Tidewater Pastorale on a wall 8 ft high, 21 in repeat: about 4.5 repeats high". Papers
 * without a vertical repeat and murals say what they are instead.
 */
export function wallSummary(options: {
  productName: string;
  wallHeightFeet: number;
  verticalRepeatInches: number | null;
  mural: boolean;
}): string {
  const { productName, wallHeightFeet, verticalRepeatInches, mural } = options;
  const wall = `${productName} on a wall ${formatFeet(wallHeightFeet)} high`;
  if (mural) return `${wall}: one mural sized to the wall`;
  if (verticalRepeatInches === null) return `${wall}: no pattern repeat, a continuous texture`;
  const repeats = roundToHalf(repeatsHigh(wallHeightFeet, verticalRepeatInches));
  const count = repeats === 1 ? "1 repeat" : `${repeats} repeats`;
  return `${wall}, ${formatRepeatInches(verticalRepeatInches)} repeat: about ${count} high`;
}
