export * from "./calculator-guide-entry";
export * from "./glossary-terms";
export * from "./guide-hub";
export * from "./guide-schema";
export * from "./guide-slugs";
export * from "./guides";
