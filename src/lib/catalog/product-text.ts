/**
 * A product's own words in the page's language. Names, brands and pattern names stay English;
 * the description is the Spanish translation on Spanish pages
 * (src/content/es/catalog/product-translations.ts).
 */
import type { Product } from "@/content/catalog/product-schema";
import { productTranslation } from "@/content/es/catalog/product-translations";
import type { Locale } from "@/i18n/routing";

export function productDescription(product: Product, locale: Locale = "en"): string {
  return locale === "es" ? productTranslation(product.id).description : product.description;
}
