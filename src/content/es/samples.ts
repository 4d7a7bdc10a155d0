/**
 * The Spanish wording of the sample programme. The price and the per-request limit come from the
 * English module, so both languages state the same facts.
 */
import { samplePolicy as englishSamplePolicy } from "@/content/samples";

export const samplePolicy = {
  ...englishSamplePolicy,
  size: "9 × 12 pulg.",
  sizeSpoken: "9 por 12 pulgadas",
  shipping: "3 a 5 días hábiles",
  credit: "El costo de sus muestras se descuenta de su pedido de papel tapiz.",
  currentRun:
    "¿Está por hacer su pedido? Pida un corte de la producción actual, para que la muestra coincida con el lote de tinte que le enviaríamos.",
} as const;
