import { describe, expect, it } from "vitest";

import { styleRoute } from "@/lib/catalog/style-route";

const known: ReadonlySet<string> = new Set(["damask", "geometric"]);
const route = (url: string) => {
  const { pathname, searchParams } = new URL(url, "http://localhost");
  return styleRoute(pathname, searchParams, known);
};

describe("styleRoute", () => {
  it.each([
    ["/styles/damask", { kind: "pre-rendered" }],
    // Keys the page does not read leave it as it was built.
    ["/styles/damask?utm_source=newsletter", { kind: "pre-rendered" }],
    ["/styles/damask?q=gold&humid=1", { kind: "pre-rendered" }],
  ])("answers %s from the pre-rendered page", (url, expected) => {
    expect(route(url)).toEqual(expected);
  });

  it.each([
    "/styles/damask?brand=thibaut",
    "/styles/damask?color=white",
    "/styles/damask?view=list",
    "/styles/damask?page=2",
    // An empty value is still a query the page reads (and normalises).
    "/styles/geometric?brand=",
  ])("renders %s per request", (url) => {
    const pathname = new URL(url, "http://localhost").pathname;
    expect(route(url)).toEqual({ kind: "per-request", pathname: `${pathname}/filtered` });
  });

  it.each([
    ["/styles/modern-geometric", "/styles/modern-geometric/filtered"],
    ["/styles/Damask", "/styles/Damask/filtered"],
    ["/styles/no-such-style-xyz", "/styles/no-such-style-xyz/filtered"],
    ["/styles/No%20Such", "/styles/No%20Such/filtered"],
  ])("sends the alias or unknown slug %s to the per-request page", (url, pathname) => {
    expect(route(url)).toEqual({ kind: "per-request", pathname });
  });

  it("redirects a typed twin address to the page it stands in for", () => {
    expect(route("/styles/damask/filtered?brand=thibaut")).toEqual({
      kind: "redirect",
      pathname: "/styles/damask",
    });
  });

  it.each(["/styles", "/styles/", "/styles/damask/extra", "/catalog"])("leaves %s alone", (url) => {
    expect(route(url)).toBeNull();
  });
});
