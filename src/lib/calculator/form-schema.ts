import { z } from "zod";
import {
  type CalculatorErrors,
  type CalculatorIssue,
  type CalculatorNumberField,
  type NumberFieldRule,
  calculatorNumberFieldRules,
  coerceCalculatorNumber,
  isCalculatorIssue,
  minimumIssue,
  useTrimRule,
  wallCountRule,
} from "./calculator-field-rules";
import { type CalculatorField, type CalculatorInput, wallCounts } from "./calculator-input";

/** As coerceCalculatorNumber, for any raw value: an absent field counts as 0 too. */
function toNumber(raw: unknown): unknown {
  if (raw === undefined || raw === null) return 0;
  return typeof raw === "string" ? coerceCalculatorNumber(raw) : raw;
}

function toBoolean(raw: unknown): unknown {
  if (raw === undefined || raw === null) return false;
  if (typeof raw !== "string") return raw;
  const value = raw.trim().toLowerCase();
  if (["true", "on", "1", "yes"].includes(value)) return true;
  if (["false", "off", "0", "no", ""].includes(value)) return false;
  return raw;
}

// Each check's message is the issue code of calculator-field-rules.ts, which the page turns into
// a sentence in its own language (calculatorErrorMessage).
const issue = (code: CalculatorIssue) => ({ error: code });

function numberSchema(rule: NumberFieldRule) {
  const number = z.number(issue("notNumber"));
  return z.preprocess(
    toNumber,
    (rule.whole ? number.int(issue("notWhole")) : number)
      .min(rule.min, issue(minimumIssue(rule)))
      .max(rule.max, issue("tooLarge")),
  );
}

// Object.fromEntries loses the keys' type; the entries are exactly the number fields.
const numberFieldSchemas = Object.fromEntries(
  Object.entries(calculatorNumberFieldRules).map(([field, rule]) => [field, numberSchema(rule)]),
) as Record<CalculatorNumberField, ReturnType<typeof numberSchema>>;

/**
 * One schema per field, so a single field can be checked as the visitor types. The limits and
 * issues come from calculator-field-rules.ts, which the live form checks against too.
 */
export const calculatorFieldSchemas = {
  ...numberFieldSchemas,
  numberOfWalls: z.preprocess(toNumber, z.literal(wallCounts, issue(wallCountRule.issue))),
  useTrim: z.preprocess(toBoolean, z.boolean(issue(useTrimRule.issue))),
} satisfies Record<CalculatorField, z.ZodType>;

export const calculatorFormSchema = z.object(calculatorFieldSchemas);

function firstIssue(error: z.ZodError): CalculatorIssue {
  const message = error.issues[0]?.message;
  return isCalculatorIssue(message) ? message : "invalid";
}

/** The first problem with one field's raw value, or undefined when it is acceptable. */
export function validateCalculatorField(
  field: CalculatorField,
  raw: unknown,
): CalculatorIssue | undefined {
  const parsed = calculatorFieldSchemas[field].safeParse(raw);
  return parsed.success ? undefined : firstIssue(parsed.error);
}

/**
 * Reads raw form or URL values field by field. A field that is absent takes its value from
 * `fallback`; a field that is present but invalid also keeps the fallback and reports an error,
 * so `values` is always a complete, valid input.
 */
export function parseCalculatorFields(
  raw: Partial<Record<CalculatorField, unknown>>,
  fallback: Readonly<CalculatorInput>,
): { values: CalculatorInput; errors: CalculatorErrors } {
  const values: CalculatorInput = { ...fallback };
  const errors: CalculatorErrors = {};
  for (const field of Object.keys(calculatorFieldSchemas) as CalculatorField[]) {
    if (!(field in raw) || raw[field] === undefined) continue;
    const parsed = calculatorFieldSchemas[field].safeParse(raw[field]);
    if (parsed.success) {
      assign(values, field, parsed.data);
    } else {
      errors[field] = firstIssue(parsed.error);
    }
  }
  return { values, errors };
}

function assign<K extends CalculatorField>(target: CalculatorInput, key: K, value: unknown) {
  // Safe: `value` is the output of calculatorFieldSchemas[key], whose type is CalculatorInput[K].
  target[key] = value as CalculatorInput[K];
}
