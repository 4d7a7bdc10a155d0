import { describe, expect, it } from "vitest";

import { jsonNestingDepth } from "./json-depth";

const depth = (text: string, stopAbove?: number) =>
  jsonNestingDepth(Buffer.from(text, "utf8"), stopAbove);

describe("jsonNestingDepth", () => {
  it("counts arrays and objects", () => {
    expect(depth('"text"')).toBe(0);
    expect(depth("[]")).toBe(1);
    expect(depth('[{"status":"idle","values":{"name":""}},"$K1"]')).toBe(3);
    expect(depth("[[1],[[2]],{}]")).toBe(3);
  });

  it("ignores brackets inside strings, escaped quotes included", () => {
    expect(depth('["[[[[", "{{{{"]')).toBe(1);
    expect(depth('["a \\"[[[[ b", "\\\\", [1]]')).toBe(2);
    expect(depth('{"message":"Ceiling ]] [[ {{ café ☕"}')).toBe(1);
  });

  it("stops reading once past the bound", () => {
    const hostile = "[".repeat(100_000) + "]".repeat(100_000);
    expect(depth(hostile, 32)).toBe(33);
    expect(depth(hostile)).toBe(100_000);
  });

  it("never goes below zero on unbalanced text", () => {
    expect(depth("]]]][")).toBe(1);
  });
});
