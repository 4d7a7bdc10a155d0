import { describe, expect, it, vi } from "vitest";

import {
  catalogColorHref,
  colorListingPage,
  listingPageMetadata,
  styleListingPage,
  typeListingPage,
} from "@/lib/catalog/listing-pages";
import { defaultCatalogState, parseCatalogQuery } from "@/lib/catalog/catalog-query";

describe("listing page configurations", () => {
  it("finds a style by its slug, and redirects an alias or capitals to it", () => {
    expect(styleListingPage.resolve("geometric")).toMatchObject({
      path: "/styles/geometric",
      redirects: false,
      known: true,
    });
    for (const name of ["modern-geometric", "GEOMETRIC"]) {
      expect(styleListingPage.resolve(name)).toMatchObject({
        path: "/styles/geometric",
        redirects: true,
      });
    }
  });

  it("renders an unknown name at its own address, with no products", () => {
    for (const [config, name, path] of [
      [styleListingPage, "no such", "/styles/no%20such"],
      [colorListingPage, "Mauve", "/color/mauve"],
      [typeListingPage, "no-such-type", "/types/no-such-type"],
    ] as const) {
      const page = config.resolve(name);
      expect(page).toMatchObject({ path, redirects: false, known: false });
      expect(page.pool).toEqual([]);
    }
  });

  it("locks the route's own group, and only on style and colour pages", () => {
    expect(styleListingPage.resolve("geometric").locked?.group).toBe("style");
    expect(colorListingPage.resolve("teal").locked).toMatchObject({
      group: "color",
      label: "Teal",
    });
    expect(typeListingPage.resolve("vinyl").locked).toBeUndefined();
    expect(colorListingPage.resolve("teal").otherColors).toEqual({ current: "teal", name: "Teal" });
  });

  it("keeps unknown and filtered pages out of search results", () => {
    vi.stubEnv("SITE_INDEXABLE", "true");
    const robots = (name: string, query: string) =>
      listingPageMetadata(typeListingPage, name, parseCatalogQuery(new URLSearchParams(query)))
        .robots;
    expect(robots("vinyl", "")).toMatchObject({ index: true });
    expect(robots("vinyl", "brand=york")).toMatchObject({ index: false });
    expect(robots("no-such-type", "")).toMatchObject({ index: false });
    vi.unstubAllEnvs();
  });

  it("links a colour page to the colour's list in /catalog with the filters both share", () => {
    const state = { ...defaultCatalogState, q: "palm", brand: "york", view: "list" } as const;
    expect(catalogColorHref("teal", state)).toBe("/catalog?q=palm&brand=york&color=teal");
  });
});
