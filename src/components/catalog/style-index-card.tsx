import { useLocale, useTranslations } from "next-intl";

import { ResponsiveImage } from "@/components/media/responsive-image";
import { LocalizedLink } from "@/components/ui/localized-link";
import type { Product } from "@/content/catalog/product-schema";
import { productSwatchAlt } from "@/lib/catalog/product-image-alt";
import { styleDescription, styleTitle, type Style } from "@/lib/catalog/taxonomy-lookups";
import { imageSizes } from "@/lib/images/sizes";
import { productSlot } from "@/lib/images/slots";

/** One style on /styles: a representative swatch, the title, its line and how many designs. */
export function StyleIndexCard({
  style,
  sample,
  count,
  priority = false,
}: {
  style: Style;
  sample: Product | undefined;
  count: number;
  priority?: boolean;
}) {
  const locale = useLocale();
  const t = useTranslations("catalog.stylesPage");
  return (
    <article className="group/style relative grid grid-cols-[6.5rem_1fr] items-start gap-5 sm:block">
      <div className="swatch-frame aspect-square">
        {sample ? (
          <ResponsiveImage
            slot={productSlot(sample.id, "swatch")}
            alt={productSwatchAlt(sample, locale)}
            sizes={imageSizes.styleIndex}
            priority={priority}
            className="absolute inset-0 size-full object-cover transition-transform duration-500 ease-(--ease-calm) group-hover/style:scale-[1.03] motion-reduce:transition-none motion-reduce:group-hover/style:scale-100"
          />
        ) : null}
      </div>
      <div className="sm:pt-5">
        <h2 className="text-2xl leading-tight sm:text-3xl">
          <LocalizedLink
            href={`/styles/${style.slug}`}
            className="decoration-1 underline-offset-4 outline-none group-hover/style:underline after:absolute after:inset-0 focus-visible:after:outline-2 focus-visible:after:outline-offset-4 focus-visible:after:outline-ring"
          >
            {styleTitle(style.slug, locale)}
          </LocalizedLink>
        </h2>
        <p className="mt-2 text-sm text-muted-foreground sm:text-base">
          {styleDescription(style.slug, locale)}
        </p>
        <p className="eyebrow mt-3 text-accent-foreground">{t("designs", { count })}</p>
      </div>
    </article>
  );
}
