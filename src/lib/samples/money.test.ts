import { describe, expect, it } from "vitest";

import { formatSampleMoney, toCents, totalCents } from "./money";

describe("sample money", () => {
  it("shows a dollar sign and two decimals", () => {
    expect(formatSampleMoney(500)).toBe("$5.00");
    expect(formatSampleMoney(0)).toBe("$0.00");
    expect(formatSampleMoney(5)).toBe("$0.05");
    expect(formatSampleMoney(123450)).toBe("$1,234.50");
  });

  it("sums in cents, without floating-point drift", () => {
    const lines = Array.from({ length: 10 }, () => ({ priceCents: toCents(4.1) }));
    expect(totalCents(lines)).toBe(4100);
    expect(formatSampleMoney(totalCents(lines))).toBe("$41.00");
    expect(
      formatSampleMoney(totalCents([{ priceCents: toCents(0.1) }, { priceCents: toCents(0.2) }])),
    ).toBe("$0.30");
    expect(totalCents([])).toBe(0);
  });
});

describe("sample money in Spanish (es-US)", () => {
  it("writes dollars as Miami reads them: the sign first, a decimal point, thousands commas", () => {
    expect(formatSampleMoney(500, "es")).toBe("$5.00");
    expect(formatSampleMoney(0, "es")).toBe("$0.00");
    expect(formatSampleMoney(123450, "es")).toBe("$1,234.50");
  });

  it("totals a Spanish cart to the same figure as the English one", () => {
    const lines = Array.from({ length: 3 }, () => ({ priceCents: toCents(5) }));
    expect(formatSampleMoney(totalCents(lines), "es")).toBe("$15.00");
    expect(formatSampleMoney(totalCents(lines), "es")).toBe(formatSampleMoney(totalCents(lines)));
  });

  it("leaves English as it was when the language is given", () => {
    expect(formatSampleMoney(123450, "en")).toBe("$1,234.50");
  });
});
