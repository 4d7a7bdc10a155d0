import { describe, expect, it } from "vitest";

import {
  actionBodySizeLimit,
  parseSizeLimit,
  postBodyLimit,
  postFileAllowance,
} from "./body-limit";

describe("parseSizeLimit", () => {
  it("reads the framework's size strings in powers of 1024", () => {
    expect(parseSizeLimit("64kb")).toBe(65_536);
    expect(parseSizeLimit("1 MB")).toBe(1_048_576);
    expect(parseSizeLimit("1.5mb")).toBe(1_572_864);
    expect(parseSizeLimit("500")).toBe(500);
    expect(parseSizeLimit(2_048)).toBe(2_048);
  });

  it("has no answer for anything else", () => {
    for (const value of [undefined, null, "", "lots", "-1kb", "0", 0, Number.NaN, {}]) {
      expect(parseSizeLimit(value)).toBeUndefined();
    }
  });
});

describe("postBodyLimit", () => {
  it("is twice the largest form, within the framework's limit", () => {
    expect(postBodyLimit(32_768, 65_536)).toBe(65_536);
    expect(postBodyLimit(4_096, 65_536)).toBe(8_192);
    expect(postBodyLimit(1_048_576, 65_536)).toBe(65_536);
    expect(postBodyLimit(1_048_576, undefined)).toBe(1_048_576);
  });
});

describe("postFileAllowance", () => {
  it("is the picture's 8 MiB, as far as the framework's limit leaves room", () => {
    const framework = parseSizeLimit(actionBodySizeLimit);
    expect(postFileAllowance(65_536, framework)).toBe(8_388_608);
    // The largest form and the picture together stay within the framework's limit.
    expect(65_536 + postFileAllowance(65_536, framework)).toBeLessThanOrEqual(framework!);
    expect(postFileAllowance(2_097_152, framework)).toBe(framework! - 2_097_152);
    expect(postFileAllowance(65_536, 65_536)).toBe(0);
    expect(postFileAllowance(65_536, undefined)).toBe(1_048_576 - 65_536);
  });
});
