/**
 * The calculator form's layout: its sections, labels, hints and select options. Limits and steps
 * come from the field rules, so the inputs' `min` and `step` match what the checks accept.
 */
import type { PatternMatch } from "@/content/catalog/taxonomy";

import { type CalculatorNumberField, calculatorNumberFieldRules } from "./calculator-field-rules";
import { calculatorLimits } from "./calculator-input";

export type NumberFieldSpec = {
  field: CalculatorNumberField;
  /** The visible label, unit included. */
  label: string;
  /** Whole numbers (counts) get a numeric keypad and step 1. */
  whole: boolean;
  min: number;
  hint?: string;
};

function numberField(field: CalculatorNumberField, label: string, hint?: string): NumberFieldSpec {
  const { whole, min } = calculatorNumberFieldRules[field];
  return hint === undefined ? { field, label, whole, min } : { field, label, whole, min, hint };
}

export type FieldsetSpec = {
  id: string;
  legend: string;
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
    legend: "Room Dimensions",
    columns: "grid-cols-2 items-end",
    fields: [
      numberField("wallHeight", "Wall height (ft)"),
      numberField("roomWidth", "Room width (ft)"),
      numberField("roomLength", "Room length (ft)"),
      "numberOfWalls",
    ],
  },
  {
    id: "openings",
    legend: "Windows & Doors",
    columns: "grid-cols-3 items-end",
    fields: [
      numberField("windowCount", "Number of windows"),
      numberField("windowWidth", "Window width (ft)"),
      numberField("windowHeight", "Window height (ft)"),
      numberField("doorCount", "Number of doors"),
      numberField("doorWidth", "Door width (ft)"),
      numberField("doorHeight", "Door height (ft)"),
    ],
  },
  {
    id: "roll",
    legend: "Wallpaper Specifications",
    columns: "grid-cols-2 items-start",
    fields: [
      numberField("rollWidth", "Roll width (in)", `At least ${calculatorLimits.minRollWidth} in.`),
      numberField(
        "rollLength",
        "Roll length (ft)",
        `At least ${calculatorLimits.minRollLength} ft.`,
      ),
      numberField("patternRepeat", "Pattern repeat (in)", "0 for a plain paper."),
      "match",
    ],
  },
  {
    id: "pricing",
    legend: "Pricing",
    columns: "grid-cols-2 items-end",
    fields: [
      numberField("wallpaperCost", "Cost per single roll ($)"),
      numberField("trimCost", `Trim cost per ${calculatorLimits.trimRollFeet} ft roll ($)`),
      "useTrim",
    ],
  },
];

export const matchOptions: readonly { value: PatternMatch | ""; label: string }[] = [
  { value: "", label: "Not sure" },
  { value: "straight", label: "Straight" },
  { value: "half-drop", label: "Half-drop" },
  { value: "random", label: "Random" },
];
