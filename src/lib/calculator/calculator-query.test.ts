import { describe, expect, it } from "vitest";
import { calculatorDefaults } from "./calculator-input";
import { calculatorErrorMessage } from "./calculator-field-rules";
import {
  calculatorExtraErrorMessage,
  calculatorQueryString,
  parseCalculatorQuery,
} from "./calculator-query";
import { calculatorTextFor } from "./calculator-text-fixture";

const english = calculatorTextFor("en");
const spanish = calculatorTextFor("es");

describe("parseCalculatorQuery", () => {
  it("falls back to the defaults when there are no params", () => {
    expect(parseCalculatorQuery(new URLSearchParams())).toEqual({
      values: calculatorDefaults,
      extras: {},
      errors: {},
    });
  });

  it("reads the field names, product and match", () => {
    const { values, extras, errors } = parseCalculatorQuery(
      new URLSearchParams(
        "rollWidth=27&rollLength=27&patternRepeat=25.25&useTrim=true&numberOfWalls=1&product=1004&match=half-drop",
      ),
    );
    expect(errors).toEqual({});
    expect(values).toEqual({
      ...calculatorDefaults,
      rollWidth: 27,
      rollLength: 27,
      patternRepeat: 25.25,
      useTrim: true,
      numberOfWalls: 1,
    });
    expect(extras).toEqual({ product: 1004, match: "half-drop" });
  });

  it("accepts a Next.js searchParams record, taking the first of repeated values", () => {
    const { values } = parseCalculatorQuery({ wallHeight: ["9", "10"], roomWidth: "11" });
    expect(values.wallHeight).toBe(9);
    expect(values.roomWidth).toBe(11);
  });

  it("counts an empty param as 0", () => {
    expect(parseCalculatorQuery({ windowCount: "" }).values.windowCount).toBe(0);
  });

  it("keeps defaults for invalid params and explains each one", () => {
    const { values, extras, errors } = parseCalculatorQuery(
      new URLSearchParams("rollWidth=8&wallHeight=abc&product=lamp&match=diagonal"),
    );
    expect(values.rollWidth).toBe(calculatorDefaults.rollWidth);
    expect(values.wallHeight).toBe(calculatorDefaults.wallHeight);
    expect(extras).toEqual({});
    expect(errors).toEqual({
      rollWidth: "tooSmall",
      wallHeight: "notNumber",
      product: "notProduct",
      match: "notMatch",
    });
    expect(calculatorErrorMessage("rollWidth", "tooSmall", english)).toBe(
      "Roll width must be at least 12 inches.",
    );
    expect(calculatorErrorMessage("wallHeight", "notNumber", english)).toBe(
      "Wall height must be a number.",
    );
    expect(calculatorExtraErrorMessage("notProduct", english)).toBe(
      "Product must be a product number.",
    );
    expect(calculatorExtraErrorMessage("notMatch", english)).toBe(
      "Match must be straight, half-drop or random.",
    );
  });

  it("explains the product and match in Spanish too", () => {
    expect(calculatorExtraErrorMessage("notProduct", spanish)).toBe(
      "El producto debe ser un número de producto.",
    );
    expect(calculatorExtraErrorMessage("notMatch", spanish)).toBe(
      "El casado debe ser recto, a medio salto o libre.",
    );
  });
});

describe("calculatorQueryString", () => {
  it("is empty for the defaults", () => {
    expect(calculatorQueryString(calculatorDefaults)).toBe("");
  });

  it("writes only changed fields and the extras", () => {
    expect(
      calculatorQueryString(
        { ...calculatorDefaults, rollWidth: 27, useTrim: true },
        { product: 1004, match: "straight" },
      ),
    ).toBe("rollWidth=27&useTrim=true&product=1004&match=straight");
  });

  it("round-trips through parseCalculatorQuery", () => {
    const values = {
      ...calculatorDefaults,
      wallHeight: 9.5,
      numberOfWalls: 3,
      patternRepeat: 21,
      useTrim: true,
      doorCount: 0,
    } as const;
    const extras = { product: 2001, match: "random" } as const;
    const parsed = parseCalculatorQuery(new URLSearchParams(calculatorQueryString(values, extras)));
    expect(parsed).toEqual({ values, extras, errors: {} });
  });
});
