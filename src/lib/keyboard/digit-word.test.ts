import { describe, expect, it } from "vitest";

import { badgeWordFor, digitWord } from "./digit-word";

const bare = { ctrlKey: false, metaKey: false, altKey: false, shiftKey: false, typing: false };

describe("digitWord", () => {
  it("names every digit in English", () => {
    expect(Array.from({ length: 10 }, (_, d) => digitWord(String(d)))).toEqual([
      "zero",
      "one",
      "two",
      "three",
      "four",
      "five",
      "six",
      "seven",
      "eight",
      "nine",
    ]);
  });

  it("ignores keys that are not a single digit", () => {
    for (const key of ["a", "10", "", " ", "Enter", "Digit1", "!"])
      expect(digitWord(key)).toBeNull();
  });
});

describe("badgeWordFor", () => {
  it("shows the word for a bare digit", () => {
    expect(badgeWordFor({ ...bare, key: "4" })).toBe("four");
  });

  it("stays quiet while typing in a field", () => {
    expect(badgeWordFor({ ...bare, key: "4", typing: true })).toBeNull();
  });

  it("stays quiet with any modifier held", () => {
    for (const modifier of ["ctrlKey", "metaKey", "altKey", "shiftKey"] as const) {
      expect(badgeWordFor({ ...bare, key: "4", [modifier]: true })).toBeNull();
    }
  });
});
