/**
 * The paint-out brush: its size from the slider, and the cursor the keyboard moves (arrow keys,
 * Shift for larger steps) before Space paints at it.
 */
import type { Point } from "./geometry";
import { keyboardLargeStep, keyboardStep, pointAfterArrow } from "./wall-handles";

export const minBrushPercent = 1;
export const maxBrushPercent = 12;
export const defaultBrushPercent = 4;

/** The brush's radius in photo pixels: a percentage of the photo's longer side. */
export function brushRadius(percent: number, width: number, height: number): number {
  const clamped = Math.min(maxBrushPercent, Math.max(minBrushPercent, percent));
  return Math.max(1, (clamped / 100) * Math.max(width, height));
}

/** The brush cursor (fractions of the photo) after an arrow key, or null for any other key. */
export function brushAfterKey(point: Point, key: string, large: boolean): Point | null {
  // Twice a corner's step: a brush stroke needs less precision than a corner.
  return pointAfterArrow(point, key, (large ? keyboardLargeStep : keyboardStep) * 2);
}
