export * from "./calculator-input";
export * from "./calculate-wallpaper";
export * from "./estimate-summary";
export * from "./form-schema";
export * from "./format-result";
export * from "./query";
export * from "./snap";
export * from "./strip-check";
