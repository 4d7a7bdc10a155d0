import { describe, expect, expectTypeOf, it } from "vitest";
import { type z } from "zod";
import { calculatorErrorMessage } from "./calculator-field-rules";
import {
  type CalculatorField,
  type CalculatorInput,
  calculatorDefaults,
  calculatorFields,
} from "./calculator-input";
import { calculatorTextFor } from "./calculator-text-fixture";
import {
  calculatorFormSchema,
  parseCalculatorFields,
  validateCalculatorField,
} from "./form-schema";

const english = calculatorTextFor("en");

function englishMessage(field: CalculatorField, raw: unknown): string | undefined {
  const issue = validateCalculatorField(field, raw);
  return issue && calculatorErrorMessage(field, issue, english);
}

const asStrings = Object.fromEntries(
  calculatorFields.map((field) => [field, String(calculatorDefaults[field])]),
);

describe("calculatorFormSchema", () => {
  it("outputs exactly the calculator input type", () => {
    expectTypeOf<z.output<typeof calculatorFormSchema>>().toEqualTypeOf<CalculatorInput>();
  });

  it("accepts the defaults as numbers or as form strings", () => {
    expect(calculatorFormSchema.parse(calculatorDefaults)).toEqual(calculatorDefaults);
    expect(calculatorFormSchema.parse(asStrings)).toEqual(calculatorDefaults);
  });

  it("counts an emptied field as 0", () => {
    const parsed = calculatorFormSchema.parse({
      ...asStrings,
      windowCount: "",
      patternRepeat: " ",
    });
    expect(parsed.windowCount).toBe(0);
    expect(parsed.patternRepeat).toBe(0);
  });

  it("reads checkbox values for useTrim", () => {
    expect(calculatorFormSchema.parse({ ...asStrings, useTrim: "on" }).useTrim).toBe(true);
    expect(calculatorFormSchema.parse({ ...asStrings, useTrim: "false" }).useTrim).toBe(false);
    expect(calculatorFormSchema.parse({ ...asStrings, useTrim: undefined }).useTrim).toBe(false);
  });

  it.each([
    ["rollWidth", "11.5", "Roll width must be at least 12 inches."],
    ["rollWidth", "", "Roll width must be at least 12 inches."],
    ["rollLength", "9", "Roll length must be at least 10 feet."],
    ["rollWidth", "121", "Roll width must be 120 inches or less."],
    ["numberOfWalls", "0", "Number of walls must be 1, 2, 3 or 4."],
    ["numberOfWalls", "2.5", "Number of walls must be 1, 2, 3 or 4."],
    ["numberOfWalls", "5", "Number of walls must be 1, 2, 3 or 4."],
    ["wallHeight", "-1", "Wall height cannot be negative."],
    ["wallHeight", "201", "Wall height must be 200 feet or less."],
    ["roomWidth", "ten", "Room width must be a number."],
    ["roomLength", "Infinity", "Room length must be a number."],
    ["wallpaperCost", "-5", "Wallpaper cost per roll cannot be negative."],
    ["wallpaperCost", "10001", "Wallpaper cost per roll must be 10,000 dollars or less."],
    ["trimCost", "-0.01", "Trim cost per roll cannot be negative."],
    ["patternRepeat", "-3", "Pattern repeat cannot be negative."],
    ["windowCount", "1.5", "Number of windows must be a whole number."],
    ["doorCount", "51", "Number of doors must be 50 or less."],
    ["windowWidth", "-2", "Window width cannot be negative."],
    ["windowHeight", "x", "Window height must be a number."],
    ["doorWidth", "-1", "Door width cannot be negative."],
    ["doorHeight", "300", "Door height must be 200 feet or less."],
    ["useTrim", "maybe", "Trim must be on or off."],
  ] as const)("rejects %s = %j with a clear message", (field, raw, message) => {
    expect(englishMessage(field, raw)).toBe(message);
    const parsed = calculatorFormSchema.safeParse({ ...asStrings, [field]: raw });
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues[0]?.path).toEqual([field]);
  });

  it.each([
    ["rollWidth", "12"],
    ["rollLength", "10"],
    ["numberOfWalls", "1"],
    ["wallHeight", "0"],
    ["doorCount", "50"],
    ["wallHeight", "200"],
  ] as const)("accepts the boundary %s = %s", (field, raw) => {
    expect(validateCalculatorField(field, raw)).toBeUndefined();
  });
});

describe("parseCalculatorFields", () => {
  it("keeps the fallback for absent and invalid fields and reports the invalid ones", () => {
    const fallback = { ...calculatorDefaults, roomWidth: 15 };
    const { values, errors } = parseCalculatorFields(
      { wallHeight: "9", rollWidth: "6", numberOfWalls: "2" },
      fallback,
    );
    expect(values).toEqual({ ...fallback, wallHeight: 9, numberOfWalls: 2 });
    expect(errors).toEqual({ rollWidth: "tooSmall" });
    expect(calculatorErrorMessage("rollWidth", "tooSmall", english)).toBe(
      "Roll width must be at least 12 inches.",
    );
  });
});
