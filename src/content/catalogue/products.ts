/**
 * Every product in the catalogue, in id order. Each file under ./products holds one collection
 * block (ids 1001-1022, 2001-2011, … 13001-13008).
 */
import type { Product } from "./product-schema";

export const products: readonly Product[] = [];
