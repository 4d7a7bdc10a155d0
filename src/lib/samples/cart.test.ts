import { describe, expect, it } from "vitest";

import {
  addSample,
  maxSamples,
  parseProductId,
  parseSampleCart,
  removeSample,
  sampleCartCookie,
  sampleCountFromCookieHeader,
  serializeSampleCart,
} from "./cart";

describe("sample cart cookie", () => {
  it("round-trips ids in the order they were added", () => {
    const ids = [1001, 13008, 2004];
    const raw = serializeSampleCart(ids);
    expect(raw).toBe("1001.13008.2004");
    expect(parseSampleCart(raw)).toEqual({ ids, dropped: false });
  });

  it("reads an empty or missing cookie as an empty cart", () => {
    expect(parseSampleCart(undefined)).toEqual({ ids: [], dropped: false });
    expect(parseSampleCart("")).toEqual({ ids: [], dropped: false });
  });

  it("reads a percent-encoded value", () => {
    expect(parseSampleCart(encodeURIComponent("1001.1002")).ids).toEqual([1001, 1002]);
  });

  it.each([
    ["garbage", "hello world"],
    ["a price smuggled in", "1001:0.01"],
    ["a negative id", "-1001"],
    ["a float", "1001.5"],
    ["JSON", '[{"id":1001,"price":0}]'],
    ["a script", "<script>alert(1)</script>"],
    ["broken escapes", "%E0%A4%A"],
  ])("drops %s and reports it", (_label, raw) => {
    const cart = parseSampleCart(raw);
    expect(cart.dropped).toBe(true);
    expect(cart.ids.every((id) => Number.isInteger(id) && id >= 1000)).toBe(true);
  });

  it("keeps the valid ids of a partly tampered cookie", () => {
    expect(parseSampleCart("1001.x.1002.1001.99")).toEqual({ ids: [1001, 1002], dropped: true });
  });

  it("never holds more than ten ids, even from a forged cookie", () => {
    const forged = Array.from({ length: 14 }, (_, i) => 1001 + i).join(".");
    const cart = parseSampleCart(forged);
    expect(cart.ids).toHaveLength(maxSamples);
    expect(cart.dropped).toBe(true);
    expect(parseSampleCart("1".repeat(500)).ids).toEqual([]);
  });

  it("serialises only valid, unique ids, at most ten", () => {
    expect(serializeSampleCart([1001, 1001, 5, 1002.5, 1002])).toBe("1001.1002");
    const many = Array.from({ length: 12 }, (_, i) => 2001 + i);
    expect(serializeSampleCart(many).split(".")).toHaveLength(maxSamples);
  });

  it("parses a product id from a form post", () => {
    expect(parseProductId("1001")).toBe(1001);
    expect(parseProductId(" 13008 ")).toBe(13008);
    expect(parseProductId(1001)).toBe(1001);
    expect(parseProductId("1001abc")).toBeUndefined();
    expect(parseProductId("0x3e9")).toBeUndefined();
    expect(parseProductId(null)).toBeUndefined();
  });

  it("counts the samples from a Cookie header", () => {
    expect(sampleCountFromCookieHeader(`a=1; ${sampleCartCookie}=1001.1002; b=2`)).toBe(2);
    expect(sampleCountFromCookieHeader("a=1")).toBe(0);
    expect(sampleCountFromCookieHeader(`${sampleCartCookie}=nonsense`)).toBe(0);
  });
});

describe("adding and removing", () => {
  it("adds once; the same sample again is reported, not added", () => {
    const first = addSample([], 1001);
    expect(first).toEqual({ ids: [1001], result: "added" });
    expect(addSample(first.ids, 1001)).toEqual({ ids: [1001], result: "already" });
  });

  it("refuses an eleventh sample", () => {
    const ten = Array.from({ length: 10 }, (_, i) => 1001 + i);
    expect(addSample(ten, 2001)).toEqual({ ids: ten, result: "full" });
    // Already there beats full: the visitor learns it is in the cart.
    expect(addSample(ten, 1001).result).toBe("already");
  });

  it("removes one sample and ignores an id that is not there", () => {
    expect(removeSample([1001, 1002], 1001)).toEqual([1002]);
    expect(removeSample([1001], 9999)).toEqual([1001]);
  });
});
