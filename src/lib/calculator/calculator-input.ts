/**
 * The calculator's inputs, defaults and limits (docs/product.md, 4.6 Roll calculator).
 * Lengths are in feet except roll width and pattern repeat, which are in inches because that is
 * how every wallpaper label states them.
 */

export const wallCounts = [1, 2, 3, 4] as const;
export type WallCount = (typeof wallCounts)[number];

export type CalculatorInput = {
  wallpaperCost: number;
  trimCost: number;
  useTrim: boolean;
  wallHeight: number;
  roomWidth: number;
  roomLength: number;
  numberOfWalls: WallCount;
  rollWidth: number;
  rollLength: number;
  patternRepeat: number;
  windowCount: number;
  doorCount: number;
  windowWidth: number;
  windowHeight: number;
  doorWidth: number;
  doorHeight: number;
};

export type CalculatorField = keyof CalculatorInput;

/** Form order: Room Dimensions, Windows & Doors, Wallpaper Specifications, Pricing. */
export const calculatorFields = [
  "wallHeight",
  "roomWidth",
  "roomLength",
  "numberOfWalls",
  "windowCount",
  "windowWidth",
  "windowHeight",
  "doorCount",
  "doorWidth",
  "doorHeight",
  "rollWidth",
  "rollLength",
  "patternRepeat",
  "wallpaperCost",
  "useTrim",
  "trimCost",
] as const satisfies readonly CalculatorField[];

export const calculatorDefaults: Readonly<CalculatorInput> = Object.freeze({
  wallpaperCost: 35,
  trimCost: 20,
  useTrim: false,
  wallHeight: 8,
  roomWidth: 10,
  roomLength: 12,
  numberOfWalls: 4,
  rollWidth: 20.5,
  rollLength: 33,
  patternRepeat: 0,
  windowCount: 2,
  doorCount: 1,
  windowWidth: 3,
  windowHeight: 4,
  doorWidth: 3,
  doorHeight: 7,
});

export const calculatorLimits = {
  /** Inches. Narrower than this is a border, not a roll. */
  minRollWidth: 12,
  /** Feet. */
  minRollLength: 10,
  /** A border or trim roll is 15 ft (a five-yard spool). */
  trimRollFeet: 15,
  wasteFactorPlain: 1.1,
  wasteFactorPatterned: 1.15,
  /** Inches added to each strip's cut length: 2 in at the ceiling and 2 in at the baseboard. */
  stripTrimAllowance: 4,
} as const;

export function isWallCount(value: unknown): value is WallCount {
  return value === 1 || value === 2 || value === 3 || value === 4;
}
