import * as pageStaticInfo from "next/dist/build/analysis/get-page-static-info";
import { NextRequest } from "next/server";
import { describe, expect, it } from "vitest";

import { locales } from "@/i18n/routing";
import { localizePath } from "@/lib/i18n/localize-path";
import { perRequestSegment } from "@/lib/routing/twin-route";
import { twinRoutedPages } from "@/lib/routing/twin-routed-pages";

import { config, proxy } from "./proxy";

type Condition = { type: string; key: string; value?: string };
type CompiledMatcher = { regexp: string; has?: Condition[]; missing?: Condition[] };

/** Next.js's own compiler of `config.matcher`: exported by the module, but left out of its types. */
const { getMiddlewareMatchers } = pageStaticInfo as unknown as {
  getMiddlewareMatchers: (matcher: typeof config.matcher, nextConfig: object) => CompiledMatcher[];
};

/** The matcher as Next.js compiles it for the build (the same function, the same output). */
const compiled = getMiddlewareMatchers(config.matcher, {});

/** Whether Next.js runs the proxy for a GET of `address` carrying `headers` (names in lower case). */
function proxyRunsFor(
  address: string,
  headers: Record<string, string>,
  matchers: CompiledMatcher[] = compiled,
): boolean {
  const present = (condition: Condition) =>
    condition.type === "header" &&
    condition.key in headers &&
    (condition.value === undefined ||
      new RegExp(`^${condition.value}$`).test(headers[condition.key] ?? ""));
  return matchers.some(
    (matcher) =>
      new RegExp(matcher.regexp).test(address) &&
      (matcher.has ?? []).every(present) &&
      !(matcher.missing ?? []).some(present),
  );
}

const visit = {};
const prefetch = { "next-router-prefetch": "1", rsc: "1" };

/**
 * Every address of every page with a twin, in both languages: the built parameters of a page
 * with one, and a name the build did not make (capitals), which the twin redirects.
 */
const twinRoutedAddresses = twinRoutedPages.flatMap((page) => {
  const parameter = /\[[^\]]+\]/;
  const internal = page.builtParams
    ? [...page.builtParams, "NOT-BUILT"].map((value) => page.path.replace(parameter, value))
    : [page.path];
  return internal.flatMap((path) => locales.map((locale) => localizePath(path, locale)));
});

describe("the proxy's matcher", () => {
  it("lists pages in both languages", () => {
    expect(twinRoutedAddresses).toContain("/catalog");
    expect(twinRoutedAddresses).toContain("/es/catalogo");
    expect(twinRoutedAddresses.length).toBeGreaterThan(2 * twinRoutedPages.length);
  });

  it.each(twinRoutedAddresses)(
    "reaches %s, a page with a per-request twin, on a visit and on a prefetch",
    (address) => {
      // Missed, a filtered address would be answered by the unfiltered built page.
      expect(proxyRunsFor(address, visit)).toBe(true);
      expect(proxyRunsFor(address, prefetch)).toBe(true);
    },
  );

  it.each(twinRoutedAddresses)("reaches a typed twin address under %s", (address) => {
    expect(proxyRunsFor(`${address}/${perRequestSegment}`, visit)).toBe(true);
  });

  it("would notice a page left out of it", () => {
    const withoutCatalog = compiled.filter(
      (matcher) => !new RegExp(matcher.regexp).test("/catalog") || matcher.missing?.length,
    );
    expect(proxyRunsFor("/catalog", prefetch, withoutCatalog)).toBe(false);
  });

  it.each(["/about", "/es/nosotros", "/how-to/hang-wallpaper", "/"])(
    "leaves %s, built without a twin, alone",
    (address) => {
      expect(proxyRunsFor(address, visit)).toBe(false);
    },
  );

  it("reaches every page when a form is posted without JavaScript", () => {
    const post = { "content-type": "multipart/form-data; boundary=x" };
    expect(proxyRunsFor("/about", post)).toBe(true);
    expect(proxyRunsFor("/about", { ...post, "next-action": "abc" })).toBe(false);
  });
});

describe("proxy", () => {
  it.each([
    ["/catalog/per-request", "/catalog"],
    ["/es/catalogo/per-request", "/es/catalogo"],
    ["/es/estilos/damask/per-request", "/es/estilos/damask"],
  ])("sends %s, a twin's address typed in, to %s", (address, target) => {
    const response = proxy(new NextRequest(`http://localhost:3000${address}?color=white`));
    expect(response.status).toBe(308);
    expect(new URL(response.headers.get("location") ?? "").pathname).toBe(target);
  });

  it("rewrites a filtered Spanish listing to its twin at the same address", () => {
    const response = proxy(new NextRequest("http://localhost:3000/es/catalogo?color=white&q=a"));
    expect(response.headers.get("x-middleware-rewrite")).toContain("/es/catalog/per-request");
    expect(response.headers.get("content-security-policy")).toContain("'nonce-");
  });

  it.each([
    ["/catalog?style=damask", "/en/catalog/filtered/style/damask"],
    ["/es/catalogo?color=white", "/es/catalog/filtered/color/white"],
  ])("rewrites %s, one filter, to its built variant with the file's own policy", (address, to) => {
    const response = proxy(new NextRequest(`http://localhost:3000${address}`));
    expect(new URL(response.headers.get("x-middleware-rewrite") ?? "").pathname).toBe(to);
    // The built file's headers carry its policy (its scripts' hashes); a nonce here would
    // replace it with one its scripts do not carry.
    expect(response.headers.get("content-security-policy")).toBeNull();
  });

  it("renders a form posted to a filtered address per request", () => {
    const response = proxy(
      new NextRequest("http://localhost:3000/catalog?style=damask", {
        method: "POST",
        headers: { "content-type": "multipart/form-data; boundary=x" },
      }),
    );
    expect(response.headers.get("x-middleware-rewrite")).toContain("/en/catalog/per-request");
  });

  it.each([
    ["/catalog/filtered/style/damask", "/catalog?style=damask"],
    ["/es/catalogo/filtered/color/white", "/es/catalogo?color=white"],
  ])("sends %s, a built variant's address typed in, to %s", (address, target) => {
    const response = proxy(new NextRequest(`http://localhost:3000${address}`));
    expect(response.status).toBe(308);
    const location = new URL(response.headers.get("location") ?? "");
    expect(`${location.pathname}${location.search}`).toBe(target);
  });
});
