/**
 * Filter, search, view and page state live in the query string, so a filtered page can be
 * shared, reloaded and used with Back, and the GET filter form works without JavaScript.
 * Parsing is forgiving: anything unknown is dropped rather than shown as an error.
 */
import {
  brands,
  priceRanges,
  type BrandSlug,
  type ColourSlug,
  type PriceRangeSlug,
  type StyleSlug,
} from "@/content/catalogue/taxonomy";
import type { FilterCriteria } from "@/lib/catalogue/filter";
import { getColour, getStyle } from "@/lib/catalogue/taxonomy-lookups";
import { type SearchParamsInput, firstSearchParam } from "@/lib/utils/search-params";

export const catalogueViews = ["grid", "list"] as const;
export type CatalogueView = (typeof catalogueViews)[number];

export const maxSearchLength = 100;
/** Beyond this a page number is a crawler trap, not a visitor: 50 pages is 600+ products. */
export const maxPage = 50;

export type CatalogueState = {
  q: string;
  brand?: BrandSlug;
  style?: StyleSlug;
  color?: ColourSlug;
  price?: PriceRangeSlug;
  humid: boolean;
  commercial: boolean;
  view: CatalogueView;
  page: number;
};

export type FilterGroup = "brand" | "style" | "color" | "price";
export type FilterFlag = "humid" | "commercial";

export type CatalogueSearchParams = SearchParamsInput;

export const defaultCatalogueState: CatalogueState = {
  q: "",
  humid: false,
  commercial: false,
  view: "grid",
  page: 1,
};

/** The order keys appear in a URL, so the same state always gives the same, cacheable URL. */
const keyOrder = [
  "q",
  "brand",
  "style",
  "color",
  "price",
  "humid",
  "commercial",
  "view",
  "page",
] as const satisfies readonly (keyof CatalogueState)[];

const brandSlugs: ReadonlySet<string> = new Set(brands.map((b) => b.slug));
const priceSlugs: ReadonlySet<string> = new Set(priceRanges.map((r) => r.slug));
/** "on" is what a checkbox without a value attribute submits. */
const truthy: ReadonlySet<string> = new Set(["1", "true", "on", "yes"]);

function slugParam(params: CatalogueSearchParams, name: string): string | undefined {
  const value = firstSearchParam(params, name)?.trim().toLowerCase();
  return value ? value : undefined;
}

function parsePage(raw: string | undefined): number {
  const digits = raw?.trim() ?? "";
  if (!/^\d+$/.test(digits)) return 1;
  return Math.min(Math.max(Number(digits), 1), maxPage);
}

export function parseCatalogueQuery(params: CatalogueSearchParams): CatalogueState {
  const state: CatalogueState = {
    ...defaultCatalogueState,
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
  const resolvedColour = color ? getColour(color) : undefined;
  if (resolvedColour) state.color = resolvedColour.slug;
  const price = slugParam(params, "price");
  if (price && priceSlugs.has(price)) state.price = price as PriceRangeSlug;
  return state;
}

/** The query string (without "?") for a state; defaults and empty values are left out. */
export function catalogueQueryString(state: CatalogueState): string {
  const params = new URLSearchParams();
  for (const key of keyOrder) {
    const value = state[key];
    if (value === undefined || value === "" || value === false) continue;
    if (value === defaultCatalogueState[key]) continue;
    params.set(key, value === true ? "1" : String(value));
  }
  return params.toString();
}

/**
 * The URL for `state` with `overrides` applied. An override set to undefined clears that value,
 * so `catalogueHref(path, state, { brand: undefined })` is the same list without the brand.
 */
export function catalogueHref(
  pathname: string,
  state: CatalogueState,
  overrides: Partial<CatalogueState> = {},
): string {
  const query = catalogueQueryString({ ...state, ...overrides });
  return query ? `${pathname}?${query}` : pathname;
}

/** Selecting the selected value clears it; there is one value per group; paging starts over. */
export function toggleFilter<G extends FilterGroup>(
  state: CatalogueState,
  group: G,
  value: NonNullable<CatalogueState[G]>,
): CatalogueState {
  const next: CatalogueState = { ...state, page: 1 };
  if (state[group] === value) delete next[group];
  else next[group] = value;
  return next;
}

export function toggleFlag(state: CatalogueState, flag: FilterFlag): CatalogueState {
  return { ...state, [flag]: !state[flag], page: 1 };
}

/**
 * Clear All resets brand, style, colour, price and the toggles; the collection screen also
 * clears the search text. The view mode is a preference, not a filter, so it stays.
 */
export function clearAll(
  state: CatalogueState,
  { includeSearch }: { includeSearch: boolean },
): CatalogueState {
  return {
    q: includeSearch ? "" : state.q,
    humid: false,
    commercial: false,
    view: state.view,
    page: 1,
  };
}

export function hasActiveFilters(
  state: CatalogueState,
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
export function isFilteredOrPaged(state: CatalogueState): boolean {
  return catalogueQueryString(state) !== "";
}

/** The state as filter criteria, for `filterProducts`. */
export function criteriaFromState(state: CatalogueState): FilterCriteria {
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
