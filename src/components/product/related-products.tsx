import { useLocale, useTranslations } from "next-intl";

import { ProductCard } from "@/components/catalog/product-card";
import { LinkButton } from "@/components/ui/link-button";
import { getStyle, relatedProducts } from "@/lib/catalog/lookups";
import { productWords, styleWallpaperPhrase } from "@/lib/catalog/product-details";
import type { Product } from "@/content/catalog/product-schema";
import { imageSizes } from "@/lib/images/sizes";

/** Up to four other papers of the same style, then the way to all of them. */
export function RelatedProducts({ product }: { product: Product }) {
  const locale = useLocale();
  const t = useTranslations("product.related");
  const related = relatedProducts(product, 4);
  const style = getStyle(product.style);
  if (related.length === 0 || !style) return null;
  // English names the style ("More Damask wallpaper"); Spanish its page ("papel tapiz de damasco").
  const names = {
    style: productWords(product, locale).style,
    styleWallpaper: styleWallpaperPhrase(product, locale),
  };
  return (
    <section aria-labelledby="related-title" className="bg-surface py-16 lg:py-24 print:hidden">
      <div className="mx-auto max-w-page px-5 sm:px-8 lg:px-12">
        <div className="flex flex-wrap items-end justify-between gap-4">
          <div>
            <p className="eyebrow">{t("eyebrow")}</p>
            <h2 id="related-title" className="mt-3 text-3xl sm:text-4xl">
              {t("heading", names)}
            </h2>
          </div>
          <LinkButton href={`/styles/${style.slug}`} variant="quiet" className="px-0">
            {t("all", names)}
          </LinkButton>
        </div>
        <ul className="mt-10 grid grid-cols-2 gap-x-3 gap-y-10 sm:gap-x-5 lg:grid-cols-4 lg:gap-x-6">
          {related.map((item) => (
            <li key={item.id}>
              <ProductCard product={item} sizes={imageSizes.quarterGrid} />
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
