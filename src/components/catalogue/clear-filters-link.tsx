import { LinkButton } from "@/components/ui/link-button";
import { catalogueHref, clearAll, type CatalogueState } from "@/lib/catalogue/query";

/**
 * "Clear All Filters" in a listing's empty state: the same page without its filters (and,
 * where the page's Clear All also clears it, without the search), kept in place.
 */
export function ClearFiltersLink({
  basePath,
  state,
  includeSearch = true,
}: {
  basePath: string;
  state: CatalogueState;
  includeSearch?: boolean;
}) {
  return (
    <LinkButton
      href={catalogueHref(basePath, clearAll(state, { includeSearch }))}
      scroll={false}
      prefetch={false}
    >
      Clear All Filters
    </LinkButton>
  );
}
