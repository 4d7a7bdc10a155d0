/**
 * The Spanish for the short, repeated values of a product's details. Every style's translations
 * take `use` and `cleaning` from here, so one English value always reads the same in Spanish
 * wherever it appears in the catalog.
 */

export const useTerms = {
  Residential: "Residencial",
  "Residential and light commercial": "Residencial y comercial ligero",
  Commercial: "Comercial",
} as const satisfies Readonly<Record<string, string>>;

export const cleaningTerms = {
  Washable: "Lavable",
  Scrubbable: "Resistente al cepillado",
  Spongeable: "Limpiable con esponja",
  "Dust gently; do not wet": "Quitar el polvo con suavidad; no mojar",
} as const satisfies Readonly<Record<string, string>>;
