export * from "./guide-text";
export * from "./inline-links";
export * from "./internal-links";
export * from "./slugify";
export * from "./table-of-contents";
