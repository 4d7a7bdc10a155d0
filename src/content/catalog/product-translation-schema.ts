/**
 * The Spanish text of a product: only what is written in words. Everything else (name, brand,
 * collection, pattern name, sizes, prices, colors) is shared with the English product, so a
 * translation cannot drift from the catalog's facts.
 */
import { z } from "zod";

export const productTranslationSchema = z.object({
  description: z.string().min(80),
  colorway: z.string().min(2),
  use: z.string().min(2),
  cleaning: z.string().min(2),
});

export type ProductTranslation = z.infer<typeof productTranslationSchema>;

/** One style's products, by product id. */
export type ProductTranslations = Readonly<Record<number, ProductTranslation>>;
