import { products } from "../../src/content/catalog/products";

export type CatalogProduct = (typeof products)[number];

/** The catalogue's first three products, which the sample cart tests put in the cart. */
export const [first, second, third] = products as [CatalogProduct, CatalogProduct, CatalogProduct];
