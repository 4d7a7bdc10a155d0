/**
 * What a listing page shows for a query: the pool a route starts from (all products, one style,
 * one color, one material), narrowed by the filters that page offers. Pure: the page passes
 * the pool in, so this module never bundles the catalog by itself.
 */
import type { Product } from "@/content/catalog/product-schema";
import type { Locale } from "@/i18n/routing";
import { catalogText } from "@/lib/catalog/catalog-text";
import {
  facetCounts,
  filterProducts,
  isCommercialGrade,
  type FacetCounts,
} from "@/lib/catalog/filter";
import { catalogPageSize, colorPageLimit, pageSlice, type PageSlice } from "@/lib/catalog/paging";
import {
  criteriaFromState,
  defaultCatalogState,
  type CatalogState,
  type FilterGroup,
} from "@/lib/catalog/catalog-query";

/** How one kind of listing page behaves: which filters it offers and what it lets the URL set. */
export type ListingConfig = {
  /** Groups a visitor can change here, in the order the panel lists them. */
  groups: readonly FilterGroup[];
  /** A group the route itself fixes: shown in the panel, but disabled. */
  locked?: "style" | "color";
  flags: boolean;
  search: boolean;
  /** Clear All also empties the search box (on /catalog and /samples only). */
  clearsSearch: boolean;
  viewToggle: boolean;
  /** Page size for "Load more", or a fixed number of cards without paging. */
  paging: { kind: "load-more"; pageSize: number } | { kind: "limit"; limit: number };
};

/** /catalog: every filter, the search, both views and "Load more". */
export const catalogListing: ListingConfig = {
  groups: ["brand", "style", "color", "price"],
  flags: true,
  search: true,
  clearsSearch: true,
  viewToggle: true,
  paging: { kind: "load-more", pageSize: catalogPageSize },
};

/** /styles/<slug>: only brand and color apply beside the route's style. */
export const styleListing: ListingConfig = {
  groups: ["brand", "color"],
  locked: "style",
  flags: false,
  search: false,
  clearsSearch: false,
  viewToggle: true,
  paging: { kind: "load-more", pageSize: catalogPageSize },
};

/** /color/<name>: brand, style and price, a search box, and three cards. */
export const colorListing: ListingConfig = {
  groups: ["brand", "style", "price"],
  locked: "color",
  flags: false,
  search: true,
  clearsSearch: false,
  viewToggle: false,
  paging: { kind: "limit", limit: colorPageLimit },
};

/** /types/<material>: the catalog's layout, within one material. */
export const typeListing: ListingConfig = {
  groups: ["brand", "style", "color", "price"],
  flags: true,
  search: true,
  clearsSearch: false,
  viewToggle: true,
  paging: { kind: "load-more", pageSize: catalogPageSize },
};

/** What an empty listing says; `browse` is where it sends a visitor who has set no filter. */
export type ListingEmptyText = {
  title: string;
  text: string;
  browse?: { href: string; label: string };
};

/** The wording of /catalog and /samples, whose pools are never empty without a filter. */
export function noMatchesTextFor(locale: Locale = "en"): ListingEmptyText {
  const t = catalogText(locale);
  return { title: t("listing.noMatches.title"), text: t("listing.noMatches.text") };
}

/** The English wording, for callers that have no language of their own. */
export const noMatchesText: ListingEmptyText = noMatchesTextFor("en");

export type FlagCounts = { humid: number; commercial: number };

export type Listing = {
  state: CatalogState;
  matches: Product[];
  slice: PageSlice<Product>;
  counts: FacetCounts;
  /** Counts over the page's whole pool: a value at 0 here never applies on this page. */
  available: FacetCounts;
  flagCounts: FlagCounts;
  /** The toggles over the whole pool, as `available` is for the groups. */
  flagsOnPage: FlagCounts;
};

/**
 * Drops what the page does not offer, so `/styles/geometric?style=damask&q=x` cannot widen or
 * narrow the page in ways its panel cannot show or undo.
 */
export function restrictState(state: CatalogState, config: ListingConfig): CatalogState {
  const next: CatalogState = {
    ...defaultCatalogState,
    q: config.search ? state.q : "",
    humid: config.flags && state.humid,
    commercial: config.flags && state.commercial,
    view: config.viewToggle ? state.view : "grid",
    page: config.paging.kind === "load-more" ? state.page : 1,
  };
  for (const group of config.groups) {
    const value = state[group];
    if (value !== undefined) Object.assign(next, { [group]: value });
  }
  return next;
}

export function buildListing(
  pool: readonly Product[],
  rawState: CatalogState,
  config: ListingConfig,
): Listing {
  const state = restrictState(rawState, config);
  const criteria = criteriaFromState(state);
  const matches = filterProducts(pool, criteria);
  const slice =
    config.paging.kind === "load-more"
      ? pageSlice(matches, state.page, config.paging.pageSize)
      : pageSlice(matches, 1, config.paging.limit);
  const withoutFlag = (flag: keyof FlagCounts) =>
    filterProducts(pool, { ...criteria, [flag]: false });
  return {
    state,
    matches,
    slice,
    counts: facetCounts(pool, criteria),
    available: facetCounts(pool, {}),
    flagCounts: {
      humid: withoutFlag("humid").filter((p) => p.humidRooms).length,
      commercial: withoutFlag("commercial").filter(isCommercialGrade).length,
    },
    flagsOnPage: {
      humid: pool.filter((p) => p.humidRooms).length,
      commercial: pool.filter(isCommercialGrade).length,
    },
  };
}

/** "1 product found", "24 products found"; "1 producto encontrado", "24 productos encontrados" */
export function productsFoundText(count: number, locale: Locale = "en"): string {
  return catalogText(locale)("listing.productsFound", { count });
}
