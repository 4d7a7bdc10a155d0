import { describe, expect, it } from "vitest";

import { catalogPageSize, colorPageLimit, galleryPageSize, pageSlice } from "@/lib/catalog/paging";

const items = Array.from({ length: 30 }, (_, i) => i + 1);

describe("pageSlice", () => {
  const cases: [string, number[], number, number, number, boolean, number | null][] = [
    // name, items, page, size, shown, hasMore, nextPage
    ["first page", items, 1, 12, 12, true, 2],
    ["second page shows the first two pages", items, 2, 12, 24, true, 3],
    ["last page shows everything", items, 3, 12, 30, false, null],
    ["a page past the end shows everything", items, 9, 12, 30, false, null],
    ["page 0 is page 1", items, 0, 12, 12, true, 2],
    ["NaN is page 1", items, Number.NaN, 12, 12, true, 2],
    ["an exact multiple ends cleanly", items.slice(0, 24), 2, 12, 24, false, null],
    ["an empty list", [], 1, 12, 0, false, null],
    ["fewer than a page", items.slice(0, 5), 1, 24, 5, false, null],
  ];

  it.each(cases)("%s", (_name, list, page, size, shown, hasMore, nextPage) => {
    const slice = pageSlice(list, page, size);
    expect(slice.shown).toBe(shown);
    expect(slice.items).toEqual(list.slice(0, shown));
    expect(slice.total).toBe(list.length);
    expect(slice.hasMore).toBe(hasMore);
    expect(slice.nextPage).toBe(nextPage);
  });

  it("uses the documented page sizes", () => {
    expect(galleryPageSize).toBe(12);
    expect(catalogPageSize).toBe(12);
    expect(colorPageLimit).toBe(3);
  });
});
