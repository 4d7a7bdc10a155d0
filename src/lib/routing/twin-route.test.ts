import { describe, expect, it } from "vitest";

import { splitTwinPath, twinRoute, type TwinRoutedPage } from "@/lib/routing/twin-route";
import { twinRoutedPages } from "@/lib/routing/twin-routed-pages";

const pages: readonly TwinRoutedPage[] = [
  {
    path: "/styles/[styleName]",
    builtParams: new Set(["damask", "geometric"]),
    queryKeys: ["brand", "color", "view", "page"],
  },
  { path: "/catalog", queryKeys: ["q", "color", "page"] },
  { path: "/wallpaper-calculator", queryKeys: "any" },
  { path: "/checkout", queryKeys: "any", cookies: ["cart"] },
];

const route = (url: string, cookies: string[] = [], routed = pages) => {
  const { pathname, searchParams } = new URL(url, "http://localhost");
  return twinRoute({ pathname, searchParams, hasCookie: (name) => cookies.includes(name) }, routed);
};

describe("twinRoute", () => {
  it.each([
    "/styles/damask",
    // Keys the page does not read leave it as it was built.
    "/styles/damask?utm_source=newsletter",
    "/styles/damask?q=gold&humid=1",
    "/catalog",
    "/catalog?utm_campaign=spring",
    "/wallpaper-calculator",
    "/checkout",
  ])("answers %s from the pre-rendered page", (url) => {
    expect(route(url)).toEqual({ kind: "pre-rendered" });
  });

  it.each([
    ["/styles/damask?brand=thibaut", "/styles/damask/per-request"],
    ["/styles/damask?color=white", "/styles/damask/per-request"],
    ["/styles/damask?view=list", "/styles/damask/per-request"],
    ["/styles/damask?page=2", "/styles/damask/per-request"],
    // An empty value is still a query the page reads (and normalises).
    ["/styles/geometric?brand=", "/styles/geometric/per-request"],
    ["/catalog?q=palm", "/catalog/per-request"],
    ["/catalog?page=2", "/catalog/per-request"],
    // Every key is an estimate's value on the calculator.
    ["/wallpaper-calculator?utm_source=x", "/wallpaper-calculator/per-request"],
    ["/wallpaper-calculator?product=1001", "/wallpaper-calculator/per-request"],
    ["/checkout?notice=added&product=1001", "/checkout/per-request"],
  ])("renders %s per request", (url, pathname) => {
    expect(route(url)).toEqual({ kind: "per-request", pathname });
  });

  it("renders checkout per request for a visitor with samples in the cart (its cookie)", () => {
    expect(route("/checkout", ["cart"])).toEqual({
      kind: "per-request",
      pathname: "/checkout/per-request",
    });
    expect(route("/catalog", ["cart"])).toEqual({ kind: "pre-rendered" });
  });

  it.each([
    ["/styles/modern-geometric", "/styles/modern-geometric/per-request"],
    ["/styles/Damask", "/styles/Damask/per-request"],
    ["/styles/no-such-style-xyz", "/styles/no-such-style-xyz/per-request"],
    ["/styles/No%20Such", "/styles/No%20Such/per-request"],
  ])("sends the alias or unknown name %s to the per-request page", (url, pathname) => {
    expect(route(url)).toEqual({ kind: "per-request", pathname });
  });

  it.each([
    ["/styles/damask/per-request?brand=thibaut", "/styles/damask"],
    ["/catalog/per-request", "/catalog"],
  ])("redirects the typed twin address %s to the page it stands in for", (url, pathname) => {
    expect(route(url)).toEqual({ kind: "redirect", pathname });
  });

  it.each(["/styles", "/styles/", "/styles/damask/extra", "/catalog/extra", "/samples", "/"])(
    "leaves %s alone",
    (url) => {
      expect(route(url)).toBeNull();
    },
  );
});

