import { describe, expect, it } from "vitest";

import { calculateWallpaper } from "./calculate-wallpaper";
import { calculatorDefaults } from "./calculator-input";
import { estimateAnnouncement, stripCheckText } from "./result-text";
import { stripCheck } from "./strip-check";

const result = calculateWallpaper(calculatorDefaults);
const strip = stripCheck(calculatorDefaults);

describe("estimateAnnouncement", () => {
  it("reads the figures and the strip check's higher count", () => {
    expect(estimateAnnouncement(strip, result)).toBe(
      "Estimate: 6 single rolls, or 3 double rolls, $210.00 in all. The strip check recommends 10 single rolls.",
    );
  });

  it("asks for a fix while a field is invalid", () => {
    expect(estimateAnnouncement(null, result)).toBe("No estimate: correct the highlighted field.");
  });
});

describe("stripCheckText", () => {
  it("explains the count and recommends the higher number", () => {
    expect(stripCheckText(strip, calculatorDefaults, result)).toEqual({
      explanation:
        "Each strip is cut 100 in long: the wall height plus 4 in for trimming. A 33 ft roll gives 3 strips, and these walls take 28 strips, so counting whole strips calls for 10 single rolls.",
      recommendation:
        "That is more than the 6 rolls above, because offcuts cannot be joined into a full strip. We recommend the higher number: 10 single rolls.",
    });
  });
});
