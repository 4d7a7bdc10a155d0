import { describe, expect, it } from "vitest";

import { filterProducts } from "@/lib/catalog/filter";
import {
  catalogHref,
  clearAll,
  criteriaFromState,
  defaultCatalogState,
  hasActiveFilters,
  isFilteredOrPaged,
  parseCatalogQuery,
  toggleFilter,
  toggleFlag,
  type CatalogSearchParams,
  type CatalogState,
} from "@/lib/catalog/catalog-query";
import { fixtureProducts } from "@/lib/catalog/catalog-fixtures";

const state = (overrides: Partial<CatalogState> = {}): CatalogState => ({
  ...defaultCatalogState,
  ...overrides,
});

const full: CatalogState = {
  q: "garden trellis",
  brand: "schumacher",
  style: "geometric",
  color: "blue",
  price: "75-150",
  humid: true,
  commercial: true,
  view: "list",
  page: 2,
};

describe("parseCatalogQuery", () => {
  const cases: [string, CatalogSearchParams, CatalogState][] = [
    ["no parameters give the defaults", {}, state()],
    [
      "every valid parameter",
      {
        q: "garden trellis",
        brand: "schumacher",
        style: "geometric",
        color: "blue",
        price: "75-150",
        humid: "1",
        commercial: "1",
        view: "list",
        page: "2",
      },
      full,
    ],
    ["unknown brand is dropped", { brand: "acme" }, state()],
    ["brand in another case", { brand: "Thibaut" }, state({ brand: "thibaut" })],
    ["the special-order house is not a filter", { brand: "de-gournay" }, state()],
    ["style alias resolves", { style: "modern-geometric" }, state({ style: "geometric" })],
    ["unknown style is dropped", { style: "no-such-style" }, state()],
    ["colour in any case", { color: "TEAL" }, state({ color: "teal" })],
    ["unknown colour is dropped", { color: "mauve" }, state()],
    ["unknown price is dropped", { price: "cheap" }, state()],
    [
      "checkbox value on",
      { humid: "on", commercial: "true" },
      state({ humid: true, commercial: true }),
    ],
    ["toggle 0 is off", { humid: "0", commercial: "no" }, state()],
    ["unknown view is grid", { view: "table" }, state()],
    ["page 0 is 1", { page: "0" }, state()],
    ["negative page is 1", { page: "-2" }, state()],
    ["fractional page is 1", { page: "2.5" }, state()],
    ["junk page is 1", { page: "abc" }, state()],
    ["page is capped at 50", { page: "999" }, state({ page: 50 })],
    ["a huge page is capped too", { page: "99999999999999999999" }, state({ page: 50 })],
    [
      "arrays use the first value",
      { brand: ["york", "romo"], page: ["3", "4"] },
      state({ brand: "york", page: 3 }),
    ],
    ["undefined values are ignored", { brand: undefined, q: undefined }, state()],
    ["search is trimmed", { q: "  palm  " }, state({ q: "palm" })],
    ["blank search is empty", { q: "   " }, state()],
    ["unknown keys are ignored", { foo: "bar", utm_source: "x" }, state()],
    [
      "URLSearchParams work too",
      new URLSearchParams("brand=york&color=Blue&humid=1&page=4"),
      state({ brand: "york", color: "blue", humid: true, page: 4 }),
    ],
  ];

  it.each(cases)("%s", (_name, params, expected) => {
    expect(parseCatalogQuery(params)).toEqual(expected);
  });

  it("caps the search at 100 characters", () => {
    const parsed = parseCatalogQuery({ q: `  ${"a".repeat(150)}` });
    expect(parsed.q).toBe("a".repeat(100));
  });
});

