/**
 * Filter, search, view and page state live in the query string, so a filtered page can be
 * shared, reloaded and used with Back, and the GET filter form works without JavaScript.
 * Parsing is forgiving: anything unknown is dropped rather than shown as an error.
 */
import {
  brands,
  priceRanges,
  type BrandSlug,
  type ColorSlug,
  type PriceRangeSlug,
  type StyleSlug,
} from "@/content/catalog/taxonomy";
import type { FilterCriteria } from "@/lib/catalog/filter";
import { getColor, getStyle } from "@/lib/catalog/taxonomy-lookups";
import { type SearchParamsInput, firstSearchParam } from "@/lib/utils/search-params";

export const catalogViews = ["grid", "list"] as const;
export type CatalogView = (typeof catalogViews)[number];

export const maxSearchLength = 100;
/** Beyond this a page number is a crawler trap, not a visitor: 50 pages is 600+ products. */
export const maxPage = 50;

export type CatalogState = {
  q: string;
  brand?: BrandSlug;
  style?: StyleSlug;
  color?: ColorSlug;
  price?: PriceRangeSlug;
  humid: boolean;
  commercial: boolean;
  view: CatalogView;
  page: number;
};

export type FilterGroup = "brand" | "style" | "color" | "price";
export type FilterFlag = "humid" | "commercial";

export type CatalogSearchParams = SearchParamsInput;

export const defaultCatalogState: CatalogState = {
  q: "",
  humid: false,
  commercial: false,
  view: "grid",
  page: 1,
};

/**
 * Every key a listing can read, in the order keys appear in a URL, so the same state always
 * gives the same, cacheable URL.
 */
export const catalogQueryKeys = [
  "q",
  "brand",
  "style",
  "color",
  "price",
  "humid",
  "commercial",
  "view",
  "page",
] as const satisfies readonly (keyof CatalogState)[];

const brandSlugs: ReadonlySet<string> = new Set(brands.map((b) => b.slug));
const priceSlugs: ReadonlySet<string> = new Set(priceRanges.map((r) => r.slug));
/** "on" is what a checkbox without a value attribute submits. */
const truthy: ReadonlySet<string> = new Set(["1", "true", "on", "yes"]);

function slugParam(params: CatalogSearchParams, name: string): string | undefined {
  const value = firstSearchParam(params, name)?.trim().toLowerCase();
  return value ? value : undefined;
}

function parsePage(raw: string | undefined): number {
  const digits = raw?.trim() ?? "";
  if (!/^\d+$/.test(digits)) return 1;
  return Math.min(Math.max(Number(digits), 1), maxPage);
}

export function parseCatalogQuery(params: CatalogSearchParams): CatalogState {
  const state: CatalogState = {
    ...defaultCatalogState,
    q: (firstSearchParam(params, "q") ?? "").trim().slice(0, maxSearchLength).trim(),
    humid: truthy.has(slugParam(params, "humid") ?? ""),
    commercial: truthy.has(slugParam(params, "commercial") ?? ""),
    view: slugParam(params, "view") === "list" ? "list" : "grid",
    page: parsePage(firstSearchParam(params, "page")),
  };
  const brand = slugParam(params, "brand");
  if (brand && brandSlugs.has(brand)) state.brand = brand as BrandSlug;
  const style = slugParam(params, "style");
  const resolvedStyle = style ? getStyle(style) : undefined;
  if (resolvedStyle) state.style = resolvedStyle.slug;
  const color = slugParam(params, "color");
  const resolvedColor = color ? getColor(color) : undefined;
  if (resolvedColor) state.color = resolvedColor.slug;
  const price = slugParam(params, "price");
  if (price && priceSlugs.has(price)) state.price = price as PriceRangeSlug;
  return state;
}

/** The query string (without "?") for a state; defaults and empty values are left out. */
export function catalogQueryString(state: CatalogState): string {
  const params = new URLSearchParams();
  for (const key of catalogQueryKeys) {
    const value = state[key];
    if (value === undefined || value === "" || value === false) continue;
    if (value === defaultCatalogState[key]) continue;
    params.set(key, value === true ? "1" : String(value));
  }
  return params.toString();
}

/**
 * The URL for `state` with `overrides` applied. An override set to undefined clears that value,
 * so `catalogHref(path, state, { brand: undefined })` is the same list without the brand.
 */
export function catalogHref(
  pathname: string,
  state: CatalogState,
  overrides: Partial<CatalogState> = {},
): string {
  const query = catalogQueryString({ ...state, ...overrides });
  return query ? `${pathname}?${query}` : pathname;
}

/** Selecting the selected value clears it; there is one value per group; paging starts over. */
export function toggleFilter<G extends FilterGroup>(
  state: CatalogState,
  group: G,
  value: NonNullable<CatalogState[G]>,
): CatalogState {
  const next: CatalogState = { ...state, page: 1 };
  if (state[group] === value) delete next[group];
  else next[group] = value;
  return next;
}

export function toggleFlag(state: CatalogState, flag: FilterFlag): CatalogState {
  return { ...state, [flag]: !state[flag], page: 1 };
}

/**
 * Clear All resets brand, style, color, price and the toggles; the collection screen also
 * clears the search text. The view mode is a preference, not a filter, so it stays.
 */
export function clearAll(
  state: CatalogState,
  { includeSearch }: { includeSearch: boolean },
): CatalogState {
  return {
    q: includeSearch ? "" : state.q,
    humid: false,
    commercial: false,
    view: state.view,
    page: 1,
  };
}

export function hasActiveFilters(
  state: CatalogState,
  { includeSearch = false }: { includeSearch?: boolean } = {},
): boolean {
  return (
    state.brand !== undefined ||
    state.style !== undefined ||
    state.color !== undefined ||
    state.price !== undefined ||
    state.humid ||
    state.commercial ||
    (includeSearch && state.q !== "")
  );
}

/**
 * True when the URL carries any state: a search, a filter, a page or the list view. Such pages
 * get a canonical link to the plain listing and `noindex, follow`, as they duplicate it.
 */
export function isFilteredOrPaged(state: CatalogState): boolean {
  return catalogQueryString(state) !== "";
}

/** The state as filter criteria, for `filterProducts`. */
export function criteriaFromState(state: CatalogState): FilterCriteria {
  return {
    q: state.q,
    brand: state.brand,
    style: state.style,
    color: state.color,
    price: state.price,
    humid: state.humid,
    commercial: state.commercial,
  };
}
