/**
 * Every product in the catalogue, in id order. Each file under ./products holds one collection
 * block (ids 1001-1022, 2001-2011, … 13001-13008).
 */
import type { Product } from "./product-schema";
import { block01 } from "./products/block-01";
import { block02 } from "./products/block-02";
import { block03 } from "./products/block-03";
import { block04 } from "./products/block-04";
import { block05 } from "./products/block-05";
import { block06 } from "./products/block-06";
import { block07 } from "./products/block-07";
import { block08 } from "./products/block-08";
import { block09 } from "./products/block-09";
import { block10 } from "./products/block-10";
import { block11 } from "./products/block-11";
import { block12 } from "./products/block-12";
import { block13 } from "./products/block-13";

export const products: readonly Product[] = [
  ...block01,
  ...block02,
  ...block03,
  ...block04,
  ...block05,
  ...block06,
  ...block07,
  ...block08,
  ...block09,
  ...block10,
  ...block11,
  ...block12,
  ...block13,
];
