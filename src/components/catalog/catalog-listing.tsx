import { useLocale, useTranslations } from "next-intl";
import type * as React from "react";

import { ActiveFilters } from "@/components/catalog/active-filters";
import { FilterPanel, type LockedFilter } from "@/components/catalog/filter-panel";
import {
  FilterPanelFrame,
  FilterSheetProvider,
  FilterSheetTrigger,
} from "@/components/catalog/filter-sheet";
import { ListingEmptyState } from "@/components/catalog/listing-empty-state";
import { LoadMore } from "@/components/catalog/load-more";
import { ProductResults } from "@/components/catalog/product-results";
import { SearchBox } from "@/components/catalog/search-box";
import { ViewToggle } from "@/components/catalog/view-toggle";
import {
  noMatchesTextFor,
  productsFoundText,
  type Listing,
  type ListingConfig,
  type ListingEmptyText,
} from "@/lib/catalog/listing";
import { catalogHref } from "@/lib/catalog/catalog-query";
import { localizePath } from "@/lib/i18n/localize-path";

function activeFilterCount(listing: Listing, config: ListingConfig): number {
  const { state } = listing;
  const groups = config.groups.filter((group) => state[group] !== undefined).length;
  return groups + (state.humid ? 1 : 0) + (state.commercial ? 1 : 0);
}

/**
 * The shared body of every listing page: the filter panel (a sidebar on wide screens, a sheet on
 * phones), the search, the count, the view toggle, the cards and "Load more". Each page adds
 * its own header and may word the empty state its own way.
 */
export function CatalogListing({
  basePath,
  listing,
  config,
  locked,
  empty,
  footer,
  priorityFirst = false,
}: {
  basePath: string;
  listing: Listing;
  config: ListingConfig;
  locked?: LockedFilter;
  /** What shows instead of the cards when nothing matches; "No products found" when left out. */
  empty?: ListingEmptyText;
  /** Below the cards, e.g. the color page's link to the whole list. */
  footer?: React.ReactNode;
  priorityFirst?: boolean;
}) {
  const locale = useLocale();
  const t = useTranslations("catalog");
  const { state, slice } = listing;
  // A plain link and the browser's router both use it: the address in the page's language.
  const nextHref =
    config.paging.kind === "load-more" && slice.nextPage !== null
      ? localizePath(catalogHref(basePath, state, { page: slice.nextPage }), locale)
      : null;

  return (
    <div className="mx-auto max-w-page px-5 pb-24 sm:px-8 lg:px-12 lg:pb-32">
      <FilterSheetProvider>
        <div className="lg:grid lg:grid-cols-[15rem_minmax(0,1fr)] lg:gap-12 xl:grid-cols-[16.5rem_minmax(0,1fr)] xl:gap-16">
          {/* One panel for every screen: the sidebar, or the sheet on phones. */}
          <FilterPanelFrame
            title={t("filters.heading")}
            showResultsLabel={t("filters.showResults", { count: slice.total })}
          >
            <FilterPanel basePath={basePath} listing={listing} config={config} locked={locked} />
          </FilterPanelFrame>

          <div className="min-w-0">
            {config.search ? (
              <div className="mb-4 max-w-xl lg:mb-2">
                <SearchBox action={basePath} state={state} config={config} id="listing-search" />
              </div>
            ) : null}

            <div className="flex flex-wrap items-center justify-between gap-3 border-b border-border py-3 lg:min-h-16">
              <div className="lg:hidden">
                <FilterSheetTrigger
                  title={t("filters.heading")}
                  activeCount={activeFilterCount(listing, config)}
                  activeLabel={t("filters.activeCount", {
                    count: activeFilterCount(listing, config),
                  })}
                />
              </div>
              <p
                role="status"
                className="order-last basis-full text-sm text-muted-foreground sm:order-none sm:basis-auto"
              >
                {productsFoundText(slice.total, locale)}
              </p>
              {config.viewToggle ? <ViewToggle basePath={basePath} state={state} /> : null}
            </div>

            <ActiveFilters basePath={basePath} state={state} config={config} />

            {slice.total === 0 ? (
              <div className="pt-8">
                <ListingEmptyState
                  basePath={basePath}
                  state={state}
                  wording={empty ?? noMatchesTextFor(locale)}
                />
              </div>
            ) : (
              <ProductResults
                products={slice.items}
                label={t("listing.resultsHeading")}
                view={state.view}
                showConsultation
                priorityFirst={priorityFirst}
                freshFrom={
                  config.paging.kind === "load-more" && state.page > 1
                    ? (state.page - 1) * config.paging.pageSize
                    : undefined
                }
              />
            )}

            {config.paging.kind === "load-more" && slice.total > config.paging.pageSize ? (
              <LoadMore
                href={nextHref}
                status={t("loadMore.status", { shown: slice.shown, total: slice.total })}
                label={t("loadMore.label")}
                loadingLabel={t("loadMore.loading")}
                shown={slice.shown}
              />
            ) : null}
            {footer}
          </div>
        </div>
      </FilterSheetProvider>
    </div>
  );
}
