import { describe, expect, it } from "vitest";

import {
  type CalculatorIssue,
  calculatorErrorMessage,
  checkCalculatorField,
  coerceCalculatorNumber,
} from "./calculator-field-rules";
import { type CalculatorField, calculatorFields } from "./calculator-input";
import { calculatorTextFor } from "./calculator-text-fixture";
import { validateCalculatorField } from "./form-schema";

const english = calculatorTextFor("en");
const spanish = calculatorTextFor("es");

function englishMessage(field: CalculatorField, raw: string): string | undefined {
  const issue = checkCalculatorField(field, raw);
  return issue && calculatorErrorMessage(field, issue, english);
}

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

  it.each(numericFields)("gives the zod schema's issue for every sample: %s", (field) => {
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
    expect(englishMessage("rollWidth", "5")).toBe("Roll width must be at least 12 inches.");
    expect(englishMessage("rollLength", "9")).toBe("Roll length must be at least 10 feet.");
    expect(englishMessage("wallHeight", "-1")).toBe("Wall height cannot be negative.");
  });
});

describe("calculatorErrorMessage", () => {
  it.each([
    ["rollWidth", "tooSmall", "El ancho del rollo debe ser de al menos 12 pulgadas."],
    ["rollLength", "tooSmall", "El largo del rollo debe ser de al menos 10 pies."],
    ["wallHeight", "negative", "La altura de la pared no puede ser un valor negativo."],
    ["wallHeight", "tooLarge", "La altura de la pared debe ser de 200 pies o menos."],
    ["roomWidth", "notNumber", "El ancho de la habitación debe ser un número."],
    ["windowCount", "notWhole", "El número de ventanas debe ser un número entero."],
    ["doorCount", "tooLarge", "El número de puertas debe ser de 50 o menos."],
    [
      "wallpaperCost",
      "tooLarge",
      "El costo del papel tapiz por rollo debe ser de 10,000 dólares o menos.",
    ],
    ["numberOfWalls", "walls", "El número de paredes debe ser 1, 2, 3 o 4."],
    ["useTrim", "trim", "La cenefa debe estar activada o desactivada."],
  ] as const)("writes %s's %s issue in Spanish", (field, issue, message) => {
    expect(calculatorErrorMessage(field, issue, spanish)).toBe(message);
  });

  it("writes every issue of every field in both languages, never the same words", () => {
    const issues: CalculatorIssue[] = ["notNumber", "notWhole", "tooSmall", "negative", "tooLarge"];
    for (const field of calculatorFields) {
      for (const issue of issues) {
        const en = calculatorErrorMessage(field, issue, english);
        const es = calculatorErrorMessage(field, issue, spanish);
        expect(en).toMatch(/\.$/);
        expect(es).toMatch(/\.$/);
        expect(es, `${field} ${issue}`).not.toBe(en);
      }
    }
  });
});

describe("coerceCalculatorNumber", () => {
  it("counts an emptied field as 0 and reads the rest as numbers", () => {
    expect(coerceCalculatorNumber("")).toBe(0);
    expect(coerceCalculatorNumber(" 20.5 ")).toBe(20.5);
    expect(coerceCalculatorNumber("abc")).toBeNaN();
  });
});
