import { describe, expect, it } from "vitest";

import {
  calculatorFieldHint,
  calculatorFieldLabel,
  calculatorFieldsetLegend,
  calculatorFieldsets,
  matchOptions,
  wallCountOptions,
} from "./calculator-fieldsets";
import { calculatorTextFor } from "./calculator-text-fixture";

const { t: en } = calculatorTextFor("en");
const { t: es } = calculatorTextFor("es");

const numberFields = calculatorFieldsets.flatMap((fieldset) =>
  fieldset.fields.flatMap((field) => (typeof field === "string" ? [] : [field.field])),
);

describe("calculator form words", () => {
  it("keeps the English labels, legends and options word for word", () => {
    expect(
      calculatorFieldsets.map((fieldset) => calculatorFieldsetLegend(fieldset.id, en)),
    ).toEqual(["Room Dimensions", "Windows & Doors", "Wallpaper Specifications", "Pricing"]);
    expect(numberFields.map((field) => calculatorFieldLabel(field, en))).toEqual([
      "Wall height (ft)",
      "Room width (ft)",
      "Room length (ft)",
      "Number of windows",
      "Window width (ft)",
      "Window height (ft)",
      "Number of doors",
      "Door width (ft)",
      "Door height (ft)",
      "Roll width (in)",
      "Roll length (ft)",
      "Pattern repeat (in)",
      "Cost per single roll ($)",
      "Trim cost per 15 ft roll ($)",
    ]);
    expect(calculatorFieldHint("rollWidth", en)).toBe("At least 12 in.");
    expect(calculatorFieldHint("rollLength", en)).toBe("At least 10 ft.");
    expect(calculatorFieldHint("patternRepeat", en)).toBe("0 for a plain paper.");
    expect(calculatorFieldHint("wallHeight", en)).toBeUndefined();
    expect(wallCountOptions(en).map((option) => option.label)).toEqual([
      "1 (accent wall)",
      "2 (opposite walls)",
      "3",
      "4 (entire room)",
    ]);
    expect(matchOptions(en).map((option) => [option.value, option.label])).toEqual([
      ["", "Not sure"],
      ["straight", "Straight"],
      ["half-drop", "Half-drop"],
      ["random", "Random"],
    ]);
    expect(en("form.trim.label")).toBe("Add a border or trim");
  });

  it("writes the Spanish form in feet and inches, with the glossary's words", () => {
    expect(numberFields.map((field) => calculatorFieldLabel(field, es))).toEqual([
      "Altura de la pared (pies)",
      "Ancho de la habitación (pies)",
      "Largo de la habitación (pies)",
      "Número de ventanas",
      "Ancho de la ventana (pies)",
      "Alto de la ventana (pies)",
      "Número de puertas",
      "Ancho de la puerta (pies)",
      "Alto de la puerta (pies)",
      "Ancho del rollo (pulgadas)",
      "Largo del rollo (pies)",
      "Repetición del patrón (pulgadas)",
      "Costo por rollo sencillo ($)",
      "Costo de la cenefa por rollo de 15 pies ($)",
    ]);
    expect(calculatorFieldHint("rollWidth", es)).toBe("Al menos 12 pulgadas.");
    expect(matchOptions(es).map((option) => option.label)).toEqual([
      "No lo sé",
      "Recto",
      "A medio salto",
      "Libre",
    ]);
    // The Spanish border guide tells readers to turn on the border option ("la opción de cenefa").
    expect(es("form.trim.label")).toBe("Agregar una cenefa o moldura");
  });

  it("leaves no English label, legend, hint or option in Spanish", () => {
    const pairs: [string, string][] = [
      ...calculatorFieldsets.map((fieldset): [string, string] => [
        calculatorFieldsetLegend(fieldset.id, es),
        calculatorFieldsetLegend(fieldset.id, en),
      ]),
      ...numberFields.map((field): [string, string] => [
        calculatorFieldLabel(field, es),
        calculatorFieldLabel(field, en),
      ]),
      ...numberFields.map((field): [string, string] => [
        calculatorFieldHint(field, es) ?? "",
        calculatorFieldHint(field, en) ?? "",
      ]),
      ...matchOptions(es).map((option, index): [string, string] => [
        option.label,
        matchOptions(en)[index]?.label ?? "",
      ]),
    ];
    for (const [spanish, english] of pairs) {
      if (english !== "") expect(spanish).not.toBe(english);
    }
  });
});
