import { describe, expect, it } from "vitest";
import { calculatorDefaults } from "./calculator-input";
import { calculateWallpaper } from "./calculate-wallpaper";
import { calculatorTextFor } from "./calculator-text-fixture";
import { estimateSummary } from "./estimate-summary";

const english = calculatorTextFor("en");
const spanish = calculatorTextFor("es");

describe("estimateSummary", () => {
  it("summarises the default estimate in plain lines", () => {
    expect(
      estimateSummary(calculatorDefaults, calculateWallpaper(calculatorDefaults), english),
    ).toBe(
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
    const text = estimateSummary(input, calculateWallpaper(input), english, {
      productName: "Palm Court",
      match: "half-drop",
    });
    expect(text).toContain("Wallpaper: Palm Court");
    expect(text).toContain("1 wall (accent wall)");
    expect(text).toContain("25 in pattern repeat, half-drop match");
    expect(text).toContain("Trim: 10.0 ft, 1 roll, $20.00");
  });

  it("writes the same lines in Spanish for a Spanish visitor's message", () => {
    expect(
      estimateSummary(calculatorDefaults, calculateWallpaper(calculatorDefaults), spanish),
    ).toBe(
      [
        "Presupuesto de la calculadora de papel tapiz",
        "Habitación: 10 x 12 pies, paredes de 8 pies de alto, 4 paredes (toda la habitación)",
        "Aberturas: 2 ventanas (3 x 4 pies), 1 puerta (3 x 7 pies)",
        "Rollos: 20.5 pulgadas x 33 pies, sin repetición del patrón",
        "Área a cubrir: 307.0 pies cuadrados",
        "Presupuesto: 6 rollos sencillos (3 rollos dobles), $210.00 a $35.00 por rollo",
        "Total estimado: $210.00",
      ].join("\n"),
    );
    const input = {
      ...calculatorDefaults,
      useTrim: true,
      numberOfWalls: 1,
      patternRepeat: 25,
    } as const;
    const text = estimateSummary(input, calculateWallpaper(input), spanish, {
      productName: "Palm Court de Thibaut",
      match: "half-drop",
    });
    expect(text).toContain("Papel tapiz: Palm Court de Thibaut");
    expect(text).toContain("1 pared (pared de acento)");
    expect(text).toContain("repetición del patrón de 25 pulgadas, casado a medio salto");
    expect(text).toContain("Cenefa: 10.0 pies, 1 rollo, $20.00");
  });
});
