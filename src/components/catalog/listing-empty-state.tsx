import { useTranslations } from "next-intl";

import { EmptyState } from "@/components/catalog/empty-state";
import { LinkButton } from "@/components/ui/link-button";
import type { ListingEmptyText } from "@/lib/catalog/listing";
import {
  catalogHref,
  clearAll,
  hasActiveFilters,
  type CatalogState,
} from "@/lib/catalog/catalog-query";

/**
 * A listing with no cards. With a filter or a search set, "Clear All Filters" shows the same page
 * without them (the search too), kept in place; with none set, the page's pool is empty and the
 * way out is another page.
 */
export function ListingEmptyState({
  basePath,
  state,
  wording,
}: {
  basePath: string;
  state: CatalogState;
  wording: ListingEmptyText;
}) {
  const t = useTranslations("catalog.listing");
  const { browse } = wording;
  return (
    <EmptyState title={wording.title} text={wording.text}>
      {browse && !hasActiveFilters(state, { includeSearch: true }) ? (
        <LinkButton href={browse.href} variant="outline">
          {browse.label}
        </LinkButton>
      ) : (
        <LinkButton
          href={catalogHref(basePath, clearAll(state, { includeSearch: true }))}
          scroll={false}
          prefetch={false}
        >
          {t("clearAllFilters")}
        </LinkButton>
      )}
    </EmptyState>
  );
}
