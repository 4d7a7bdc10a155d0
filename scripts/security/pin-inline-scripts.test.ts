import { describe, expect, it } from "vitest";

import { addressOf, mismatches, pinnedMeta, staticPolicyRule } from "./pin-inline-scripts";

const staticPolicy = "default-src 'self'; script-src 'self' https://www.instagram.com";
const alertHash = "'sha256-bhHHL3z2vDgxUt0W3dWQOrprscmda2Y5pLsLg4GF+pI='";

describe("pinnedMeta", () => {
  it("adds the page's own policy to the headers Next.js sends with its HTML, keeping the rest", () => {
    const meta = {
      status: 404,
      headers: { "x-nextjs-prerender": "1", "Content-Security-Policy": "stale" },
      routeCache: { key: "/route-cache/APP_PAGE/abc/$/about" },
    };
    const html =
      '<script src="/a.js"></script><script>alert(1)</script>' +
      '<script type="application/ld+json">{}</script>';
    expect(pinnedMeta(meta, html, staticPolicy)).toEqual({
      status: 404,
      headers: {
        "x-nextjs-prerender": "1",
        "content-security-policy": `${staticPolicy} ${alertHash}`,
      },
      routeCache: meta.routeCache,
    });
  });
});

describe("staticPolicyRule", () => {
  it("finds the one rule that sets a policy", () => {
    const rule = {
      source: "/x",
      regex: "^/x$",
      headers: [{ key: "Content-Security-Policy", value: staticPolicy }],
    };
    const other = { source: "/:path*", regex: "^/.*$", headers: [{ key: "X-A", value: "b" }] };
    expect(staticPolicyRule([other, rule])).toBe(rule);
    expect(() => staticPolicyRule([other])).toThrow(/found 0/);
  });
});

describe("mismatches", () => {
  const base = {
    built: ["/", "/about", "/styles/damask"],
    expected: ["/", "/about", "/styles/damask"],
    staticPolicyRegex: /^\/(?!(?:$|about$|styles\/damask$)).*$/,
    proxyMatchers: [
      { regexp: "^/styles(?:/(.+))$", originalSource: "/styles/:path+" },
      { regexp: "^/(?!$|about$).*$", missing: [{}] },
      { regexp: "^/.*$", has: [{}] },
    ],
  };

  it("finds none when the configuration and the build agree", () => {
    expect(mismatches(base)).toEqual([]);
  });

  it("names a page pre-rendered but not listed, and one listed but not pre-rendered", () => {
    const problems = mismatches({
      ...base,
      built: [...base.built, "/faqs"],
      expected: ["/", "/about", "/styles/damask", "/gone"],
    });
    expect(problems.join("\n")).toMatch(/not listed .*: \/faqs/);
    expect(problems.join("\n")).toMatch(/not pre-rendered .*: \/gone/);
  });

  it("names a pre-rendered page the static policy or the proxy would still reach", () => {
    const problems = mismatches({
      ...base,
      staticPolicyRegex: /^\/(?!$).*$/,
      proxyMatchers: [{ regexp: "^/(?!$).*$", missing: [{}] }],
    });
    expect(problems.join("\n")).toMatch(/static policy .*: \/about, \/styles\/damask/);
    expect(problems.join("\n")).toMatch(/proxy.ts runs .*: \/about$/);
  });
});

describe("addressOf", () => {
  it.each([
    ["/en", "/"],
    ["/en/about", "/about"],
    ["/es/about", "/es/nosotros"],
    ["/_not-found", "/_not-found"],
    ["/en/catalog/filtered/style/damask", "/catalog/filtered/style/damask"],
    ["/es/catalog/filtered/style/damask", "/es/catalogo/filtered/style/damask"],
  ])("names the page built at %s by its address %s", (built, address) => {
    expect(addressOf(built)).toBe(address);
  });
});

describe("mismatches for a built variant", () => {
  it("accepts the proxy reaching the catalogue's variants, which it rewrites to", () => {
    const catalog = ["/catalog", "/catalog/filtered/style/damask"];
    const problems = mismatches({
      built: catalog,
      expected: catalog,
      staticPolicyRegex: /^\/(?!catalog(?:$|\/filtered\/)).*$/,
      proxyMatchers: [{ regexp: "^/catalog(?:/(.*))?$", originalSource: "/catalog/:path*" }],
    });
    expect(problems).toEqual([]);
  });
});
