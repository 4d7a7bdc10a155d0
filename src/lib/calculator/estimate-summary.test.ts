import { describe, expect, it } from "vitest";
import { calculatorDefaults } from "./calculator-input";
import { calculateWallpaper } from "./calculate-wallpaper";
import { estimateSummary } from "./estimate-summary";

describe("estimateSummary", () => {
  it("summarises the default estimate in plain lines", () => {
    expect(estimateSummary(calculatorDefaults, calculateWallpaper(calculatorDefaults))).toBe(
      [
        "Wallpaper calculator estimate",
        "Room: 10 x 12 ft, walls 8 ft high, 4 walls (entire room)",
        "Openings: 2 windows (3 x 4 ft), 1 door (3 x 7 ft)",
        "Rolls: 20.5 in x 33 ft, no pattern repeat",
        "Area to cover: 307.0 sq ft",
        "Estimate: 6 single rolls (3 double rolls), $210.00 at $35.00 per roll",
        "Estimated total: $210.00",
      ].join("\n"),
    );
  });

  it("adds the product, match and trim when they apply", () => {
    const input = {
      ...calculatorDefaults,
      useTrim: true,
      numberOfWalls: 1,
      patternRepeat: 25,
    } as const;
    const text = estimateSummary(input, calculateWallpaper(input), {
      productName: "Palm Court",
      match: "half-drop",
    });
    expect(text).toContain("Wallpaper: Palm Court");
    expect(text).toContain("1 wall (accent wall)");
    expect(text).toContain("25 in pattern repeat, half-drop match");
    expect(text).toContain("Trim: 10.0 ft, 1 roll, $20.00");
  });
});
