import { LayoutGrid, List } from "lucide-react";
import { useTranslations } from "next-intl";

import { LocalizedLink } from "@/components/ui/localized-link";
import { catalogHref, type CatalogState, type CatalogView } from "@/lib/catalog/catalog-query";
import { cn } from "@/lib/utils/cn";
import { definedProps } from "@/lib/utils/defined-props";

const views: { view: CatalogView; Icon: typeof List }[] = [
  { view: "grid", Icon: LayoutGrid },
  { view: "list", Icon: List },
];

/** Grid or list, kept in the URL like the filters; the page number is kept too. */
export function ViewToggle({ basePath, state }: { basePath: string; state: CatalogState }) {
  const t = useTranslations("catalog.view");
  return (
    <div role="group" aria-label={t("label")} className="flex border border-border">
      {views.map(({ view, Icon }) => {
        const current = state.view === view;
        return (
          <LocalizedLink
            key={view}
            href={catalogHref(basePath, state, { view })}
            scroll={false}
            prefetch={false}
            {...definedProps({ "aria-current": current ? ("true" as const) : undefined })}
            data-focus-key={`view:${view}`}
            className={cn(
              "inline-flex size-11 items-center justify-center transition-colors",
              current
                ? "bg-foreground text-background"
                : "text-muted-foreground hover:bg-muted hover:text-foreground",
            )}
          >
            <Icon aria-hidden="true" className="size-4" />
            <span className="sr-only">{t(view)}</span>
          </LocalizedLink>
        );
      })}
    </div>
  );
}
