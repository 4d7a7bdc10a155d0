import { useLocale, useTranslations } from "next-intl";

import { localizedSite } from "@/content/localized";
import { cn } from "@/lib/utils/cn";

/**
 * Stock in plain words: "In stock" ships from our stock; "Special order" is ordered from the
 * house for the visitor, which takes weeks rather than days, and says so to screen readers.
 */
export function StockBadge({ inStock, className }: { inStock: boolean; className?: string }) {
  const locale = useLocale();
  const t = useTranslations("catalog.stock");
  return (
    <p
      className={cn("stock-badge", inStock ? "text-primary" : "text-accent-foreground", className)}
    >
      <span
        aria-hidden="true"
        className={inStock ? "stock-dot bg-primary" : "stock-dot border border-accent-foreground"}
      />
      {inStock ? t("inStock") : t("specialOrder")}
      {inStock ? null : (
        <span className="sr-only">
          {t("leadTime", { leadTime: localizedSite(locale).specialOrderLeadTime })}
        </span>
      )}
    </p>
  );
}
