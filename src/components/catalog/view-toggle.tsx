import { LayoutGrid, List } from "lucide-react";
import Link from "next/link";

import { catalogHref, type CatalogState, type CatalogView } from "@/lib/catalog/catalog-query";
import { cn } from "@/lib/utils/cn";

const views: { view: CatalogView; label: string; Icon: typeof List }[] = [
  { view: "grid", label: "Grid view", Icon: LayoutGrid },
  { view: "list", label: "List view", Icon: List },
];

/** Grid or list, kept in the URL like the filters; the page number is kept too. */
export function ViewToggle({ basePath, state }: { basePath: string; state: CatalogState }) {
  return (
    <div role="group" aria-label="View" className="flex border border-border">
      {views.map(({ view, label, Icon }) => {
        const current = state.view === view;
        return (
          <Link
            key={view}
            href={catalogHref(basePath, state, { view })}
            scroll={false}
            prefetch={false}
            aria-current={current ? "true" : undefined}
            data-focus-key={`view:${view}`}
            className={cn(
              "inline-flex size-11 items-center justify-center transition-colors",
              current
                ? "bg-foreground text-background"
                : "text-muted-foreground hover:bg-muted hover:text-foreground",
            )}
          >
            <Icon aria-hidden="true" className="size-4" />
            <span className="sr-only">{label}</span>
          </Link>
        );
      })}
    </div>
  );
}
