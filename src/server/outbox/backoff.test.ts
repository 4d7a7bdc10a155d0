import { describe, expect, it } from "vitest";

import { retryDelayMs, retryPolicy } from "./backoff";

const minute = 60_000;

describe("retry backoff", () => {
  it("starts at a minute and doubles up to an hour", () => {
    const middle = () => 0.5;
    expect([1, 2, 3, 4, 5, 6, 7, 8, 50].map((n) => retryDelayMs(n, middle) / minute)).toEqual([
      1, 2, 4, 8, 16, 32, 60, 60, 60,
    ]);
  });

  it("spreads delays by up to 20% but stays within a minute and an hour", () => {
    expect(retryDelayMs(3, () => 0) / minute).toBeCloseTo(3.2);
    expect(retryDelayMs(3, () => 1) / minute).toBeCloseTo(4.8);
    expect(retryDelayMs(1, () => 0)).toBe(retryPolicy.firstDelayMs);
    expect(retryDelayMs(10, () => 1)).toBe(retryPolicy.maxDelayMs);
    expect(retryDelayMs(10, () => 0)).toBe(48 * minute);
  });

  it("retries for 24 hours", () => {
    expect(retryPolicy.retryForMs).toBe(24 * 60 * minute);
  });
});
