import { describe, expect, it } from "vitest";

import {
  formatFeet,
  parseWallHeightFeet,
  repeatsHigh,
  roundToHalf,
  wallSummary,
} from "./wall-scale";
import { visualiserTexts } from "./texts.test-support";

const english = visualiserTexts("en", "visualiser.summary");
const spanish = visualiserTexts("es", "visualiser.summary");

describe("repeatsHigh", () => {
  it("fits about four and a half 21 in repeats up an 8 ft wall", () => {
    expect(repeatsHigh(8, 21)).toBeCloseTo(96 / 21, 10);
    expect(roundToHalf(repeatsHigh(8, 21))).toBe(4.5);
  });

  it("scales with the wall and the repeat", () => {
    expect(repeatsHigh(10, 24)).toBe(5);
    expect(repeatsHigh(9, 27)).toBe(4);
    expect(roundToHalf(repeatsHigh(8, 25.25))).toBe(4);
    expect(roundToHalf(repeatsHigh(12, 10.25))).toBe(14);
  });
});

describe("wallSummary", () => {
  it("says the paper, the wall, the repeat and the count in one line", () => {
    expect(
      wallSummary(
        {
          productName: "Tidewater Pastorale",
          wallHeightFeet: 8,
          verticalRepeatInches: 21,
          mural: false,
        },
        english,
      ),
    ).toBe("Tidewater Pastorale on a wall 8 ft high, 21 in repeat: about 4.5 repeats high");
  });

  it("keeps fractional heights and repeats readable", () => {
    expect(
      wallSummary(
        {
          productName: "Ivy",
          wallHeightFeet: 9.5,
          verticalRepeatInches: 25.25,
          mural: false,
        },
        english,
      ),
    ).toBe("Ivy on a wall 9.5 ft high, 25.25 in repeat: about 4.5 repeats high");
    expect(
      wallSummary(
        {
          productName: "Tall",
          wallHeightFeet: 6,
          verticalRepeatInches: 72,
          mural: false,
        },
        english,
      ),
    ).toBe("Tall on a wall 6 ft high, 72 in repeat: about 1 repeat high");
  });

  it("says what a paper without a repeat, and a mural, do instead", () => {
    expect(
      wallSummary(
        {
          productName: "Sisal",
          wallHeightFeet: 8,
          verticalRepeatInches: null,
          mural: false,
        },
        english,
      ),
    ).toBe("Sisal on a wall 8 ft high: no pattern repeat, a continuous texture");
    expect(
      wallSummary(
        {
          productName: "Garden",
          wallHeightFeet: 10,
          verticalRepeatInches: null,
          mural: true,
        },
        english,
      ),
    ).toBe("Garden on a wall 10 ft high: one mural sized to the wall");
  });
});

describe("parseWallHeightFeet", () => {
  it("reads a linked or typed height in feet", () => {
    expect(parseWallHeightFeet("8")).toBe(8);
    expect(parseWallHeightFeet(" 9.5 ")).toBe(9.5);
  });

  it("ignores what is not a wall height", () => {
    for (const value of [null, undefined, "", "tall", "2", "100", "NaN", "Infinity"]) {
      expect(parseWallHeightFeet(value)).toBeNull();
    }
  });

  it("formats feet with at most one decimal", () => {
    expect(formatFeet(8)).toBe("8");
    expect(formatFeet(8.25)).toBe("8.3");
  });
});

describe("wallSummary in Spanish", () => {
  it("says the wall in feet and the repeat in inches, with es-US decimals", () => {
    expect(
      wallSummary(
        {
          productName: "Hedgerow Briar",
          wallHeightFeet: 8,
          verticalRepeatInches: 21,
          mural: false,
        },
        spanish,
      ),
    ).toBe(
      "Hedgerow Briar en una pared de 8 pies de alto, repetición de 21 pulgadas: unas 4.5 repeticiones de alto",
    );
    expect(
      wallSummary(
        { productName: "Ivy", wallHeightFeet: 9.5, verticalRepeatInches: 25.25, mural: false },
        spanish,
      ),
    ).toBe(
      "Ivy en una pared de 9.5 pies de alto, repetición de 25.25 pulgadas: unas 4.5 repeticiones de alto",
    );
  });

  it("says one repeat in the singular", () => {
    expect(
      wallSummary(
        { productName: "Tall", wallHeightFeet: 6, verticalRepeatInches: 72, mural: false },
        spanish,
      ),
    ).toBe(
      "Tall en una pared de 6 pies de alto, repetición de 72 pulgadas: aproximadamente 1 repetición de alto",
    );
  });

  it("says what a paper without a repeat, and a mural, do instead", () => {
    expect(
      wallSummary(
        { productName: "Sisal", wallHeightFeet: 8, verticalRepeatInches: null, mural: false },
        spanish,
      ),
    ).toBe("Sisal en una pared de 8 pies de alto: sin repetición del patrón, una textura continua");
    expect(
      wallSummary(
        { productName: "Garden", wallHeightFeet: 10, verticalRepeatInches: null, mural: true },
        spanish,
      ),
    ).toBe("Garden en una pared de 10 pies de alto: un mural a la medida de la pared");
  });
});
