import { describe, expect, it } from "vitest";

import { products } from "@/content/catalog/products";

import { preRenderedPagePaths, staticPolicySource } from "./pre-rendered-pages";

/**
 * The static policy's rule as Next.js compiles it (`:path` is all after the first slash;
 * next.config asks for case-sensitive routes).
 */
const staticPolicyApplies = (path: string) =>
  new RegExp(`^${staticPolicySource().replace("/:path(", "/(")}$`).test(path);

describe("the pages that carry their own policy", () => {
  it("lists each pre-rendered page once", () => {
    const paths = preRenderedPagePaths();
    expect(new Set(paths).size).toBe(paths.length);
    expect(paths).toContain("/");
    expect(paths).toContain("/_not-found");
    expect(paths).toContain("/how-to/glossary");
    expect(paths).toContain("/styles/damask");
    // Listings and forms answered by a per-request twin when a query asks for more.
    expect(paths).toContain("/catalog");
    expect(paths).toContain("/color/white");
    expect(paths).toContain("/types/grasscloth");
    expect(paths).toContain("/checkout");
    expect(paths).toContain("/es/catalogo");
    expect(paths).toContain("/es/tipos/grasscloth");
    expect(paths).toContain("/es/finalizar-pedido");
    expect(paths).toContain("/es/finalizar-pedido/confirmacion");
    expect(paths).toContain(`/wallpaper/${products[0]!.id}-${products[0]!.slug}`);
    // The catalogue with one filter, by the address the proxy redirects to its filtered page.
    expect(paths).toContain("/catalog/filtered/style/damask");
    expect(paths).toContain("/catalog/filtered/price/300-plus");
    expect(paths).toContain("/es/catalogo/filtered/brand/thibaut");
  });

  it("keeps the static policy off every pre-rendered page and the inbox", () => {
    for (const path of [...preRenderedPagePaths(), "/admin", "/admin/sign-in"]) {
      expect(staticPolicyApplies(path), path).toBe(false);
    }
  });

  it("leaves unknown guide and product addresses to the pre-rendered 404 they are rewritten to", () => {
    for (const path of ["/how-to/no-such-guide", "/wallpaper/999999-nothing-here"]) {
      expect(staticPolicyApplies(path), path).toBe(false);
    }
  });

  it("gives the static policy to everything else, pages rendered per request included", () => {
    for (const path of [
      "/checkout/elsewhere",
      "/color/no-such-color",
      "/types/no-such-material",
      "/es/finalizar-pedido/otra",
      "/no-such-page",
      "/about/more",
      "/abouts",
      "/styles/no-such-style",
      "/robots.txt",
      "/images/generated-elsewhere/a.avif",
      "/administer",
    ]) {
      expect(staticPolicyApplies(path), path).toBe(true);
    }
  });

  it("leaves the hashed files without a policy, which would not apply to them", () => {
    for (const path of [
      "/_next/static/chunks/0abc.js",
      "/_next/static/media/font.woff2",
      "/images/generated/product/product-1001-swatch-400.avif",
    ]) {
      expect(staticPolicyApplies(path), path).toBe(false);
    }
  });

  it("fits in a Next.js header rule", () => {
    expect(staticPolicySource().length).toBeLessThan(4096 - 200);
  });
});
