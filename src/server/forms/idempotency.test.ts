import { describe, expect, it } from "vitest";

import { derivedKeyWindowMs, normaliseForFingerprint, planIdempotency } from "./idempotency";

describe("idempotency keys", () => {
  const now = new Date("2025-03-10T15:04:00Z");

  it("uses the client's key as is", () => {
    expect(planIdempotency({ form: "contact", clientKey: "abc", fingerprint: ["x"], now })).toEqual(
      { key: "client:abc" },
    );
  });

  it("derives the same key for the same values in the same window", () => {
    const a = planIdempotency({ form: "contact", fingerprint: ["jane", "hi"], now });
    const b = planIdempotency({
      form: "contact",
      fingerprint: ["jane", "hi"],
      now: new Date(now.getTime() + 60_000),
    });
    expect(a.key).toBe(b.key);
    expect(a.key).toMatch(/^values:[0-9a-f]{40}:\d+$/);
    expect(
      planIdempotency({ form: "consultation", fingerprint: ["jane", "hi"], now }).key,
    ).not.toBe(a.key);
    expect(planIdempotency({ form: "contact", fingerprint: ["jane", "hello"], now }).key).not.toBe(
      a.key,
    );
  });

  it("also matches the previous window for ten minutes", () => {
    const plan = planIdempotency({ form: "contact", fingerprint: ["x"], now });
    const window = Math.floor(now.getTime() / derivedKeyWindowMs);
    expect(plan.key.endsWith(`:${window}`)).toBe(true);
    expect(plan.alsoDuplicateOf?.key.endsWith(`:${window - 1}`)).toBe(true);
    expect(plan.alsoDuplicateOf?.since.toISOString()).toBe("2025-03-10T14:54:00.000Z");
  });

  it("ignores case, spacing and line breaks", () => {
    expect(normaliseForFingerprint("  Jane\r\n  DOE ")).toBe("jane doe");
    expect(normaliseForFingerprint(undefined)).toBe("");
  });
});
