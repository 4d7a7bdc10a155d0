/**
 * The calculator form's layout: its sections, fields and select options. Limits and steps come
 * from the field rules, so the inputs' `min` and `step` match what the checks accept; labels,
 * hints and legends are the "calculator.form" messages of the page's language.
 */
import type { PatternMatch } from "@/content/catalog/taxonomy";

import { type CalculatorNumberField, calculatorNumberFieldRules } from "./calculator-field-rules";
import { type WallCount, calculatorLimits, wallCounts } from "./calculator-input";
import type { CalculatorTranslator } from "./calculator-text";

export type NumberFieldSpec = {
  field: CalculatorNumberField;
  /** Whole numbers (counts) get a numeric keypad and step 1. */
  whole: boolean;
  min: number;
};

function numberField(field: CalculatorNumberField): NumberFieldSpec {
  const { whole, min } = calculatorNumberFieldRules[field];
  return { field, whole, min };
}

export type FieldsetId = "room" | "openings" | "roll" | "pricing";

export type FieldsetSpec = {
  id: FieldsetId;
  /**
   * Grid columns that keep each section's related fields on one row; inputs align at the bottom
   * where labels may wrap, at the top where hints follow.
   */
  columns: string;
  fields: readonly (NumberFieldSpec | "numberOfWalls" | "match" | "useTrim")[];
};

/** The form's four numbered sections, in order (docs/product.md, 3.8 Guides and calculator). */
export const calculatorFieldsets: readonly FieldsetSpec[] = [
  {
    id: "room",
    columns: "grid-cols-2 items-end",
    fields: [
      numberField("wallHeight"),
      numberField("roomWidth"),
      numberField("roomLength"),
      "numberOfWalls",
    ],
  },
  {
    id: "openings",
    columns: "grid-cols-3 items-end",
    fields: [
      numberField("windowCount"),
      numberField("windowWidth"),
      numberField("windowHeight"),
      numberField("doorCount"),
      numberField("doorWidth"),
      numberField("doorHeight"),
    ],
  },
  {
    id: "roll",
    columns: "grid-cols-2 items-start",
    fields: [
      numberField("rollWidth"),
      numberField("rollLength"),
      numberField("patternRepeat"),
      "match",
    ],
  },
  {
    id: "pricing",
    columns: "grid-cols-2 items-end",
    fields: [numberField("wallpaperCost"), numberField("trimCost"), "useTrim"],
  },
];

/** The visible label of a number field, unit included: "Wall height (ft)". */
export function calculatorFieldLabel(
  field: CalculatorNumberField,
  t: CalculatorTranslator,
): string {
  return t(`form.labels.${field}`, { feet: calculatorLimits.trimRollFeet });
}

/** The line under a field that needs one: the roll's minimums and what a plain paper takes. */
export function calculatorFieldHint(
  field: CalculatorNumberField,
  t: CalculatorTranslator,
): string | undefined {
  switch (field) {
    case "rollWidth":
      return t("form.hints.rollWidth", { min: calculatorLimits.minRollWidth });
    case "rollLength":
      return t("form.hints.rollLength", { min: calculatorLimits.minRollLength });
    case "patternRepeat":
      return t("form.hints.patternRepeat");
    default:
      return undefined;
  }
}

export function calculatorFieldsetLegend(id: FieldsetId, t: CalculatorTranslator): string {
  return t(`form.legends.${id}`);
}

export function wallCountOptions(
  t: CalculatorTranslator,
): readonly { value: WallCount; label: string }[] {
  return wallCounts.map((value) => ({ value, label: t(`form.walls.options.${value}`) }));
}

const matchOptionKeys = [
  ["", "notSure"],
  ["straight", "straight"],
  ["half-drop", "halfDrop"],
  ["random", "random"],
] as const satisfies readonly (readonly [PatternMatch | "", string])[];

export function matchOptions(
  t: CalculatorTranslator,
): readonly { value: PatternMatch | ""; label: string }[] {
  return matchOptionKeys.map(([value, key]) => ({ value, label: t(`form.match.options.${key}`) }));
}
