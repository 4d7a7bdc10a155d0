/**
 * The calculator form as the visitor typed it, and everything derived from it. The server (from
 * the URL) and the client leaf (from the inputs) both go through here, so the page without
 * JavaScript and the live form always show the same figures for the same values.
 */
import type { PatternMatch } from "@/content/catalog/taxonomy";
import { type SearchParamsInput, firstSearchParam } from "@/lib/utils/search-params";

import {
  type CalculatorResult,
  calculateWallpaper,
  emptyCalculatorResult,
} from "./calculate-wallpaper";
import {
  type CalculatorErrors,
  checkCalculatorField,
  coerceCalculatorNumber,
} from "./calculator-field-rules";
import {
  type CalculatorField,
  type CalculatorInput,
  calculatorDefaults,
  calculatorFields,
  isWallCount,
} from "./calculator-input";
import { type StripCheckResult, stripCheck } from "./strip-check";

export type NumericCalculatorField = Exclude<CalculatorField, "useTrim">;

/** Text fields hold exactly what is in the input, so "5" or "" survive until they are fixed. */
export type CalculatorFormValues = Record<NumericCalculatorField, string> & {
  useTrim: boolean;
  /** "" when the visitor has not said. */
  match: PatternMatch | "";
};

export type CalculatorDerived = {
  values: CalculatorInput;
  /** The issue of each invalid field; calculatorErrorMessage gives its sentence. */
  errors: CalculatorErrors;
  /** Zeros while any field is invalid: a figure from a half-typed value would mislead. */
  result: CalculatorResult;
  /** null while any field is invalid. */
  strip: StripCheckResult | null;
};

export const numericCalculatorFields = calculatorFields.filter(
  (field): field is NumericCalculatorField => field !== "useTrim",
);

export const defaultCalculatorFormValues: Readonly<CalculatorFormValues> = Object.freeze({
  ...(Object.fromEntries(
    numericCalculatorFields.map((field) => [field, String(calculatorDefaults[field])]),
  ) as Record<NumericCalculatorField, string>),
  useTrim: calculatorDefaults.useTrim,
  match: "",
});

// Spelled out rather than imported from the taxonomy, which would bring the whole catalog
// vocabulary into the browser bundle; calculator-form-state.test.ts checks it against
// patternMatches.
export const calculatorMatches = [
  "straight",
  "half-drop",
  "random",
] as const satisfies readonly PatternMatch[];

function isPatternMatch(value: string): value is PatternMatch {
  return (calculatorMatches as readonly string[]).includes(value);
}

const truthy = new Set(["true", "on", "1", "yes"]);

/**
 * The form's values from the page's search params. Absent fields take the defaults;
 * present ones are kept verbatim (validation happens in deriveCalculator). A wall count the
 * select cannot show, an unknown match or a product id that is not a number are dropped.
 */
export function calculatorFormFromSearchParams(params: SearchParamsInput): {
  form: CalculatorFormValues;
  productId?: number;
} {
  const form: CalculatorFormValues = { ...defaultCalculatorFormValues };
  for (const field of numericCalculatorFields) {
    const value = firstSearchParam(params, field);
    if (value !== undefined) form[field] = value.trim();
  }
  if (!isWallCount(Number(form.numberOfWalls))) {
    form.numberOfWalls = defaultCalculatorFormValues.numberOfWalls;
  }
  const useTrim = firstSearchParam(params, "useTrim");
  if (useTrim !== undefined) form.useTrim = truthy.has(useTrim.trim().toLowerCase());
  const match = firstSearchParam(params, "match")?.trim().toLowerCase();
  if (match !== undefined && isPatternMatch(match)) form.match = match;

  const product = firstSearchParam(params, "product")?.trim();
  const productId = product && /^\d{1,9}$/.test(product) ? Number(product) : undefined;
  return productId === undefined ? { form } : { form, productId };
}

/**
 * Numbers, errors, the area estimate and the strip check for the current form values. A field
 * that fails its check keeps its default in `values` (as parseCalculatorFields does), and every
 * figure is zero until it is fixed.
 */
export function deriveCalculator(form: CalculatorFormValues): CalculatorDerived {
  const errors: CalculatorErrors = {};
  const values: CalculatorInput = { ...calculatorDefaults, useTrim: form.useTrim };
  for (const field of numericCalculatorFields) {
    const issue = checkCalculatorField(field, form[field]);
    if (issue) {
      errors[field] = issue;
      continue;
    }
    const value = coerceCalculatorNumber(form[field]);
    if (field === "numberOfWalls") {
      if (isWallCount(value)) values.numberOfWalls = value;
    } else {
      values[field] = value;
    }
  }
  if (Object.keys(errors).length > 0) {
    return { values, errors, result: { ...emptyCalculatorResult }, strip: null };
  }
  const match = form.match === "" ? {} : { match: form.match };
  return {
    values,
    errors,
    result: calculateWallpaper(values),
    strip: stripCheck({ ...values, ...match }),
  };
}

/**
 * The query string (without "?") for the address bar: only what differs from the defaults, so an
 * untouched form keeps the bare /wallpaper-calculator link.
 */
export function calculatorFormQuery(form: CalculatorFormValues, productId?: number): string {
  const params = new URLSearchParams();
  for (const field of calculatorFields) {
    if (field === "useTrim") {
      if (form.useTrim !== defaultCalculatorFormValues.useTrim) {
        params.set("useTrim", String(form.useTrim));
      }
    } else if (form[field] !== defaultCalculatorFormValues[field]) {
      params.set(field, form[field]);
    }
  }
  if (form.match !== "") params.set("match", form.match);
  if (productId !== undefined) params.set("product", String(productId));
  return params.toString();
}
