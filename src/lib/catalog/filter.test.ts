import { describe, expect, it } from "vitest";

import {
  facetCounts,
  filterProducts,
  type FilterCriteria,
  type FilterOptions,
} from "@/lib/catalog/filter";
import { fixtureProducts } from "@/lib/catalog/catalog-fixtures";

const ids = (criteria: FilterCriteria, options?: FilterOptions) =>
  filterProducts(fixtureProducts, criteria, options).map((p) => p.id);

const all = fixtureProducts.map((p) => p.id);

describe("filterProducts", () => {
  const cases: [string, FilterCriteria, FilterOptions | undefined, number[]][] = [
    ["no criteria keeps everything, in order", {}, undefined, all],
    ["an empty search keeps everything", { q: "" }, undefined, all],
    ["a blank search keeps everything", { q: "   " }, undefined, all],
    ["search matches part of a name", { q: "garden" }, undefined, [1002, 1007]],
    ["search ignores case", { q: "GARDEN" }, undefined, [1002, 1007]],
    ["search trims the query", { q: "  trellis " }, undefined, [1002]],
    ["search matches the brand name", { q: "thibaut" }, undefined, [1001, 1007]],
    ["search matches part of a brand name", { q: "york wall" }, undefined, [1004, 1005]],
    ["search ignores accents in brand names", { q: "scalamandre" }, undefined, [1003]],
    ["search ignores the style by default", { q: "chinoiserie" }, undefined, []],
    ["the gallery's search matches the style", { q: "chinoiserie" }, { matchStyle: true }, [1003]],
    ["gallery search: name or style", { q: "geometric" }, { matchStyle: true }, [1002, 1007]],
    ["search without matchStyle: name only", { q: "geometric" }, undefined, [1007]],
    ["search with no match", { q: "zzz" }, undefined, []],
    ["brand is an exact slug match", { brand: "york" }, undefined, [1004, 1005]],
    ["style equals the product style, not the name", { style: "geometric" }, undefined, [1002]],
    ["colour matches any of the colours", { color: "white" }, undefined, [1001, 1004]],
    ["colour ignores case", { color: "BLUE" }, undefined, [1002, 1004]],
    ["colour matches a second colour", { color: "Teal" }, undefined, [1003]],
    ["unknown colour matches nothing", { color: "mauve" }, undefined, []],
    ["price under $75", { price: "under-75" }, undefined, [1004]],
    ["price $75 to $150 includes $75", { price: "75-150" }, undefined, [1001, 1002, 1005]],
    ["price $150 to $300 includes $150", { price: "150-300" }, undefined, [1007]],
    ["price $300 and up includes $300", { price: "300-plus" }, undefined, [1003, 1006]],
    ["humid keeps products for humid rooms", { humid: true }, undefined, [1001, 1004, 1005]],
    ["humid false does not filter", { humid: false }, undefined, all],
    ["commercial keeps Type II or Class A", { commercial: true }, undefined, [1004, 1005]],
    ["material", { material: "vinyl" }, undefined, [1004]],
    ["AND: brand and colour", { brand: "york", color: "blue" }, undefined, [1004]],
    [
      "AND: brand, toggles and price",
      { brand: "york", humid: true, commercial: true, price: "75-150" },
      undefined,
      [1005],
    ],
    ["AND: search and style", { q: "garden", style: "geometric" }, undefined, [1002]],
    ["AND: no product meets both", { brand: "thibaut", color: "blue" }, undefined, []],
    ["AND: material and humid", { material: "paper", humid: true }, undefined, [1001]],
  ];

  it.each(cases)("%s", (_name, criteria, options, expected) => {
    expect(ids(criteria, options)).toEqual(expected);
  });

  it("does not change the list it is given", () => {
    const before = [...fixtureProducts];
    filterProducts(fixtureProducts, { brand: "york" });
    expect(fixtureProducts).toEqual(before);
  });
});

describe("facetCounts", () => {
  it("counts every value over the whole list when nothing is selected", () => {
    const counts = facetCounts(fixtureProducts, {});
    expect(counts.brand).toMatchObject({ thibaut: 2, york: 2, schumacher: 1, romo: 0 });
    expect(counts.color).toMatchObject({ white: 2, blue: 2, beige: 2, green: 2, red: 0 });
    expect(counts.price).toEqual({ "under-75": 1, "75-150": 3, "150-300": 1, "300-plus": 2 });
    expect(Object.keys(counts.style)).toHaveLength(14);
    expect(Object.keys(counts.brand)).toHaveLength(15);
    expect(Object.keys(counts.color)).toHaveLength(12);
  });

  it("ignores a group's own selection but applies the others", () => {
    const counts = facetCounts(fixtureProducts, { brand: "york" });
    // Brand counts still show what choosing another brand would give.
    expect(counts.brand).toMatchObject({ thibaut: 2, york: 2, scalamandre: 1 });
    expect(counts.color).toMatchObject({ blue: 1, white: 1, beige: 1, green: 0 });
    expect(counts.style).toMatchObject({ stripes: 1, "textured-fabric": 1, geometric: 0 });
    expect(counts.price).toEqual({ "under-75": 1, "75-150": 1, "150-300": 0, "300-plus": 0 });
  });

  it("applies search and toggles to every group", () => {
    const counts = facetCounts(fixtureProducts, { humid: true, color: "blue" });
    expect(counts.brand).toMatchObject({ york: 1, thibaut: 0 });
    expect(counts.color).toMatchObject({ blue: 1, white: 2, beige: 1, green: 1 });
  });
});
