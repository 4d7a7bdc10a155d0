import { describe, expect, it } from "vitest";

import { calculateWallpaper } from "./calculate-wallpaper";
import { calculatorDefaults } from "./calculator-input";
import { calculatorTextFor } from "./calculator-text-fixture";
import { estimateAnnouncement, stripCheckText } from "./result-text";
import { stripCheck } from "./strip-check";

const english = calculatorTextFor("en");
const spanish = calculatorTextFor("es");
const result = calculateWallpaper(calculatorDefaults);
const strip = stripCheck(calculatorDefaults);

describe("estimateAnnouncement", () => {
  it("reads the figures and the strip check's higher count", () => {
    expect(estimateAnnouncement(strip, result, english)).toBe(
      "Estimate: 6 single rolls, or 3 double rolls, $210.00 in all. The strip check recommends 10 single rolls.",
    );
  });

  it("asks for a fix while a field is invalid", () => {
    expect(estimateAnnouncement(null, result, english)).toBe(
      "No estimate: correct the highlighted field.",
    );
  });

  it("reads the figures in Spanish", () => {
    expect(estimateAnnouncement(strip, result, spanish)).toBe(
      "Presupuesto: 6 rollos sencillos, o 3 rollos dobles, $210.00 en total. La comprobación tira por tira recomienda 10 rollos sencillos.",
    );
    expect(estimateAnnouncement(null, result, spanish)).toBe(
      "Sin presupuesto: corrija el campo resaltado.",
    );
  });
});

describe("stripCheckText", () => {
  it("explains the count and recommends the higher number", () => {
    expect(stripCheckText(strip, calculatorDefaults, result, english)).toEqual({
      explanation:
        "Each strip is cut 100 in long: the wall height plus 4 in for trimming. A 33 ft roll gives 3 strips, and these walls take 28 strips, so counting whole strips calls for 10 single rolls.",
      recommendation:
        "That is more than the 6 rolls above, because offcuts cannot be joined into a full strip. We recommend the higher number: 10 single rolls.",
    });
  });

  it("explains the count in Spanish, in feet and inches", () => {
    expect(stripCheckText(strip, calculatorDefaults, result, spanish)).toEqual({
      explanation:
        "Cada tira se corta de 100 pulgadas de largo: la altura de la pared más 4 pulgadas para recortar. Un rollo de 33 pies da 3 tiras, y estas paredes necesitan 28 tiras, así que, contando tiras completas, hacen falta 10 rollos sencillos.",
      recommendation:
        "Son más que los 6 rollos de arriba, porque los recortes no se pueden unir para formar una tira completa. Recomendamos la cifra mayor: 10 rollos sencillos.",
    });
  });

  it("rounds to the repeat, counts one wall and notes a half-drop match, in both languages", () => {
    const values = { ...calculatorDefaults, numberOfWalls: 1, patternRepeat: 25 } as const;
    const check = stripCheck({ ...values, match: "half-drop" });
    const total = calculateWallpaper(values);
    const en = stripCheckText(check, values, total, english);
    expect(en.explanation).toContain("rounded up to whole 25 in repeats");
    expect(en.explanation).toContain("this wall takes");
    expect(en.halfDropNote).toBe(
      "Half-drop match: cutting alternate strips from two rolls can save up to half a repeat (12.5 in) per strip. The figures here do not count on that saving, so treat it as your margin.",
    );
    const es = stripCheckText(check, values, total, spanish);
    expect(es.explanation).toContain("repeticiones completas de 25 pulgadas");
    expect(es.explanation).toContain("esta pared necesita");
    expect(es.halfDropNote).toContain("media repetición (12.5 pulgadas) por tira");
  });

  it("asks for the room in Spanish while it is missing", () => {
    const values = { ...calculatorDefaults, wallHeight: 0 };
    expect(
      stripCheckText(stripCheck(values), values, calculateWallpaper(values), spanish).explanation,
    ).toBe(
      "Introduzca la altura de la pared, el ancho y el largo de la habitación para hacer la comprobación.",
    );
  });
});
