import type { Product } from "@/content/catalog/product-schema";

/**
 * The calculator page's address. Kept here rather than imported from the guide content, which
 * would bring every guide into the calculator's browser bundle.
 */
export const calculatorPagePath = "/wallpaper-calculator";

/**
 * The roll calculator pre-filled with this paper's roll size and repeat. Papers sold by the yard
 * or the panel still have a width and a length, so the estimate works for them too.
 */
export function calculatorHref(product: Product): string {
  const { details } = product;
  const params = new URLSearchParams({
    rollWidth: String(details.widthInches),
    rollLength: String(details.lengthFeet),
    patternRepeat: String(details.verticalRepeatInches),
    match: details.match,
    product: String(product.id),
  });
  return `${calculatorPagePath}?${params.toString()}`;
}
