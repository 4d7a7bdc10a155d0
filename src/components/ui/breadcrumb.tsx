import { ChevronRight } from "lucide-react";
import { useTranslations } from "next-intl";

import { LocalizedLink } from "@/components/ui/localized-link";
import { cn } from "@/lib/utils/cn";

export type Crumb = { label: string; href?: string };

/** Breadcrumbs: the last crumb is the current page and is not a link. */
export function Breadcrumb({ items, className }: { items: readonly Crumb[]; className?: string }) {
  const t = useTranslations("common.breadcrumb");
  return (
    <nav aria-label={t("label")} className={cn("text-sm text-muted-foreground", className)}>
      <ol className="crumbs">
        {items.map((item, index) => {
          const last = index === items.length - 1;
          return (
            <li key={`${item.label}-${index}`} className="crumb">
              {item.href && !last ? (
                <LocalizedLink href={item.href} className="crumb-link">
                  {item.label}
                </LocalizedLink>
              ) : (
                <span
                  aria-current={last ? "page" : undefined}
                  className={last ? "text-foreground" : undefined}
                >
                  {item.label}
                </span>
              )}
              {last ? null : <ChevronRight aria-hidden="true" className="size-3.5" />}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
