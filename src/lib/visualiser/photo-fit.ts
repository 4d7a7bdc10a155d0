/**
 * The working size of a visitor's photo. A phone's 12 MP picture is far more than a screen shows
 * and each repaint touches every pixel, so the tool works on a copy at most this long.
 */
export const maxWorkingSide = 1600;

/** The size that fits within `maxSide` on the long side, keeping the proportions; never larger. */
export function fitWithin(
  width: number,
  height: number,
  maxSide = maxWorkingSide,
): { width: number; height: number; scaled: boolean } {
  const long = Math.max(width, height);
  if (!(long > maxSide)) return { width, height, scaled: false };
  const scale = maxSide / long;
  return {
    width: Math.max(1, Math.round(width * scale)),
    height: Math.max(1, Math.round(height * scale)),
    scaled: true,
  };
}

/** The draft size drawn while a corner or the brush is moving: about a quarter of the pixels. */
export function draftSize(width: number, height: number): { width: number; height: number } {
  return { width: Math.max(1, Math.round(width / 2)), height: Math.max(1, Math.round(height / 2)) };
}
