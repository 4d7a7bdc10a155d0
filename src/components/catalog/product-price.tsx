import { useLocale } from "next-intl";

import type { Product } from "@/content/catalog/product-schema";
import { previousPriceText, priceText, shortPriceText } from "@/lib/catalog/price";
import { cn } from "@/lib/utils/cn";

/**
 * A price as cards show it: "$89/roll", with the earlier price struck through. Screen readers
 * hear the long form ("$89.00 per roll, was $120.00 per roll") instead of "slash roll".
 */
export function ProductPrice({
  price,
  originalPrice,
  className,
}: {
  price: Product["price"];
  originalPrice?: number;
  className?: string;
}) {
  const locale = useLocale();
  const original = originalPrice === undefined ? undefined : { ...price, amount: originalPrice };
  return (
    <p className={cn("price-line", className)}>
      <span aria-hidden="true">{shortPriceText(price, locale)}</span>
      <span className="sr-only">{priceText(price, locale)}</span>
      {original ? (
        <s className="ml-2 text-muted-foreground decoration-1">
          <span aria-hidden="true">{shortPriceText(original, locale)}</span>
          <span className="sr-only">{previousPriceText(original, locale)}</span>
        </s>
      ) : null}
    </p>
  );
}
