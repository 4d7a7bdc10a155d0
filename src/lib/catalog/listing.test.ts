import { describe, expect, it } from "vitest";

import { products } from "@/content/catalog/products";
import {
  buildListing,
  catalogListing,
  colorListing,
  productsFoundText,
  restrictState,
  styleListing,
  typeListing,
} from "@/lib/catalog/listing";
import { productsByColor, productsByStyle } from "@/lib/catalog/lookups";
import {
  catalogQueryKeys,
  defaultCatalogState,
  parseCatalogQuery,
  type CatalogState,
} from "@/lib/catalog/catalog-query";
import { colorQueryKeys, styleQueryKeys } from "@/lib/routing/twin-routed-pages";

const state = (query: string) => parseCatalogQuery(new URLSearchParams(query));

describe("restrictState", () => {
  it("keeps only what a style page offers: brand, colour, view and page", () => {
    const restricted = restrictState(
      state("q=palm&brand=thibaut&style=damask&color=teal&price=under-75&humid=1&view=list&page=2"),
      styleListing,
    );
    expect(restricted).toEqual({
      q: "",
      brand: "thibaut",
      color: "teal",
      humid: false,
      commercial: false,
      view: "list",
      page: 2,
    });
  });

  it("drops the colour, the toggles, the view and paging on a colour page", () => {
    const restricted = restrictState(
      state("q=palm&brand=york&style=damask&color=red&commercial=1&view=list&page=3"),
      colorListing,
    );
    expect(restricted).toEqual({
      q: "palm",
      brand: "york",
      style: "damask",
      humid: false,
      commercial: false,
      view: "grid",
      page: 1,
    });
  });

  it("keeps everything on /catalog", () => {
    const full = state("q=palm&brand=york&style=damask&color=red&price=75-150&humid=1&page=2");
    expect(restrictState(full, catalogListing)).toEqual(full);
  });
});

describe("the query keys that send a listing to its per-request twin", () => {
  // The proxy serves a listing's pre-rendered page unless one of its keys is present, so a key the
  // page reads but its list missed would show the unfiltered page for a filtered URL.
  it.each([
    ["/catalog", catalogListing, catalogQueryKeys],
    ["a style's page", styleListing, styleQueryKeys],
    ["a color's page", colorListing, colorQueryKeys],
    ["a material's page", typeListing, catalogQueryKeys],
  ] as const)("names exactly the keys that change %s", (_page, config, keys) => {
    const samples = {
      q: "palm",
      brand: "thibaut",
      style: "damask",
      color: "teal",
      price: "under-75",
      humid: "1",
      commercial: "1",
      view: "list",
      page: "2",
    } satisfies Record<keyof CatalogState, string>;
    const unfiltered = restrictState(defaultCatalogState, config);
    const read = Object.entries(samples)
      .filter(([key, value]) => {
        const restricted = restrictState(state(`${key}=${value}`), config);
        return JSON.stringify(restricted) !== JSON.stringify(unfiltered);
      })
      .map(([key]) => key);
    expect(read.toSorted()).toEqual([...keys].toSorted());
  });
});

describe("buildListing", () => {
  it("pages /catalog by 12 and renders the first 12n for ?page=n", () => {
    const first = buildListing(products, state(""), catalogListing);
    expect(first.slice.items).toHaveLength(12);
    expect(first.slice.total).toBe(products.length);
    expect(first.slice.nextPage).toBe(2);
    const second = buildListing(products, state("page=2"), catalogListing);
    expect(second.slice.items).toHaveLength(24);
    expect(second.slice.items.slice(0, 12)).toEqual(first.slice.items);
  });

  it("shows at most three cards on a colour page but counts every match", () => {
    const pool = productsByColor("teal");
    const listing = buildListing(pool, state("page=4"), colorListing);
    expect(pool.length).toBeGreaterThan(3);
    expect(listing.slice.items).toHaveLength(3);
    expect(listing.slice.total).toBe(pool.length);
  });

  it("ignores a style in the URL of a style page, which its route fixes", () => {
    const pool = productsByStyle("geometric");
    const listing = buildListing(pool, state("style=damask"), styleListing);
    expect(listing.slice.total).toBe(pool.length);
  });

  it("counts each toggle as if it were switched on, whatever its state", () => {
    const off = buildListing(products, state(""), typeListing);
    const on = buildListing(products, state("humid=1"), typeListing);
    const humid = products.filter((p) => p.humidRooms).length;
    expect(off.flagCounts.humid).toBe(humid);
    expect(on.flagCounts.humid).toBe(humid);
    expect(on.slice.total).toBe(humid);
  });

  it("combines the filters with AND", () => {
    const listing = buildListing(products, state("brand=thibaut&color=green"), catalogListing);
    expect(listing.matches.length).toBeGreaterThan(0);
    for (const p of listing.matches) {
      expect(p.brand).toBe("thibaut");
      expect(p.colors).toContain("green");
    }
    expect(listing.counts.brand.thibaut).toBe(listing.matches.length);
  });
});

describe("productsFoundText", () => {
  it.each([
    [0, "0 products found"],
    [1, "1 product found"],
    [151, "151 products found"],
  ])("%i → %s", (count, text) => {
    expect(productsFoundText(count)).toBe(text);
  });
});
