/**
 * Every product in the catalog, in id order. Each file under ./products holds the products of
 * one style (./products/coastal-tropical.ts, …); this list merges them back by id, the order
 * pages, sitemaps and the gallery list them in.
 */
import type { Product } from "./product-schema";
import { abstractProducts } from "./products/abstract";
import { aestheticsProducts } from "./products/aesthetics";
import { botanicalFloralProducts } from "./products/botanical-floral";
import { chinoiserieProducts } from "./products/chinoiserie";
import { coastalTropicalProducts } from "./products/coastal-tropical";
import { damaskProducts } from "./products/damask";
import { geometricProducts } from "./products/geometric";
import { grassclothNaturalsProducts } from "./products/grasscloth-naturals";
import { kidTeenProducts } from "./products/kid-teen";
import { metallicFinishesProducts } from "./products/metallic-finishes";
import { muralsDigitalProducts } from "./products/murals-digital";
import { stripesProducts } from "./products/stripes";
import { texturedFabricProducts } from "./products/textured-fabric";
import { traditionalProducts } from "./products/traditional";

export const products: readonly Product[] = [
  ...abstractProducts,
  ...aestheticsProducts,
  ...botanicalFloralProducts,
  ...chinoiserieProducts,
  ...coastalTropicalProducts,
  ...damaskProducts,
  ...geometricProducts,
  ...grassclothNaturalsProducts,
  ...kidTeenProducts,
  ...metallicFinishesProducts,
  ...muralsDigitalProducts,
  ...stripesProducts,
  ...texturedFabricProducts,
  ...traditionalProducts,
].sort((a, b) => a.id - b.id);
