/**
 * Every calculator field's limits, defined once as plain data. Two views are built from this
 * table: the zod schema that reads the URL on the server (form-schema.ts), and the checks below,
 * which the live form runs on every keystroke. The live form does without zod, which would add
 * about 100 kB (gzipped) to the page for sixteen number checks; calculator-field-rules.test.ts
 * compares the two views on every field with a table of inputs.
 *
 * Both views answer with an issue code, not a sentence: the words are in the "calculator"
 * messages of each language, so the browser receives the page's language only and this module
 * stays free of text. calculatorErrorMessage turns a field and its issue into the sentence.
 */
import { type CalculatorField, calculatorLimits, isWallCount } from "./calculator-input";
import { type CalculatorText, calculatorNumberLocale } from "./calculator-text";

/** The fields typed as numbers; the wall count is a select and trim a checkbox. */
export type CalculatorNumberField = Exclude<CalculatorField, "numberOfWalls" | "useTrim">;

/** How a limit is stated in a message ("12 inches", "10,000 dollars"); counts have none. */
export type CalculatorUnit = "feet" | "inches" | "dollars";

export type NumberFieldRule = {
  kind: "number";
  min: number;
  max: number;
  /** Counts: whole numbers only, typed on a numeric keypad in steps of 1. */
  whole: boolean;
  unit?: CalculatorUnit;
};

/** Why a field's value was refused; each has its sentence in the "calculator.validation" messages. */
export const calculatorIssues = [
  "notNumber",
  "notWhole",
  "tooSmall",
  "negative",
  "tooLarge",
  "walls",
  "trim",
  "invalid",
] as const;

export type CalculatorIssue = (typeof calculatorIssues)[number];

/** The issue for each field that fails its check. */
export type CalculatorErrors = Partial<Record<CalculatorField, CalculatorIssue>>;

export type CalculatorFieldRule =
  NumberFieldRule | { kind: "walls"; issue: "walls" } | { kind: "boolean"; issue: "trim" };

export function isCalculatorIssue(value: unknown): value is CalculatorIssue {
  return typeof value === "string" && (calculatorIssues as readonly string[]).includes(value);
}

function numberRule({
  min = 0,
  max,
  unit,
  whole = false,
}: {
  min?: number;
  max: number;
  unit?: CalculatorUnit;
  whole?: boolean;
}): NumberFieldRule {
  return unit ? { kind: "number", min, max, whole, unit } : { kind: "number", min, max, whole };
}

const lengthInFeet = { max: 200, unit: "feet" } as const;
const count = { max: 50, whole: true } as const;
const pricePerRoll = { max: 10_000, unit: "dollars" } as const;

export const calculatorNumberFieldRules: Readonly<Record<CalculatorNumberField, NumberFieldRule>> =
  {
    wallHeight: numberRule(lengthInFeet),
    roomWidth: numberRule(lengthInFeet),
    roomLength: numberRule(lengthInFeet),
    windowCount: numberRule(count),
    windowWidth: numberRule(lengthInFeet),
    windowHeight: numberRule(lengthInFeet),
    doorCount: numberRule(count),
    doorWidth: numberRule(lengthInFeet),
    doorHeight: numberRule(lengthInFeet),
    rollWidth: numberRule({ min: calculatorLimits.minRollWidth, max: 120, unit: "inches" }),
    rollLength: numberRule({ min: calculatorLimits.minRollLength, max: 500, unit: "feet" }),
    patternRepeat: numberRule({ max: 200, unit: "inches" }),
    wallpaperCost: numberRule(pricePerRoll),
    trimCost: numberRule(pricePerRoll),
  };

export const wallCountRule = {
  kind: "walls",
  issue: "walls",
} as const satisfies CalculatorFieldRule;

export const useTrimRule = {
  kind: "boolean",
  issue: "trim",
} as const satisfies CalculatorFieldRule;

export const calculatorFieldRules: Readonly<Record<CalculatorField, CalculatorFieldRule>> = {
  ...calculatorNumberFieldRules,
  numberOfWalls: wallCountRule,
  useTrim: useTrimRule,
};

/** A value under the minimum: with a minimum of 0 the plain words are "cannot be negative". */
export function minimumIssue(rule: NumberFieldRule): "tooSmall" | "negative" {
  return rule.min > 0 ? "tooSmall" : "negative";
}

/** An emptied field counts as 0 (docs/product.md, 4.6 Roll calculator). */
export function coerceCalculatorNumber(raw: string): number {
  const trimmed = raw.trim();
  return trimmed === "" ? 0 : Number(trimmed);
}

/** The first problem with a field's text, or undefined; the same issue as the zod schema's. */
export function checkCalculatorField(
  field: CalculatorField,
  raw: string | boolean,
): CalculatorIssue | undefined {
  const rule = calculatorFieldRules[field];
  if (rule.kind === "boolean") return undefined;
  const value = typeof raw === "boolean" ? Number.NaN : coerceCalculatorNumber(raw);
  if (rule.kind === "walls") return isWallCount(value) ? undefined : rule.issue;
  if (!Number.isFinite(value)) return "notNumber";
  if (rule.whole && !Number.isInteger(value)) return "notWhole";
  if (value < rule.min) return minimumIssue(rule);
  if (value > rule.max) return "tooLarge";
  return undefined;
}

/** The sentence shown under a field for its issue, in the page's language. */
export function calculatorErrorMessage(
  field: CalculatorField,
  issue: CalculatorIssue,
  { t, locale }: CalculatorText,
): string {
  if (issue === "walls" || issue === "trim" || issue === "invalid") return t(`validation.${issue}`);
  if (field === "numberOfWalls") return t("validation.walls");
  if (field === "useTrim") return t("validation.trim");
  const rule = calculatorNumberFieldRules[field];
  const name = t(`validation.fieldNames.${field}`);
  const amount = (limit: number) => {
    const value = limit.toLocaleString(calculatorNumberLocale(locale));
    return rule.unit ? t(`validation.amounts.${rule.unit}`, { value }) : value;
  };
  switch (issue) {
    case "notNumber":
    case "notWhole":
    case "negative":
      return t(`validation.${issue}`, { field: name });
    case "tooSmall":
      return t("validation.tooSmall", { field: name, amount: amount(rule.min) });
    case "tooLarge":
      return t("validation.tooLarge", { field: name, amount: amount(rule.max) });
  }
}
