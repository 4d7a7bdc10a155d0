import type { NumericCalculatorField } from "./calculator-form-state";

export type NumberFieldSpec = {
  field: Exclude<NumericCalculatorField, "numberOfWalls">;
  /** The visible label, unit included. */
  label: string;
  /** Whole numbers (counts) get a numeric keypad and step 1. */
  whole?: boolean;
  min: number;
  hint?: string;
};

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
      { field: "wallHeight", label: "Wall height (ft)", min: 0 },
      { field: "roomWidth", label: "Room width (ft)", min: 0 },
      { field: "roomLength", label: "Room length (ft)", min: 0 },
      "numberOfWalls",
    ],
  },
  {
    id: "openings",
    legend: "Windows & Doors",
    columns: "grid-cols-3 items-end",
    fields: [
      { field: "windowCount", label: "Number of windows", whole: true, min: 0 },
      { field: "windowWidth", label: "Window width (ft)", min: 0 },
      { field: "windowHeight", label: "Window height (ft)", min: 0 },
      { field: "doorCount", label: "Number of doors", whole: true, min: 0 },
      { field: "doorWidth", label: "Door width (ft)", min: 0 },
      { field: "doorHeight", label: "Door height (ft)", min: 0 },
    ],
  },
  {
    id: "roll",
    legend: "Wallpaper Specifications",
    columns: "grid-cols-2 items-start",
    fields: [
      { field: "rollWidth", label: "Roll width (in)", min: 12, hint: "At least 12 in." },
      { field: "rollLength", label: "Roll length (ft)", min: 10, hint: "At least 10 ft." },
      {
        field: "patternRepeat",
        label: "Pattern repeat (in)",
        min: 0,
        hint: "0 for a plain paper.",
      },
      "match",
    ],
  },
  {
    id: "pricing",
    legend: "Pricing",
    columns: "grid-cols-2 items-end",
    fields: [
      { field: "wallpaperCost", label: "Cost per single roll ($)", min: 0 },
      { field: "trimCost", label: "Trim cost per 15 ft roll ($)", min: 0 },
      "useTrim",
    ],
  },
];
