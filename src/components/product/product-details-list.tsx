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
        <div
          key={row.label}
          className="grid grid-cols-[9.5rem_1fr] gap-4 border-b border-border py-3 sm:grid-cols-[11rem_1fr] print:break-inside-avoid print:grid-cols-[9rem_1fr] print:gap-2 print:py-1"
        >
          <dt className="text-xs font-semibold tracking-[0.08em] text-muted-foreground uppercase">
            {row.label}
          </dt>
          <dd className="text-foreground">{row.value}</dd>
        </div>
      ))}
    </dl>
  );
}
