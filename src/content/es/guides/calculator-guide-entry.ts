import { calculatorPath } from "@/content/guides/calculator-guide-entry";
import { type GuideListEntry } from "@/content/guides/guide-schema";

// The path and the list position are the same in both languages, so they have one source.
export { calculatorFollows, calculatorPath } from "@/content/guides/calculator-guide-entry";

/** The English entry's wording carried over, exclamation included. */
export const calculatorGuideEntry: GuideListEntry = {
  path: calculatorPath,
  title: "¿Cuántos rollos de papel tapiz necesito? - ¡Use la calculadora de papel tapiz!",
  summary:
    "Indique su habitación, las aberturas y el tamaño del rollo para calcular rollos sencillos y dobles, recortes y costo.",
};
