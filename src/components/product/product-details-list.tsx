import { useLocale } from "next-intl";

import type { Product } from "@/content/catalog/product-schema";
import { productDetailRows } from "@/lib/catalog/product-details";
import { cn } from "@/lib/utils/cn";

/** The specification rows a designer copies into a schedule, the same on screen and on paper. */
export function ProductDetailsList({
  product,
  className,
}: {
  product: Product;
  className?: string;
}) {
  const locale = useLocale();
  return (
    <dl className={cn("border-t border-border text-sm", className)}>
      {productDetailRows(product, locale).map((row) => (
        <div key={row.label} className="spec-row">
          <dt className="spec-label">{row.label}</dt>
          <dd className="text-foreground">{row.value}</dd>
        </div>
      ))}
    </dl>
  );
}
