import { useLocale, useTranslations } from "next-intl";

import { ResponsiveImage } from "@/components/media/responsive-image";
import { productWords } from "@/lib/catalog/product-details";
import { productRoomAlt, productSwatchAlt } from "@/lib/catalog/product-image-alt";
import type { Product } from "@/content/catalog/product-schema";
import { imageSizes } from "@/lib/images/sizes";
import { productSlot } from "@/lib/images/slots";
import { cn } from "@/lib/utils/cn";

const imageClass = "cover-image";

/**
 * The swatch large (the page's first and largest picture), then the paper in a room and, when
 * there is one, a close view of its surface. On paper only the swatch prints.
 */
export function ProductImages({ product }: { product: Product }) {
  const locale = useLocale();
  const t = useTranslations("product.images");
  const hasDetail = product.images.some((image) => image.kind === "detail");
  return (
    <div className="grid grid-cols-2 gap-1.5 sm:gap-2">
      <div className="relative col-span-2 aspect-square overflow-hidden bg-muted print:col-span-1 print:w-[2.6in]">
        <ResponsiveImage
          slot={productSlot(product.id, "swatch")}
          alt={productSwatchAlt(product, locale)}
          sizes={imageSizes.productMain}
          priority
          className={imageClass}
        />
      </div>
      <div
        className={cn(
          "relative overflow-hidden bg-muted print:hidden",
          hasDetail ? "aspect-[4/5]" : "col-span-2 aspect-square",
        )}
      >
        <ResponsiveImage
          slot={productSlot(product.id, "room")}
          alt={productRoomAlt(product, locale)}
          sizes={hasDetail ? imageSizes.productHalf : imageSizes.productMain}
          className={imageClass}
        />
      </div>
      {hasDetail ? (
        <div className="portrait-frame print:hidden">
          <ResponsiveImage
            slot={productSlot(product.id, "detail")}
            alt={t("detail", {
              name: product.name,
              material: productWords(product, locale).material.toLowerCase(),
            })}
            sizes={imageSizes.productHalf}
            className={imageClass}
          />
        </div>
      ) : null}
    </div>
  );
}
