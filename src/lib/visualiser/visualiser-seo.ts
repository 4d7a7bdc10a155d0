/**
 * The tool page's title and description: one per paper, so 151 pages that are never indexed still
 * read as what they are in a tab, a bookmark or a shared link.
 */
import type { Product } from "@/content/catalog/product-schema";
import { brandName, styleTitle } from "@/lib/catalog/taxonomy-lookups";

const maxDescription = 160;

/** "See Tidewater Pastorale on Your Wall" */
export function visualiserTitle(product: Pick<Product, "name">): string {
  return `See ${product.name} on Your Wall`;
}

export function visualiserDescription(product: Product): string {
  const paper = `${product.name} by ${brandName(product.brand)}`;
  const long = `Try ${paper} on a photo of your own room: mark the wall and see the ${styleTitle(product.style).toLowerCase()} wallpaper at true scale. Your photo stays on your device.`;
  if (long.length <= maxDescription) return long;
  const short = `Try ${paper} on a photo of your own room, at true scale. Your photo stays on your device.`;
  if (short.length <= maxDescription) return short;
  return `${short.slice(0, maxDescription - 1).trimEnd()}…`;
}
