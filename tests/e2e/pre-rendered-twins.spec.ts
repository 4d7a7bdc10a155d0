import type { APIResponse } from "@playwright/test";

import { expect, test } from "./fixtures";

/**
 * Listings and form pages are built once; a query (a filter, a search, an estimate link) or the
 * sample cart's cookie sends the same address to a twin rendered per request. What a visitor or
 * a search engine gets must not depend on which one answered, except for what the query asks.
 */

const built = (response: APIResponse) => response.headers()["x-nextjs-prerender"] !== undefined;
const policy = (response: APIResponse) => response.headers()["content-security-policy"] ?? "";
const noindex = /<meta name="robots" content="noindex/;
/** The page's body as a visitor gets it, without scripts (their nonces and payload order differ). */
const visibleBody = async (response: APIResponse) => {
  const html = await response.text();
  return html
    .slice(html.indexOf("<body"))
    .replace(/<script[\s\S]*?<\/script>/g, "")
    .replace(/ nonce="[^"]*"/g, "");
};
const productsFound = async (response: APIResponse) =>
  Number(/(\d+) products? found/.exec(await response.text())?.[1]);

test.describe("pages built once, with a twin per request", () => {
  test("the catalogue is built; a filter, search or later page is rendered for its query", async ({
    request,
  }) => {
    const plain = await request.get("/catalog");
    expect(built(plain)).toBe(true);
    // Its own scripts' hashes, not a nonce: the page is a file.
    expect(policy(plain)).toMatch(/'sha256-/);
    expect(policy(plain)).not.toMatch(/'nonce-/);
    const all = await productsFound(plain);
    expect(all).toBeGreaterThan(100);
    expect(built(await request.get("/catalog?utm_source=newsletter"))).toBe(true);

    // One filter alone is built too; a second value is rendered for its query.
    const white = await request.get("/catalog?color=white");
    expect(built(white)).toBe(true);
    expect(policy(white)).toMatch(/'sha256-/);
    expect(policy(white)).not.toMatch(/'nonce-/);
    const whites = await productsFound(white);
    expect(whites).toBeGreaterThan(0);
    expect(whites).toBeLessThan(all);
    expect(await white.text()).toMatch(noindex);
    expect(await plain.text()).not.toMatch(noindex);
    const whiteDamasks = await request.get("/catalog?color=white&style=damask");
    expect(built(whiteDamasks)).toBe(false);
    expect(policy(whiteDamasks)).toMatch(/'nonce-/);
    expect(await productsFound(whiteDamasks)).toBeLessThan(whites);

    const searched = await request.get("/catalog?q=thibaut");
    expect(await productsFound(searched)).toBeLessThan(all);
    const second = await request.get("/catalog?page=2");
    expect((await second.text()).match(/<article/g)?.length).toBe(24);

    const samples = await request.get("/samples");
    expect(built(samples)).toBe(true);
    const sampledWhites = await request.get("/samples?color=white");
    expect(built(sampledWhites)).toBe(false);
    expect(await productsFound(sampledWhites)).toBeLessThan(await productsFound(samples));

    const typedVariant = await request.get("/catalog/filtered/color/white", { maxRedirects: 0 });
    expect(typedVariant.status()).toBe(308);
    expect(typedVariant.headers()["location"]).toBe("/catalog?color=white");

    const typed = await request.get("/catalog/per-request?color=white", { maxRedirects: 0 });
    expect(typed.status()).toBe(308);
    expect(typed.headers()["location"]).toBe("/catalog?color=white");
    const typedSpanish = await request.get("/es/catalogo/per-request?color=white", {
      maxRedirects: 0,
    });
    expect(typedSpanish.status()).toBe(308);
    expect(typedSpanish.headers()["location"]).toBe("/es/catalogo?color=white");
  });

  test("the catalogue with one filter is the page its per-request twin renders", async ({
    request,
  }) => {
    // `page=1` is the default, so the second address shows the same list, rendered per request.
    for (const [address, twin] of [
      ["/catalog?style=damask", "/catalog?style=damask&page=1"],
      ["/catalog?brand=thibaut", "/catalog?brand=thibaut&page=1"],
      ["/catalog?price=300-plus", "/catalog?price=300-plus&page=1"],
      ["/es/catalogo?color=white", "/es/catalogo?color=white&page=1"],
    ] as const) {
      const builtPage = await request.get(address);
      const rendered = await request.get(twin);
      expect(built(builtPage), address).toBe(true);
      expect(built(rendered), twin).toBe(false);
      expect(await visibleBody(builtPage), address).toBe(await visibleBody(rendered));
    }
  });

  test("colour and material pages are built for each known name", async ({ request }) => {
    const white = await request.get("/color/white");
    expect(built(white)).toBe(true);
    expect(await white.text()).toContain("<h1");
    const narrowed = await request.get("/color/white?style=damask");
    expect(built(narrowed)).toBe(false);
    expect(await narrowed.text()).toMatch(noindex);
    // Another spelling of a known colour is redirected to its page, which is built.
    const capitals = await request.get("/color/WHITE", { maxRedirects: 0 });
    expect(capitals.status()).toBe(308);
    expect(capitals.headers()["location"]).toBe("/color/white");
    // An unknown colour still answers (an empty list that search engines skip).
    const unknown = await request.get("/color/no-such-colour");
    expect(unknown.status()).toBe(200);
    expect(await unknown.text()).toMatch(noindex);

    const grasscloth = await request.get("/types/grasscloth");
    expect(built(grasscloth)).toBe(true);
    const list = await request.get("/types/grasscloth?view=list");
    expect(built(list)).toBe(false);
    expect(await productsFound(list)).toBe(await productsFound(grasscloth));
  });

  test("the brand gallery, the calculator and the consultation page answer their links", async ({
    request,
  }) => {
    const gallery = await request.get("/wallpaper-brands");
    expect(built(gallery)).toBe(true);
    const searched = await request.get("/wallpaper-brands?q=thibaut");
    expect(built(searched)).toBe(false);
    expect(await searched.text()).toMatch(noindex);

    const calculator = await request.get("/wallpaper-calculator");
    expect(built(calculator)).toBe(true);
    expect(await calculator.text()).not.toMatch(noindex);
    const estimate = await request.get("/wallpaper-calculator?product=1001");
    expect(built(estimate)).toBe(false);
    expect(await estimate.text()).toContain("Coconut Grove Fronds");
    expect(await estimate.text()).toMatch(noindex);

    const consultation = await request.get("/consultation");
    expect(built(consultation)).toBe(true);
    const prefilled = await request.get(
      "/consultation?product=Coconut%20Grove%20Fronds&message=Two%20walls",
    );
    expect(built(prefilled)).toBe(false);
    expect(await prefilled.text()).toContain("Two walls");
  });

  test("checkout is built empty and read from the cart for a visitor who chose samples", async ({
    request,
  }) => {
    const empty = await request.get("/checkout");
    expect(built(empty)).toBe(true);
    expect(await empty.text()).toContain("Your Cart is Empty");

    const chosen = await request.get("/checkout", { headers: { cookie: "alcove_samples=1001" } });
    expect(built(chosen)).toBe(false);
    expect(chosen.headers()["cache-control"]).toContain("no-store");
    const text = await chosen.text();
    expect(text).toContain("Coconut Grove Fronds");
    expect(text).toContain("Shipping Information");
    expect(text).not.toContain("Your Cart is Empty");

    // Place Order lands on the confirmation with the request's reference, which only the
    // per-request twin can show; the built page points to the e-mail instead.
    const plain = await request.get("/checkout/confirmation");
    expect(built(plain)).toBe(true);
    expect(await plain.text()).not.toContain("0A1B2C3D");
    const referenced = await request.get("/checkout/confirmation?ref=0A1B2C3D");
    expect(built(referenced)).toBe(false);
    expect(await referenced.text()).toContain("0A1B2C3D");
  });

  test("the Spanish pages are built and routed the same way", async ({ request }) => {
    for (const path of [
      "/es/catalogo",
      "/es/color/white",
      "/es/tipos/grasscloth",
      "/es/consulta",
    ]) {
      expect(built(await request.get(path)), path).toBe(true);
    }
    const white = await request.get("/es/catalogo?color=white&q=damasco");
    expect(built(white)).toBe(false);
    expect(await white.text()).toMatch(/\d+ productos? encontrados?/);
    expect(await white.text()).toContain('lang="es"');
    const builtWhite = await request.get("/es/catalogo?color=white");
    expect(built(builtWhite)).toBe(true);
    expect(await builtWhite.text()).toContain('lang="es"');
    const typed = await request.get("/es/catalogo/filtered/color/white", { maxRedirects: 0 });
    expect(typed.headers()["location"]).toBe("/es/catalogo?color=white");
  });
});
