/**
 * The Spanish text of every catalog product, by product id. Each file under ./products holds one
 * style's translations; this record merges them so a page can look a product up by id alone.
 */
import type {
  ProductTranslation,
  ProductTranslations,
} from "@/content/catalog/product-translation-schema";
import { abstractProductTranslations } from "@/content/es/catalog/products/abstract";
import { aestheticsProductTranslations } from "@/content/es/catalog/products/aesthetics";
import { botanicalFloralProductTranslations } from "@/content/es/catalog/products/botanical-floral";
import { chinoiserieProductTranslations } from "@/content/es/catalog/products/chinoiserie";
import { coastalTropicalProductTranslations } from "@/content/es/catalog/products/coastal-tropical";
import { damaskProductTranslations } from "@/content/es/catalog/products/damask";
import { geometricProductTranslations } from "@/content/es/catalog/products/geometric";
import { grassclothNaturalsProductTranslations } from "@/content/es/catalog/products/grasscloth-naturals";
import { kidTeenProductTranslations } from "@/content/es/catalog/products/kid-teen";
import { metallicFinishesProductTranslations } from "@/content/es/catalog/products/metallic-finishes";
import { muralsDigitalProductTranslations } from "@/content/es/catalog/products/murals-digital";
import { stripesProductTranslations } from "@/content/es/catalog/products/stripes";
import { texturedFabricProductTranslations } from "@/content/es/catalog/products/textured-fabric";
import { traditionalProductTranslations } from "@/content/es/catalog/products/traditional";

/** The style records, kept apart so a test can prove no id is claimed by two styles. */
export const productTranslationsByStyle: readonly ProductTranslations[] = [
  abstractProductTranslations,
  aestheticsProductTranslations,
  botanicalFloralProductTranslations,
  chinoiserieProductTranslations,
  coastalTropicalProductTranslations,
  damaskProductTranslations,
  geometricProductTranslations,
  grassclothNaturalsProductTranslations,
  kidTeenProductTranslations,
  metallicFinishesProductTranslations,
  muralsDigitalProductTranslations,
  stripesProductTranslations,
  texturedFabricProductTranslations,
  traditionalProductTranslations,
];

export const productTranslations: ProductTranslations = productTranslationsByStyle.reduce<
  Record<number, ProductTranslation>
>((all, style) => ({ ...all, ...style }), {});

/** The Spanish text of one product. Throws rather than let a page fall back to English unseen. */
export function productTranslation(id: number): ProductTranslation {
  const translation = productTranslations[id];
  if (!translation) {
    throw new Error(`No Spanish translation for product ${id}`);
  }
  return translation;
}
