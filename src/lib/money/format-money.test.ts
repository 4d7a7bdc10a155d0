import { describe, expect, it } from "vitest";

import { formatMoney } from "./format-money";

describe("formatMoney", () => {
  it.each([
    [1234.5, "$1,234.50"],
    [89, "$89.00"],
    [0.5, "$0.50"],
    [74.999, "$75.00"],
  ])("formatMoney(%d) is %s", (amount, text) => {
    expect(formatMoney(amount)).toBe(text);
  });

  it.each([
    [formatMoney(35), "$35.00"],
    [formatMoney(12345.5), "$12,345.50"],
    [formatMoney(-0), "$0.00"],
    [formatMoney(Number.POSITIVE_INFINITY), "$0.00"],
  ])("gives %s", (actual, expected) => {
    expect(actual).toBe(expected);
  });

  it.each([
    [89, "$89"],
    [1250, "$1,250"],
    [89.5, "$89.50"],
  ])("drops the cents of whole dollars when asked: %d is %s", (amount, text) => {
    expect(formatMoney(amount, { dropZeroCents: true })).toBe(text);
  });
});

describe("formatMoney in Spanish (es-US)", () => {
  it.each([
    [1234.5, "$1,234.50"],
    [89, "$89.00"],
    [12345.5, "$12,345.50"],
    [-0, "$0.00"],
    [Number.NaN, "$0.00"],
  ])("formatMoney(%d, 'es') is %s", (amount, text) => {
    expect(formatMoney(amount, "es")).toBe(text);
    expect(formatMoney(amount, {}, "es")).toBe(text);
    expect(formatMoney(amount, { locale: "es" })).toBe(text);
  });

  it("drops the cents of whole dollars when asked", () => {
    expect(formatMoney(1250, { dropZeroCents: true }, "es")).toBe("$1,250");
    expect(formatMoney(89.5, { dropZeroCents: true, locale: "es" })).toBe("$89.50");
  });

  it("leaves English unchanged when the language is given", () => {
    expect(formatMoney(1234.5, {}, "en")).toBe("$1,234.50");
    expect(formatMoney(89, { dropZeroCents: true }, "en")).toBe("$89");
  });
});
