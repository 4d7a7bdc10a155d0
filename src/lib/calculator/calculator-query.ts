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
import type { CalculatorText } from "./calculator-text";
import { parseCalculatorFields } from "./form-schema";

/** Context a product page passes along when it links to the calculator. */
export type CalculatorExtras = {
  /** The product id the estimate is for. */
  product?: number;
  match?: PatternMatch;
};

/** The problems with the two extras; their sentences are in the "calculator.validation" messages. */
export type CalculatorExtraIssue = "notProduct" | "notMatch";

export type CalculatorQueryErrors = CalculatorErrors & {
  product?: CalculatorExtraIssue;
  match?: CalculatorExtraIssue;
};

const notProduct = { error: "notProduct" } as const;

const productSchema = z.coerce.number(notProduct).int(notProduct).positive(notProduct);

const matchSchema = z.enum(patternMatches, { error: "notMatch" });

/** The sentence for a problem with the product or match of an estimate link. */
export function calculatorExtraErrorMessage(
  issue: CalculatorExtraIssue,
  { t }: CalculatorText,
): string {
  return t(`validation.${issue}`);
}

/**
 * Turns the calculator page's URL into form values. Missing fields take the defaults; an
 * empty field counts as 0; an invalid field keeps its default and its issue is reported in
 * `errors` (calculatorErrorMessage and calculatorExtraErrorMessage give the sentences).
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
    else allErrors.product = "notProduct";
  }
  const match = firstSearchParam(params, "match");
  if (match !== undefined && match.trim() !== "") {
    const parsed = matchSchema.safeParse(match.trim().toLowerCase());
    if (parsed.success) extras.match = parsed.data;
    else allErrors.match = "notMatch";
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
