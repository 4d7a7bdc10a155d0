import { describe, expect, it } from "vitest";
import { preciseCeil, preciseFloor, snapToInteger } from "./snap";

describe("precise rounding", () => {
  it("treats values within a billionth of an integer as that integer", () => {
    expect(snapToInteger(5.000000000000002)).toBe(5);
    expect(preciseCeil(5.000000000000002)).toBe(5);
    expect(preciseFloor(2.9999999999999996)).toBe(3);
  });

  it("still rounds real fractions", () => {
    expect(preciseCeil(5.001)).toBe(6);
    expect(preciseFloor(2.999)).toBe(2);
    expect(preciseCeil(0)).toBe(0);
  });
});