describe("twinRoutedPages", () => {
  it.each([
    ["/catalog?color=white&style=damask", "/catalog/per-request"],
    ["/catalog?color=White", "/catalog/per-request"],
    ["/color/white?brand=york", "/color/white/per-request"],
    ["/color/Teal", "/color/Teal/per-request"],
    ["/types/grasscloth?view=list", "/types/grasscloth/per-request"],
    ["/wallpaper-brands?q=thibaut", "/wallpaper-brands/per-request"],
    ["/consultation?product=Coconut%20Grove", "/consultation/per-request"],
  ])("routes %s to its twin", (url, pathname) => {
    expect(route(url, [], twinRoutedPages)).toEqual({ kind: "per-request", pathname });
  });

  it.each([
    "/catalog",
    "/color/white",
    "/types/grasscloth",
    "/styles/damask",
    "/wallpaper-brands",
    "/consultation",
  ])("serves %s as built", (url) => {
    expect(route(url, [], twinRoutedPages)).toEqual({ kind: "pre-rendered" });
  });

  it("tells checkout from its confirmation, which has a twin of its own", () => {
    expect(route("/checkout/confirmation", ["alcove_samples"], twinRoutedPages)).toEqual({
      kind: "pre-rendered",
    });
    expect(route("/checkout/confirmation?ref=0A1B2C3D", [], twinRoutedPages)).toEqual({
      kind: "per-request",
      pathname: "/checkout/confirmation/per-request",
    });
    expect(route("/checkout/confirmation/per-request", [], twinRoutedPages)).toEqual({
      kind: "redirect",
      pathname: "/checkout/confirmation",
    });
  });

  it.each([
    ["/catalog?brand=thibaut", "/catalog/filtered/brand/thibaut"],
    ["/catalog?style=damask", "/catalog/filtered/style/damask"],
    ["/catalog?color=white", "/catalog/filtered/color/white"],
    ["/catalog?price=under-75", "/catalog/filtered/price/under-75"],
    ["/catalog?style=damask&utm_source=x", "/catalog/filtered/style/damask"],
  ])("answers %s, one filter alone, from its built variant", (url, pathname) => {
    expect(route(url, [], twinRoutedPages)).toEqual({ kind: "built-variant", pathname });
  });

  it.each([
    // A value that is not a filter's written form (an alias, a search) renders per request.
    "/catalog?style=floral",
    "/catalog?q=damask",
    "/catalog?style=damask&style=stripes",
    "/catalog?style=damask&page=2",
    "/catalog?style=damask&view=list",
    "/catalog?humid=1",
    // The listings built per style, color and material have no variants.
    "/styles/damask?brand=thibaut",
  ])("renders %s per request", (url) => {
    expect(route(url, [], twinRoutedPages)).toMatchObject({ kind: "per-request" });
  });

  it("sends a built variant's address, typed in, to the filtered page", () => {
    expect(route("/catalog/filtered/style/damask", [], twinRoutedPages)).toEqual({
      kind: "redirect",
      pathname: "/catalog",
      search: "?style=damask",
    });
    expect(route("/styles/damask/filtered/brand/york", [], twinRoutedPages)).toBeNull();
  });

  it("leaves the gallery's item feed to its own route", () => {
    expect(route("/wallpaper-brands/items?page=2", [], twinRoutedPages)).toBeNull();
  });
});

describe("splitTwinPath", () => {
  it.each([
    ["/catalog/filtered/style/damask", "/catalog", "/filtered/style/damask"],
    ["/catalog/per-request", "/catalog", "/per-request"],
    ["/styles/damask/per-request", "/styles/damask", "/per-request"],
    ["/catalog", "/catalog", ""],
    [
      "/wallpaper/1001-coconut-grove-fronds/on-your-wall",
      "/wallpaper/1001-coconut-grove-fronds/on-your-wall",
      "",
    ],
    // Nothing before the marker: not a variant of any page.
    ["/filtered/style/damask", "/filtered/style/damask", ""],
  ])("splits %s into its page %s and %s", (path, page, rest) => {
    expect(splitTwinPath(path)).toEqual({ page, rest });
  });
});
