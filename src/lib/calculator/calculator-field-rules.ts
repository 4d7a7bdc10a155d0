/**
 * Every calculator field's limits and messages, defined once as plain data. Two views are built
 * from this table: the zod schema that reads the URL on the server (form-schema.ts), and the
 * checks below, which the live form runs on every keystroke. The live form does without zod,
 * which would add about 100 kB (gzipped) to the page for sixteen number checks;
 * calculator-field-rules.test.ts compares the two views on every field with a table of inputs.
 */
import { type CalculatorField, calculatorLimits, isWallCount } from "./calculator-input";

/** The fields typed as numbers; the wall count is a select and trim a checkbox. */
export type CalculatorNumberField = Exclude<CalculatorField, "numberOfWalls" | "useTrim">;

export type NumberFieldRule = {
  kind: "number";
  min: number;
  max: number;
  /** Counts: whole numbers only, typed on a numeric keypad in steps of 1. */
  whole: boolean;
  notNumberMessage: string;
  notWholeMessage: string;
  /** The message when the value is under `min`. */
  minMessage: string;
  maxMessage: string;
};

/** The message for each field that fails its check. */
export type CalculatorErrors = Partial<Record<CalculatorField, string>>;

export type CalculatorFieldRule =
  NumberFieldRule | { kind: "walls"; message: string } | { kind: "boolean"; message: string };

function numberRule(
  label: string,
  {
    min = 0,
    max,
    unit,
    whole = false,
  }: { min?: number; max: number; unit?: string; whole?: boolean },
): NumberFieldRule {
  const amount = (value: number) => {
    const digits = value.toLocaleString("en-US");
    return unit ? `${digits} ${unit}` : digits;
  };
  return {
    kind: "number",
    min,
    max,
    whole,
    notNumberMessage: `${label} must be a number.`,
    notWholeMessage: `${label} must be a whole number.`,
    minMessage:
      min > 0 ? `${label} must be at least ${amount(min)}.` : `${label} cannot be negative.`,
    maxMessage: `${label} must be ${amount(max)} or less.`,
  };
}

const lengthInFeet = { max: 200, unit: "feet" } as const;
const count = { max: 50, whole: true } as const;
const pricePerRoll = { max: 10_000, unit: "dollars" } as const;

export const calculatorNumberFieldRules: Readonly<Record<CalculatorNumberField, NumberFieldRule>> =
  {
    wallHeight: numberRule("Wall height", lengthInFeet),
    roomWidth: numberRule("Room width", lengthInFeet),
    roomLength: numberRule("Room length", lengthInFeet),
    windowCount: numberRule("Number of windows", count),
    windowWidth: numberRule("Window width", lengthInFeet),
    windowHeight: numberRule("Window height", lengthInFeet),
    doorCount: numberRule("Number of doors", count),
    doorWidth: numberRule("Door width", lengthInFeet),
    doorHeight: numberRule("Door height", lengthInFeet),
    rollWidth: numberRule("Roll width", {
      min: calculatorLimits.minRollWidth,
      max: 120,
      unit: "inches",
    }),
    rollLength: numberRule("Roll length", {
      min: calculatorLimits.minRollLength,
      max: 500,
      unit: "feet",
    }),
    patternRepeat: numberRule("Pattern repeat", { max: 200, unit: "inches" }),
    wallpaperCost: numberRule("Wallpaper cost per roll", pricePerRoll),
    trimCost: numberRule("Trim cost per roll", pricePerRoll),
  };

export const wallCountRule = {
  kind: "walls",
  message: "Number of walls must be 1, 2, 3 or 4.",
} as const satisfies CalculatorFieldRule;

export const useTrimRule = {
  kind: "boolean",
  message: "Trim must be on or off.",
} as const satisfies CalculatorFieldRule;

export const calculatorFieldRules: Readonly<Record<CalculatorField, CalculatorFieldRule>> = {
  ...calculatorNumberFieldRules,
  numberOfWalls: wallCountRule,
  useTrim: useTrimRule,
};

/** An emptied field counts as 0 (docs/product.md, 4.6 Roll calculator). */
export function coerceCalculatorNumber(raw: string): number {
  const trimmed = raw.trim();
  return trimmed === "" ? 0 : Number(trimmed);
}

/** The first problem with a field's text, or undefined; same messages as the zod schema. */
export function checkCalculatorField(
  field: CalculatorField,
  raw: string | boolean,
): string | undefined {
  const rule = calculatorFieldRules[field];
  if (rule.kind === "boolean") return undefined;
  const value = typeof raw === "boolean" ? Number.NaN : coerceCalculatorNumber(raw);
  if (rule.kind === "walls") return isWallCount(value) ? undefined : rule.message;
  if (!Number.isFinite(value)) return rule.notNumberMessage;
  if (rule.whole && !Number.isInteger(value)) return rule.notWholeMessage;
  if (value < rule.min) return rule.minMessage;
  if (value > rule.max) return rule.maxMessage;
  return undefined;
}
