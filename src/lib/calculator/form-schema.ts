import { z } from "zod";
import { type CalculatorField, type CalculatorInput, calculatorLimits } from "./calculator-input";

/** An emptied field counts as 0 (docs/product.md, 4.6 Roll calculator). */
function toNumber(raw: unknown): unknown {
  if (raw === undefined || raw === null) return 0;
  if (typeof raw === "string") {
    const trimmed = raw.trim();
    return trimmed === "" ? 0 : Number(trimmed);
  }
  return raw;
}

function toBoolean(raw: unknown): unknown {
  if (raw === undefined || raw === null) return false;
  if (typeof raw !== "string") return raw;
  const value = raw.trim().toLowerCase();
  if (["true", "on", "1", "yes"].includes(value)) return true;
  if (["false", "off", "0", "no", ""].includes(value)) return false;
  return raw;
}

function amount(label: string, max: number, unit: string) {
  return z.preprocess(
    toNumber,
    z
      .number({ error: `${label} must be a number.` })
      .min(0, { error: `${label} cannot be negative.` })
      .max(max, { error: `${label} must be ${max.toLocaleString("en-US")} ${unit} or less.` }),
  );
}

function count(label: string) {
  return z.preprocess(
    toNumber,
    z
      .number({ error: `${label} must be a number.` })
      .int({ error: `${label} must be a whole number.` })
      .min(0, { error: `${label} cannot be negative.` })
      .max(50, { error: `${label} must be 50 or less.` }),
  );
}

/** One schema per field, so a single field can be checked as the visitor types. */
export const calculatorFieldSchemas = {
  wallpaperCost: amount("Wallpaper cost per roll", 10_000, "dollars"),
  trimCost: amount("Trim cost per roll", 10_000, "dollars"),
  useTrim: z.preprocess(toBoolean, z.boolean({ error: "Trim must be on or off." })),
  wallHeight: amount("Wall height", 200, "feet"),
  roomWidth: amount("Room width", 200, "feet"),
  roomLength: amount("Room length", 200, "feet"),
  numberOfWalls: z.preprocess(
    toNumber,
    z.literal([1, 2, 3, 4], { error: "Number of walls must be 1, 2, 3 or 4." }),
  ),
  rollWidth: z.preprocess(
    toNumber,
    z
      .number({ error: "Roll width must be a number." })
      .min(calculatorLimits.minRollWidth, {
        error: `Roll width must be at least ${calculatorLimits.minRollWidth} inches.`,
      })
      .max(120, { error: "Roll width must be 120 inches or less." }),
  ),
  rollLength: z.preprocess(
    toNumber,
    z
      .number({ error: "Roll length must be a number." })
      .min(calculatorLimits.minRollLength, {
        error: `Roll length must be at least ${calculatorLimits.minRollLength} feet.`,
      })
      .max(500, { error: "Roll length must be 500 feet or less." }),
  ),
  patternRepeat: amount("Pattern repeat", 200, "inches"),
  windowCount: count("Number of windows"),
  doorCount: count("Number of doors"),
  windowWidth: amount("Window width", 200, "feet"),
  windowHeight: amount("Window height", 200, "feet"),
  doorWidth: amount("Door width", 200, "feet"),
  doorHeight: amount("Door height", 200, "feet"),
} satisfies Record<CalculatorField, z.ZodType>;

export const calculatorFormSchema = z.object(calculatorFieldSchemas);

export type CalculatorErrors = Partial<Record<CalculatorField, string>>;

/** The first problem with one field's raw value, or undefined when it is acceptable. */
export function validateCalculatorField(field: CalculatorField, raw: unknown): string | undefined {
  const parsed = calculatorFieldSchemas[field].safeParse(raw);
  return parsed.success ? undefined : parsed.error.issues[0]?.message;
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
      errors[field] = parsed.error.issues[0]?.message ?? "This value is not valid.";
    }
  }
  return { values, errors };
}

function assign<K extends CalculatorField>(target: CalculatorInput, key: K, value: unknown) {
  // Safe: `value` is the output of calculatorFieldSchemas[key], whose type is CalculatorInput[K].
  target[key] = value as CalculatorInput[K];
}
