/**
 * Turns the ids of a cart into priced lines. The price is the programme's, read here on the
 * server: whatever the client sent, a line costs what the catalog says. Ids that are no longer
 * in the catalog (or no longer sampled) are reported so the page can say they were removed.
 */
import type { Product } from "@/content/catalog/product-schema";

import { toCents } from "./money";

export type SampleLine = {
  productId: number;
  name: string;
  brand: string;
  path: string;
  priceCents: number;
};

export type ResolvedCart = { lines: SampleLine[]; unknownIds: number[] };

export type CartCatalog = {
  find(id: number): Product | undefined;
  offersSample(product: Product): boolean;
  brandName(product: Product): string;
  path(product: Product): string;
  /** Dollars per sample. */
  price: number;
};

export function resolveCart(ids: readonly number[], catalog: CartCatalog): ResolvedCart {
  const lines: SampleLine[] = [];
  const unknownIds: number[] = [];
  for (const id of ids) {
    const product = catalog.find(id);
    if (!product || !catalog.offersSample(product)) {
      unknownIds.push(id);
      continue;
    }
    lines.push({
      productId: product.id,
      name: product.name,
      brand: catalog.brandName(product),
      path: catalog.path(product),
      priceCents: toCents(catalog.price),
    });
  }
  return { lines, unknownIds };
}