describe("catalogHref", () => {
  it("is the bare path for the default state", () => {
    expect(catalogHref("/catalog", state())).toBe("/catalog");
  });

  it("writes every key in a stable order", () => {
    expect(catalogHref("/catalog", full)).toBe(
      "/catalog?q=garden+trellis&brand=schumacher&style=geometric&color=blue&price=75-150&humid=1&commercial=1&view=list&page=2",
    );
  });

  it("keeps the same order whatever order the state was built in", () => {
    const shuffled: CatalogState = {
      page: 2,
      view: "list",
      color: "blue",
      q: "garden trellis",
      commercial: true,
      price: "75-150",
      humid: true,
      style: "geometric",
      brand: "schumacher",
    };
    expect(catalogHref("/catalog", shuffled)).toBe(catalogHref("/catalog", full));
  });

  it("applies overrides, and undefined clears a value", () => {
    expect(
      catalogHref("/catalog", state({ brand: "york", page: 3 }), { brand: undefined, page: 1 }),
    ).toBe("/catalog");
    expect(catalogHref("/color/blue", state({ q: "palm" }), { page: 2 })).toBe(
      "/color/blue?q=palm&page=2",
    );
  });

  it.each([
    state(),
    full,
    state({ q: "Cole & Son?" }),
    state({ color: "teal", page: 50 }),
    state({ view: "list" }),
  ])("round-trips through the parser: %o", (original) => {
    const url = new URL(catalogHref("/catalog", original), "https://example.test");
    expect(parseCatalogQuery(url.searchParams)).toEqual(original);
  });
});

describe("toggleFilter and toggleFlag", () => {
  it("selects a value and resets the page", () => {
    expect(toggleFilter(state({ page: 4 }), "brand", "york")).toEqual(state({ brand: "york" }));
  });

  it("selecting the selected value clears it", () => {
    const next = toggleFilter(state({ color: "blue", page: 2 }), "color", "blue");
    expect(next).toEqual(state());
    expect("color" in next).toBe(false);
  });

  it("keeps one value per group", () => {
    expect(toggleFilter(state({ style: "damask" }), "style", "geometric")).toEqual(
      state({ style: "geometric" }),
    );
  });

  it("leaves the other groups alone", () => {
    expect(toggleFilter(state({ brand: "york", q: "palm" }), "price", "under-75")).toEqual(
      state({ brand: "york", q: "palm", price: "under-75" }),
    );
  });

  it("flips a flag and resets the page", () => {
    expect(toggleFlag(state({ page: 3 }), "humid")).toEqual(state({ humid: true }));
    expect(toggleFlag(state({ commercial: true }), "commercial")).toEqual(state());
  });

  it("does not change the state it is given", () => {
    const before = state({ brand: "york" });
    toggleFilter(before, "brand", "york");
    expect(before).toEqual(state({ brand: "york" }));
  });
});

describe("clearAll", () => {
  it("resets filters, toggles and page but keeps search and view", () => {
    expect(clearAll(full, { includeSearch: false })).toEqual(
      state({ q: "garden trellis", view: "list" }),
    );
  });

  it("also clears the search on the collection screen", () => {
    expect(clearAll(full, { includeSearch: true })).toEqual(state({ view: "list" }));
  });
});

describe("hasActiveFilters and isFilteredOrPaged", () => {
  const cases: [string, CatalogState, boolean, boolean, boolean][] = [
    // name, state, hasActiveFilters, with search, isFilteredOrPaged
    ["defaults", state(), false, false, false],
    ["search only", state({ q: "palm" }), false, true, true],
    ["brand", state({ brand: "york" }), true, true, true],
    ["style", state({ style: "damask" }), true, true, true],
    ["colour", state({ color: "red" }), true, true, true],
    ["price", state({ price: "300-plus" }), true, true, true],
    ["humid", state({ humid: true }), true, true, true],
    ["commercial", state({ commercial: true }), true, true, true],
    ["page 2", state({ page: 2 }), false, false, true],
    ["list view", state({ view: "list" }), false, false, true],
  ];

  it.each(cases)("%s", (_name, s, active, activeWithSearch, filteredOrPaged) => {
    expect(hasActiveFilters(s)).toBe(active);
    expect(hasActiveFilters(s, { includeSearch: true })).toBe(activeWithSearch);
    expect(isFilteredOrPaged(s)).toBe(filteredOrPaged);
  });
});

describe("criteriaFromState", () => {
  it("filters the same way the URL says", () => {
    const parsed = parseCatalogQuery({ brand: "york", humid: "1", color: "Beige" });
    expect(filterProducts(fixtureProducts, criteriaFromState(parsed)).map((p) => p.id)).toEqual([
      1005,
    ]);
  });
});
