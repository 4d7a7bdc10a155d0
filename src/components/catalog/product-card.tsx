import { useLocale, useTranslations } from "next-intl";
import { useId, type CSSProperties } from "react";

import { ProductPrice } from "@/components/catalog/product-price";
import { StockBadge } from "@/components/catalog/stock-badge";
import { ConsultationButton } from "@/components/consultation/consultation-button";
import { ResponsiveImage } from "@/components/media/responsive-image";
import { AddSampleButton } from "@/components/samples/add-sample-button";
import { LocalizedLink } from "@/components/ui/localized-link";
import type { Product } from "@/content/catalog/product-schema";
import { productPath } from "@/lib/catalog/lookups";
import { productSwatchAlt } from "@/lib/catalog/product-image-alt";
import { productDescription } from "@/lib/catalog/product-text";
import { brandName } from "@/lib/catalog/taxonomy-lookups";
import { imageSizes } from "@/lib/images/sizes";
import { productSlot } from "@/lib/images/slots";
import { backgroundImage } from "@/lib/images/urls";
import { cn } from "@/lib/utils/cn";

export type ProductCardProps = {
  product: Product;
  view?: "grid" | "list";
  /** Only for the card that is the page's largest picture in the first viewport. */
  priority?: boolean;
  /** "eager" for the rest of the first row, which is on screen on arrival. */
  loading?: "eager" | "lazy";
  /** "low": on the first screen, but not the page's largest paint. */
  fetchPriority?: "low";
  /** "blur" for cards on the first screen (see ResponsiveImage). */
  placeholder?: "blur" | "tone";
  sizes?: string;
  /** Listing pages offer a consultation about the wallpaper right on the card. */
  showConsultation?: boolean;
  headingLevel?: 2 | 3;
  className?: string;
};

/**
 * A wallpaper in a listing: the square swatch (the room view fades in on hover or focus), the name in the
 * serif, brand, price and stock beneath. The name's link stretches over the whole card; the
 * consultation button sits above that overlay so it stays a separate, focusable control.
 */
export function ProductCard({
  product,
  view = "grid",
  priority = false,
  loading = "lazy",
  fetchPriority,
  placeholder,
  sizes,
  showConsultation = false,
  headingLevel = 3,
  className,
}: ProductCardProps) {
  const locale = useLocale();
  const t = useTranslations("catalog.productCard");
  const Heading = `h${headingLevel}` as const;
  const list = view === "list";
  const headingId = useId();

  return (
    <article
      aria-labelledby={headingId}
      data-product-card=""
      className={cn(
        "group/card relative",
        list
          ? "grid grid-cols-[8rem_1fr] items-start gap-5 sm:grid-cols-[14rem_1fr] sm:gap-8"
          : "flex h-full flex-col",
        className,
      )}
    >
      <div className="swatch-frame aspect-square">
        <ResponsiveImage
          slot={productSlot(product.id, "swatch")}
          alt={productSwatchAlt(product, locale)}
          sizes={sizes ?? (list ? imageSizes.productCardList : imageSizes.productCard)}
          priority={priority}
          loading={loading}
          fetchPriority={fetchPriority}
          placeholder={placeholder}
          className="cover-image"
        />
        {/*
          The room view: a background that only a hover or keyboard-focus rule applies, so it is
          never downloaded until asked for, and costs one element per card instead of a <picture>.
          560 px is the room rendition nearest a card's width at 2x (about 600 px).
        */}
        <span
          aria-hidden="true"
          style={
            { "--room": backgroundImage(productSlot(product.id, "room"), 560) } as CSSProperties
          }
          className="card-room"
        />
      </div>

      <div className={cn("flex flex-1 flex-col", list ? "sm:pt-1" : "pt-4")}>
        <Heading id={headingId} className="card-title">
          <LocalizedLink href={productPath(product)} className="card-link">
            {product.name}
          </LocalizedLink>
        </Heading>
        <p className="mt-1 text-sm text-muted-foreground">{brandName(product.brand)}</p>
        <div className={list ? "mt-2 flex flex-wrap items-center gap-1 gap-x-4" : "card-meta"}>
          <ProductPrice price={product.price} originalPrice={product.originalPrice} />
          <StockBadge inStock={product.inStock} />
        </div>
        {list ? (
          <p className="mt-4 line-clamp-3 max-w-prose text-sm text-foreground/85 sm:line-clamp-none sm:text-base">
            {productDescription(product, locale)}
          </p>
        ) : null}
        <div className={cn("card-actions", list ? "mt-4" : "mt-auto pt-2")}>
          <AddSampleButton
            productId={product.id}
            productName={product.name}
            formClassName="relative z-[2]"
            buttonClassName="card-action"
          />
          {showConsultation ? (
            <ConsultationButton productName={product.name} buttonClassName="card-action">
              {t("consultation")}
              <span className="sr-only"> {t("consultationAbout", { name: product.name })}</span>
            </ConsultationButton>
          ) : null}
        </div>
      </div>
    </article>
  );
}
