import { describe, expect, it } from "vitest";

import { checkCalculatorField, coerceCalculatorNumber } from "./calculator-field-rules";
import { calculatorFields } from "./calculator-input";
import { validateCalculatorField } from "./form-schema";

const samples = [
  "",
  "  ",
  "0",
  "-0",
  "1",
  "2.5",
  "-1",
  "-1.5",
  "4",
  "5",
  "9.99",
  "10",
  "11.99",
  "12",
  "20.5",
  "50",
  "51",
  "120",
  "120.5",
  "200",
  "200.01",
  "500",
  "501",
  "10000",
  "10001",
  "1e3",
  "abc",
  "1,5",
  "Infinity",
  "NaN",
  " 8 ",
];

describe("checkCalculatorField", () => {
  const numericFields = calculatorFields.filter((field) => field !== "useTrim");

  it.each(numericFields)("gives the zod schema's message for every sample: %s", (field) => {
    for (const raw of samples) {
      expect(checkCalculatorField(field, raw), `${field} = "${raw}"`).toBe(
        validateCalculatorField(field, raw),
      );
    }
  });

  it("accepts the checkbox either way", () => {
    expect(checkCalculatorField("useTrim", true)).toBeUndefined();
    expect(checkCalculatorField("useTrim", false)).toBeUndefined();
  });

  it("explains the minimums in plain words", () => {
    expect(checkCalculatorField("rollWidth", "5")).toBe("Roll width must be at least 12 inches.");
    expect(checkCalculatorField("rollLength", "9")).toBe("Roll length must be at least 10 feet.");
    expect(checkCalculatorField("wallHeight", "-1")).toBe("Wall height cannot be negative.");
  });
});

describe("coerceCalculatorNumber", () => {
  it("counts an emptied field as 0 and reads the rest as numbers", () => {
    expect(coerceCalculatorNumber("")).toBe(0);
    expect(coerceCalculatorNumber(" 20.5 ")).toBe(20.5);
    expect(coerceCalculatorNumber("abc")).toBeNaN();
  });
});
