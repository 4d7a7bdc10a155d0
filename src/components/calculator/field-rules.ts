/**
 * The calculator's field checks without zod. The live form re-validates on every keystroke in
 * the browser, and zod's schemas would add about 100 kB (gzipped) to the page for sixteen number
 * checks. These rules mirror `calculatorFieldSchemas` in src/lib/calculator/form-schema.ts message
 * for message; field-rules.test.ts compares the two on every field with a table of inputs, so
 * they cannot drift apart unnoticed.
 */
import {
  type CalculatorField,
  calculatorLimits,
  isWallCount,
} from "@/lib/calculator/calculator-input";

type NumberRule = {
  kind: "number";
  label: string;
  min: number;
  max: number;
  /** The message when the value is under `min`. */
  minMessage: string;
  maxMessage: string;
  whole?: boolean;
};

type FieldRule = NumberRule | { kind: "walls" } | { kind: "boolean" };

function amount(label: string, max: number, unit: string): NumberRule {
  return {
    kind: "number",
    label,
    min: 0,
    max,
    minMessage: `${label} cannot be negative.`,
    maxMessage: `${label} must be ${max.toLocaleString("en-US")} ${unit} or less.`,
  };
}

function count(label: string): NumberRule {
  return {
    kind: "number",
    label,
    min: 0,
    max: 50,
    whole: true,
    minMessage: `${label} cannot be negative.`,
    maxMessage: `${label} must be 50 or less.`,
  };
}

const rules: Record<CalculatorField, FieldRule> = {
  wallpaperCost: amount("Wallpaper cost per roll", 10_000, "dollars"),
  trimCost: amount("Trim cost per roll", 10_000, "dollars"),
  useTrim: { kind: "boolean" },
  wallHeight: amount("Wall height", 200, "feet"),
  roomWidth: amount("Room width", 200, "feet"),
  roomLength: amount("Room length", 200, "feet"),
  numberOfWalls: { kind: "walls" },
  rollWidth: {
    kind: "number",
    label: "Roll width",
    min: calculatorLimits.minRollWidth,
    max: 120,
    minMessage: `Roll width must be at least ${calculatorLimits.minRollWidth} inches.`,
    maxMessage: "Roll width must be 120 inches or less.",
  },
  rollLength: {
    kind: "number",
    label: "Roll length",
    min: calculatorLimits.minRollLength,
    max: 500,
    minMessage: `Roll length must be at least ${calculatorLimits.minRollLength} feet.`,
    maxMessage: "Roll length must be 500 feet or less.",
  },
  patternRepeat: amount("Pattern repeat", 200, "inches"),
  windowCount: count("Number of windows"),
  doorCount: count("Number of doors"),
  windowWidth: amount("Window width", 200, "feet"),
  windowHeight: amount("Window height", 200, "feet"),
  doorWidth: amount("Door width", 200, "feet"),
  doorHeight: amount("Door height", 200, "feet"),
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
  const rule = rules[field];
  if (rule.kind === "boolean") return undefined;
  const value = typeof raw === "boolean" ? Number.NaN : coerceCalculatorNumber(raw);
  if (rule.kind === "walls") {
    return isWallCount(value) ? undefined : "Number of walls must be 1, 2, 3 or 4.";
  }
  if (!Number.isFinite(value)) return `${rule.label} must be a number.`;
  if (rule.whole && !Number.isInteger(value)) return `${rule.label} must be a whole number.`;
  if (value < rule.min) return rule.minMessage;
  if (value > rule.max) return rule.maxMessage;
  return undefined;
}
