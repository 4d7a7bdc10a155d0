import { describe, expect, it } from "vitest";

import { isSitePath, parseUtm, utmFromSearchParams } from "./hidden-field-rules";

describe("hidden fields", () => {
  it("keeps at most ten short utm_* parameters", () => {
    const many = Object.fromEntries(Array.from({ length: 15 }, (_, i) => [`utm_k${i}`, `v${i}`]));
    expect(Object.keys(parseUtm(JSON.stringify(many)))).toHaveLength(10);
    expect(parseUtm({ utm_source: "x".repeat(201) })).toEqual({});
    expect(parseUtm({ utm_source: "a\r\nb", utm_medium: "cpc" })).toEqual({ utm_medium: "cpc" });
    expect(parseUtm({ utm_source: 5, gclid: "abc" })).toEqual({});
    expect(parseUtm("[1,2]")).toEqual({});
    expect(parseUtm("x".repeat(5_000))).toEqual({});
  });

  it("reads utm parameters from a query string", () => {
    const params = new URLSearchParams("utm_source=houzz&UTM_Medium=social&page=2");
    expect(utmFromSearchParams(params)).toEqual({ utm_source: "houzz", utm_medium: "social" });
  });

  it.each([
    ["/", true],
    ["/contact", true],
    ["/styles/damask?utm_source=x", true],
    ["", false],
    ["contact", false],
    ["//evil.example", false],
    ["/\\evil.example", false],
    ["https://evil.example/", false],
    ["/a b", false],
    ["/a\r\nSet-Cookie: x", false],
    [`/${"a".repeat(500)}`, false],
  ])("isSitePath(%j) is %s", (path, expected) => {
    expect(isSitePath(path)).toBe(expected);
  });
});
