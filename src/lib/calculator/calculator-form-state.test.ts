import { describe, expect, it } from "vitest";

import { patternMatches } from "@/content/catalog/taxonomy";

import {
  calculatorFormFromSearchParams,
  calculatorFormQuery,
  calculatorMatches,
  defaultCalculatorFormValues,
  deriveCalculator,
} from "./calculator-form-state";
import { calculatorErrorMessage } from "./calculator-field-rules";
import { calculatorDefaults } from "./calculator-input";
import { calculatorTextFor } from "./calculator-text-fixture";

describe("calculatorFormFromSearchParams", () => {
  it("starts from the defaults", () => {
    const { form, productId } = calculatorFormFromSearchParams({});
    expect(form).toEqual(defaultCalculatorFormValues);
    expect(form.wallHeight).toBe("8");
    expect(form.rollWidth).toBe("20.5");
    expect(form.useTrim).toBe(false);
    expect(productId).toBeUndefined();
  });

  it("reads a product page's link verbatim", () => {
    const { form, productId } = calculatorFormFromSearchParams({
      rollWidth: "27",
      rollLength: "27",
      patternRepeat: "25",
      match: "half-drop",
      product: "1004",
    });
    expect(form).toMatchObject({
      rollWidth: "27",
      rollLength: "27",
      patternRepeat: "25",
      match: "half-drop",
    });
    expect(productId).toBe(1004);
  });

  it("keeps invalid numbers as typed, so the page can point at them", () => {
    const { form } = calculatorFormFromSearchParams({ rollWidth: "5", wallHeight: "" });
    expect(form.rollWidth).toBe("5");
    expect(form.wallHeight).toBe("");
  });

  it("reads the checkbox as a GET form sends it, and as the live form writes it", () => {
    expect(calculatorFormFromSearchParams({ useTrim: "on" }).form.useTrim).toBe(true);
    expect(calculatorFormFromSearchParams({ useTrim: "true" }).form.useTrim).toBe(true);
    expect(calculatorFormFromSearchParams({ useTrim: "false" }).form.useTrim).toBe(false);
  });

  it("drops what the form cannot show: odd wall counts, matches and product ids", () => {
    const { form, productId } = calculatorFormFromSearchParams({
      numberOfWalls: "7",
      match: "diagonal",
      product: "lamp",
    });
    expect(form.numberOfWalls).toBe("4");
    expect(form.match).toBe("");
    expect(productId).toBeUndefined();
  });

  it("takes the first of repeated params", () => {
    expect(calculatorFormFromSearchParams({ roomWidth: ["11", "12"] }).form.roomWidth).toBe("11");
  });
});

describe("deriveCalculator", () => {
  it("gives the documented figures for the defaults", () => {
    const { result, errors, strip } = deriveCalculator(defaultCalculatorFormValues);
    expect(errors).toEqual({});
    expect(result.area).toBe(307);
    expect(result.singleRolls).toBe(6);
    expect(result.doubleRolls).toBe(3);
    expect(result.total).toBe(210);
    expect(strip?.status).toBe("ok");
  });

  it("reports a roll width under the minimum and shows zeros until it is fixed", () => {
    const { result, errors, strip, values } = deriveCalculator({
      ...defaultCalculatorFormValues,
      rollWidth: "5",
    });
    expect(errors.rollWidth).toBe("tooSmall");
    expect(calculatorErrorMessage("rollWidth", "tooSmall", calculatorTextFor("en"))).toBe(
      "Roll width must be at least 12 inches.",
    );
    expect(calculatorErrorMessage("rollWidth", "tooSmall", calculatorTextFor("es"))).toBe(
      "El ancho del rollo debe ser de al menos 12 pulgadas.",
    );
    expect(result.singleRolls).toBe(0);
    expect(result.total).toBe(0);
    expect(strip).toBeNull();
    expect(values.rollWidth).toBe(calculatorDefaults.rollWidth);
  });

  it("counts an emptied wall height as 0: no error, zero results", () => {
    const { result, errors } = deriveCalculator({ ...defaultCalculatorFormValues, wallHeight: "" });
    expect(errors).toEqual({});
    expect(result.area).toBe(0);
    expect(result.singleRolls).toBe(0);
  });

  it("adds trim only when it is on", () => {
    const off = deriveCalculator(defaultCalculatorFormValues).result;
    const on = deriveCalculator({ ...defaultCalculatorFormValues, useTrim: true }).result;
    expect(off.trimLength).toBe(0);
    expect(on.trimLength).toBe(44);
    expect(on.trimRolls).toBe(3);
    expect(on.total).toBe(270);
  });

  it("passes the match to the strip check for the half-drop note", () => {
    const { strip } = deriveCalculator({
      ...defaultCalculatorFormValues,
      patternRepeat: "25",
      match: "half-drop",
    });
    expect(strip?.halfDropNote).toBe(true);
  });
});

describe("calculatorFormQuery", () => {
  it("is empty for the defaults, so the plain link stays plain", () => {
    expect(calculatorFormQuery(defaultCalculatorFormValues)).toBe("");
  });

  it("writes only what changed, plus match and product, and reads back the same form", () => {
    const form = {
      ...defaultCalculatorFormValues,
      wallHeight: "9",
      useTrim: true,
      match: "half-drop" as const,
    };
    const query = calculatorFormQuery(form, 1004);
    expect(query).toBe("wallHeight=9&useTrim=true&match=half-drop&product=1004");
    const back = calculatorFormFromSearchParams(Object.fromEntries(new URLSearchParams(query)));
    expect(back).toEqual({ form, productId: 1004 });
  });

  it("keeps an invalid value in the link, as the visitor typed it", () => {
    expect(calculatorFormQuery({ ...defaultCalculatorFormValues, rollWidth: "5" })).toBe(
      "rollWidth=5",
    );
  });
});

describe("calculatorMatches", () => {
  it("lists the taxonomy's pattern matches", () => {
    expect([...calculatorMatches]).toEqual([...patternMatches]);
  });
});
