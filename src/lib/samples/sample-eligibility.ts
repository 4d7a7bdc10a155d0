import type { Product } from "@/content/catalog/product-schema";

/**
 * Every wallpaper in the catalog is sampled: the showroom cuts from stock or memo books. Kept as
 * a function so a product that cannot be sampled later is one condition here.
 */
export function offersSample(product: Pick<Product, "id">): boolean {
  return product.id > 0;
}
