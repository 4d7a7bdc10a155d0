/**
 * Rounding that forgives binary floating point. `100 * 1.1 / (26.4 / 12 * 10)` is
 * 5.000000000000002 in IEEE doubles, and a naive `Math.ceil` would order a sixth roll. Values
 * within a billionth of a whole number are treated as that whole number first.
 */
const TOLERANCE = 1e-9;

export function snapToInteger(value: number): number {
  const nearest = Math.round(value);
  return Math.abs(value - nearest) < TOLERANCE ? nearest : value;
}

export function preciseCeil(value: number): number {
  return Math.ceil(snapToInteger(value));
}

export function preciseFloor(value: number): number {
  return Math.floor(snapToInteger(value));
}
