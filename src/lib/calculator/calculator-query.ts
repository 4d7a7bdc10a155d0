import { z } from "zod";
import { type PatternMatch, patternMatches } from "@/content/catalog/taxonomy";
import { type SearchParamsInput, firstSearchParam } from "@/lib/utils/search-params";
import { type CalculatorErrors } from "./calculator-field-rules";
import {
  type CalculatorField,
  type CalculatorInput,
  calculatorDefaults,
  calculatorFields,
} from "./calculator-input";
import { parseCalculatorFields } from "./form-schema";

/** Context a product page passes along when it links to the calculator. */
export type CalculatorExtras = {
  /** The product id the estimate is for. */
  product?: number;
  match?: PatternMatch;
};

export type CalculatorQueryErrors = CalculatorErrors & { product?: string; match?: string };

const productSchema = z.coerce
  .number({ error: "Product must be a product number." })
  .int({ error: "Product must be a product number." })
  .positive({ error: "Product must be a product number." });

const matchSchema = z.enum(patternMatches, {
  error: "Match must be straight, half-drop or random.",
});

/**
 * Turns the calculator page's URL into form values. Missing fields take the defaults; an
 * empty field counts as 0; an invalid field keeps its default and is reported in `errors`.
 */
export function parseCalculatorQuery(params: SearchParamsInput): {
  values: CalculatorInput;
  extras: CalculatorExtras;
  errors: CalculatorQueryErrors;
} {
  const raw: Partial<Record<CalculatorField, string>> = {};
  for (const field of calculatorFields) {
    const value = firstSearchParam(params, field);
    if (value !== undefined) raw[field] = value;
  }
  const { values, errors } = parseCalculatorFields(raw, calculatorDefaults);
  const allErrors: CalculatorQueryErrors = { ...errors };
  const extras: CalculatorExtras = {};

  const product = firstSearchParam(params, "product");
  if (product !== undefined && product.trim() !== "") {
    const parsed = productSchema.safeParse(product.trim());
    if (parsed.success) extras.product = parsed.data;
    else allErrors.product = parsed.error.issues[0]?.message;
  }
  const match = firstSearchParam(params, "match");
  if (match !== undefined && match.trim() !== "") {
    const parsed = matchSchema.safeParse(match.trim().toLowerCase());
    if (parsed.success) extras.match = parsed.data;
    else allErrors.match = parsed.error.issues[0]?.message;
  }
  return { values, extras, errors: allErrors };
}

/**
 * The query string (without "?") that reproduces `values` and `extras`. Only fields that differ
 * from the defaults are written, so the plain calculator link stays `/wallpaper-calculator`.
 */
export function calculatorQueryString(
  values: Readonly<CalculatorInput>,
  extras: CalculatorExtras = {},
): string {
  const params = new URLSearchParams();
  for (const field of calculatorFields) {
    const value = values[field];
    if (value !== calculatorDefaults[field]) params.set(field, String(value));
  }
  if (extras.product !== undefined) params.set("product", String(extras.product));
  if (extras.match !== undefined) params.set("match", extras.match);
  return params.toString();
}
