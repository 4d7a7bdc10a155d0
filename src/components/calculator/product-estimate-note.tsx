import { useTranslations } from "next-intl";
import type * as React from "react";

import { LocalizedLink } from "@/components/ui/localized-link";
import type { Product } from "@/content/catalog/product-schema";
import type { CalculatorTranslator } from "@/lib/calculator/calculator-text";
import { matchName } from "@/lib/calculator/estimate-summary";
import { brandName, productPath } from "@/lib/catalog/lookups";
import { onYourWallHref } from "@/lib/visualiser/visualiser-path";

import { SeeOnWallLink } from "./see-on-wall-link";

const noteLinkClass =
  "inline-flex min-h-6 items-center gap-1.5 font-medium text-foreground underline decoration-accent/70 underline-offset-4 hover:decoration-foreground";

/** The name the estimate and the consultation message carry: "Key Lime Palmetto by Thibaut". */
export function productEstimateName(product: Product, t: CalculatorTranslator): string {
  return t("productNote.byline", { name: product.name, brand: brandName(product.brand) });
}

/** Says which wallpaper the estimate is for when a product page linked here. */
export function ProductEstimateNote({
  product,
  swatch,
}: {
  product: Product;
  /** The product's swatch picture, rendered by the page. */
  swatch?: React.ReactNode;
}) {
  const t = useTranslations("calculator");
  const visualiser = useTranslations("visualiser.link");
  const { widthInches, lengthFeet, verticalRepeatInches, match } = product.details;
  const facts = [
    brandName(product.brand),
    t("productNote.rolls", { width: String(widthInches), length: String(lengthFeet) }),
    verticalRepeatInches > 0
      ? t("productNote.repeat", { value: String(verticalRepeatInches) })
      : t("productNote.noRepeat"),
    matchName(match, t),
  ];
  return (
    <div className="flex items-start gap-4 border border-border bg-surface p-4 sm:gap-5 sm:p-5">
      {swatch ? <div className="w-18 shrink-0 sm:w-24">{swatch}</div> : null}
      <div className="min-w-0">
        <p className="eyebrow">{t("productNote.eyebrow")}</p>
        <p className="mt-1 font-display text-2xl leading-tight text-foreground">{product.name}</p>
        <p className="mt-1 text-sm text-muted-foreground">
          {facts.map((fact, index) => (
            <span key={fact}>
              {index > 0 ? (
                <span aria-hidden="true" className="mx-1.5 text-accent">
                  ·
                </span>
              ) : null}
              {index > 0 ? <span className="sr-only">, </span> : null}
              {fact}
            </span>
          ))}
        </p>
        <p className="mt-2 flex flex-wrap gap-x-5 gap-y-1 text-sm">
          <LocalizedLink href={productPath(product)} className={noteLinkClass}>
            {t("productNote.viewWallpaper")}
          </LocalizedLink>
          <SeeOnWallLink
            href={onYourWallHref(productPath(product))}
            label={visualiser("seeOnWall")}
            className={noteLinkClass}
          />
        </p>
      </div>
    </div>
  );
}
