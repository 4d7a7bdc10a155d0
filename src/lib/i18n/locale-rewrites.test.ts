import { describe, expect, it } from "vitest";

import { productRedirects } from "@/lib/catalog/product-redirects";

import { inSpanish, localeRedirects, localeRewrites } from "./locale-rewrites";

/** Where Next.js would send `path` with these rules: the first whose source matches, or none. */
function firstMatch(rules: { source: string; destination: string }[], path: string) {
  for (const rule of rules) {
    const names: string[] = [];
    const pattern = rule.source.replace(
      /:([A-Za-z]+)(\((?:[^()]|\((?:[^()]|\([^()]*\))*\))*\))?(\*)?/g,
      (_, name: string, group: string | undefined, star: string | undefined) => {
        names.push(name);
        if (group) return group;
        return star ? "(.*)" : "([^/]+)";
      },
    );
    const match = new RegExp(`^${pattern}$`).exec(path);
    if (!match) continue;
    let destination = rule.destination;
    names.forEach((name, index) => {
      destination = destination.replace(new RegExp(`:${name}\\*?`), match[index + 1] ?? "");
    });
    return destination;
  }
  return undefined;
}

describe("localeRewrites", () => {
  const rewrites = localeRewrites();

  it("serves English addresses from the English pages", () => {
    expect(firstMatch(rewrites, "/")).toBe("/en");
    expect(firstMatch(rewrites, "/contact")).toBe("/en/contact");
    expect(firstMatch(rewrites, "/wallpaper/3007-venetian-court-damask")).toBe(
      "/en/wallpaper/3007-venetian-court-damask",
    );
  });

  it("serves Spanish addresses from the Spanish pages", () => {
    expect(firstMatch(rewrites, "/es/contacto")).toBe("/es/contact");
    expect(firstMatch(rewrites, "/es/papel-tapiz/3007-x/en-su-pared")).toBe(
      "/es/wallpaper/3007-x/on-your-wall",
    );
    expect(firstMatch(rewrites, "/es/guias/hang-wallpaper")).toBe("/es/how-to/hang-wallpaper");
    expect(firstMatch(rewrites, "/es")).toBeUndefined();
  });

  it("leaves files, the inbox, the API and Next.js's own paths alone", () => {
    for (const path of [
      "/robots.txt",
      "/sitemap.xml",
      "/admin",
      "/admin/sign-in",
      "/api/health",
      "/_next/static/chunks/a.js",
      "/images/generated/og/og-default-1200.jpg",
      "/_not-found",
    ]) {
      expect(firstMatch(rewrites, path), path).toBeUndefined();
    }
  });
});

describe("localeRedirects", () => {
  const redirects = localeRedirects();

  it("keeps one address per page and language", () => {
    expect(firstMatch(redirects, "/en")).toBe("/");
    expect(firstMatch(redirects, "/en/about")).toBe("/about");
    expect(firstMatch(redirects, "/es/contact")).toBe("/es/contacto");
    expect(firstMatch(redirects, "/es/wallpaper/3007-x")).toBe("/es/papel-tapiz/3007-x");
    expect(firstMatch(redirects, "/es/contacto")).toBeUndefined();
    expect(firstMatch(redirects, "/contact")).toBeUndefined();
  });
});

describe("inSpanish", () => {
  it("moves a product's redirect to its Spanish address", () => {
    const [rule] = productRedirects([{ id: 3007, slug: "venetian-court-damask" }]).map(inSpanish);
    expect(rule).toBeDefined();
    expect(firstMatch([rule!], "/es/papel-tapiz/3007")).toBe(
      "/es/papel-tapiz/3007-venetian-court-damask",
    );
    expect(firstMatch([rule!], "/es/papel-tapiz/3007-venetian-court-damask")).toBeUndefined();
  });
});
