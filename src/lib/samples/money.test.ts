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
