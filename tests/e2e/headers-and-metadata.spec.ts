import { products } from "../../src/content/catalog/products";
import { auditRoutes } from "../../src/lib/routes/route-manifest";
import { inlineScriptHashes } from "../../src/lib/security/inline-scripts";

import { expect, test } from "./fixtures";

const productPath = `/wallpaper/${products[0]!.id}-${products[0]!.slug}`;

/** Where each sampled page comes from: the build's files, or a render for this request. */
const samples = [
  { path: "/", served: "pre-rendered" },
  { path: "/about", served: "pre-rendered" },
  { path: "/how-to/glossary", served: "pre-rendered" },
  { path: "/styles/damask", served: "pre-rendered" },
  { path: productPath, served: "pre-rendered" },
  { path: "/catalog?style=damask", served: "pre-rendered" },
  { path: "/catalog?style=damask&color=white", served: "per-request" },
  { path: "/styles/damask?color=white", served: "per-request" },
  { path: "/color/white", served: "pre-rendered" },
  { path: "/color/white?brand=york", served: "per-request" },
  { path: "/checkout", served: "pre-rendered" },
  { path: "/no-such-page", served: "per-request", status: 404 },
  // Unknown addresses under routes built for a known list answer with the pre-rendered 404.
  { path: "/how-to/no-such-guide", served: "pre-rendered", status: 404 },
  { path: "/wallpaper/999999-nothing-here", served: "pre-rendered", status: 404 },
] as const;

const missingPages: readonly string[] = ["/no-such-page", "/wallpaper/999999-nothing-here"];

function scriptSources(policy: string): string[] {
  return /(?:^|;)\s*script-src ([^;]+)/.exec(policy)?.[1]?.trim().split(/\s+/) ?? [];
}

/** Every executable `<script>` tag (JSON-LD and other data blocks are never run). */
function scriptTags(html: string): string[] {
  return [...html.matchAll(/<script\b[^>]*>/gi)]
    .map((match) => match[0])
    .filter((tag) => !/type="application\/(?:ld\+)?json"/i.test(tag));
}

test("every response carries the security headers", async ({ request }) => {
  for (const path of ["/", "/no-such-page", "/robots.txt"]) {
    const response = await request.get(path);
    const headers = response.headers();
    const csp = headers["content-security-policy"] ?? "";
    expect(csp, path).toContain("default-src 'self'");
    expect(csp).toContain("object-src 'none'");
    expect(csp).toContain("base-uri 'self'");
    expect(csp).toContain("form-action 'self'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(headers["x-content-type-options"]).toBe("nosniff");
    expect(headers["referrer-policy"]).toBe("strict-origin-when-cross-origin");
    expect(headers["permissions-policy"]).toContain("camera=()");
    expect(headers["strict-transport-security"]).toContain("max-age=");
    expect(headers["x-powered-by"]).toBeUndefined();
  }
});

test("files named by their content carry nosniff, not the document headers", async ({
  request,
}) => {
  const html = await (await request.get("/")).text();
  const files = [
    /<script[^>]+src="(\/_next\/static\/[^"]+\.js)"/.exec(html)?.[1],
    /<link[^>]+href="(\/_next\/static\/[^"]+\.css)"/.exec(html)?.[1],
    /<link[^>]+href="(\/_next\/static\/media\/[^"]+\.woff2)"/.exec(html)?.[1],
    /(\/images\/generated\/[^" ]+\.avif)/.exec(html)?.[1],
  ];
  for (const file of files) {
    expect(file, "a script, a stylesheet, a font and a picture on the home page").toBeTruthy();
    const response = await request.get(file!);
    expect(response.status(), file).toBe(200);
    const headers = response.headers();
    expect(headers["x-content-type-options"], file).toBe("nosniff");
    expect(headers["cache-control"], file).toContain("immutable");
    for (const name of [
      "content-security-policy",
      "x-frame-options",
      "permissions-policy",
      "cross-origin-opener-policy",
      "referrer-policy",
      "strict-transport-security",
    ]) {
      expect(headers[name], `${file}: ${name}`).toBeUndefined();
    }
  }
});

test("every audited route has a unique title, description and canonical URL", async ({
  request,
}, testInfo) => {
  test.skip(testInfo.project.name !== "desktop", "metadata does not depend on the viewport");
  const titles = new Map<string, string>();
  const descriptions = new Map<string, string>();
  for (const route of auditRoutes()) {
    const html = await (await request.get(route.path)).text();
    const title = html.match(/<title>([^<]*)<\/title>/)?.[1] ?? "";
    const description = html.match(/<meta name="description" content="([^"]*)"/)?.[1] ?? "";
    expect(title, route.path).toMatch(/ \| /);
    expect(description.length, `${route.path} description`).toBeGreaterThan(50);
    expect(titles.get(title), `title of ${route.path} repeats`).toBeUndefined();
    expect(descriptions.get(description), `description of ${route.path} repeats`).toBeUndefined();
    titles.set(title, route.path);
    descriptions.set(description, route.path);
    expect(html).toMatch(new RegExp(`<html lang="${route.locale ?? "en"}"`));
    expect(html).toContain('rel="canonical"');
    expect(html).toContain('property="og:image"');
    expect(html).toContain('name="twitter:card"');
    const robots = html.match(/<meta name="robots" content="([^"]*)"/)?.[1] ?? "index, follow";
    expect(robots.includes("noindex"), `${route.path} robots`).toBe(!route.indexable);
  }
});

test("icons, manifest, robots and sitemap are served", async ({ request, baseURL }) => {
  for (const path of [
    "/favicon.ico",
    "/icon.svg",
    "/apple-icon.png",
    "/manifest.webmanifest",
    "/icon-192.png",
    "/icon-512.png",
  ]) {
    expect((await request.get(path)).status(), path).toBe(200);
  }
  const robots = await (await request.get("/robots.txt")).text();
  expect(robots).toContain(`Sitemap: ${baseURL}/sitemap.xml`);
  const sitemap = await (await request.get("/sitemap.xml")).text();
  for (const route of auditRoutes().filter((r) => r.indexable)) {
    expect(sitemap).toContain(`<loc>${baseURL}${route.path === "/" ? "/" : route.path}</loc>`);
  }
});

test.describe("Content-Security-Policy without 'unsafe-inline' scripts", () => {
  test.skip(
    ({ viewport }) => (viewport?.width ?? 0) < 1024,
    "headers do not depend on the viewport",
  );

  for (const sample of samples) {
    test(`${sample.path} (${sample.served})`, async ({ request }) => {
      const response = await request.get(sample.path);
      expect(response.status()).toBe("status" in sample ? sample.status : 200);
      const policies = response
        .headersArray()
        .filter((header) => header.name.toLowerCase() === "content-security-policy")
        .map((header) => header.value);
      // Two policies would both apply; exactly one must reach the browser.
      expect(policies, "one policy").toHaveLength(1);
      const policy = policies[0]!;
      const sources = scriptSources(policy);
      expect(sources).toContain("'self'");
      expect(sources).not.toContain("'unsafe-inline'");
      expect(sources).not.toContain("'unsafe-eval'");
      expect(policy).toContain("object-src 'none'");
      expect(policy).toContain("base-uri 'self'");

      const html = await response.text();
      const headers = response.headers();
      if (sample.served === "pre-rendered") {
        // Still answered from the build's own file, with that file's scripts pinned by hash.
        expect(headers["x-nextjs-cache"]).toBe("HIT");
        expect(headers["x-nextjs-prerender"]).toContain("1");
        expect(headers["cache-control"]).toContain("s-maxage=");
        expect(sources.some((source) => source.startsWith("'nonce-"))).toBe(false);
        const hashes = inlineScriptHashes(html);
        expect(hashes.length).toBeGreaterThan(0);
        for (const hash of hashes) expect(sources, "hash of an inline script").toContain(hash);
      } else {
        // Rendered for this request: every script, inline or not, carries this response's nonce.
        expect(headers["x-nextjs-prerender"]).toBeUndefined();
        const nonce = /'nonce-([^']+)'/.exec(policy)?.[1];
        expect(nonce, "a nonce").toBeTruthy();
        expect(sources).toContain("'strict-dynamic'");
        const tags = scriptTags(html);
        expect(tags.length).toBeGreaterThan(0);
        for (const tag of tags) expect(tag).toContain(`nonce="${nonce}"`);
        const again = await request.get(sample.path);
        expect(again.headers()["content-security-policy"]).not.toContain(`'nonce-${nonce}'`);
      }
    });
  }

  test("files and feeds get the static policy, which allows no inline script", async ({
    request,
  }) => {
    for (const path of ["/robots.txt", "/sitemap.xml", "/api/health"]) {
      const policy = (await request.get(path)).headers()["content-security-policy"] ?? "";
      expect(policy, path).toContain("default-src 'self'");
      const sources = scriptSources(policy);
      expect(sources, path).not.toContain("'unsafe-inline'");
      expect(
        sources.some((s) => /^'(?:nonce|sha256)-/.test(s)),
        path,
      ).toBe(false);
    }
  });
});

test.describe("pages run their own scripts, and only those", () => {
  test.skip(({ viewport }) => (viewport?.width ?? 0) < 1024, "one viewport is enough");

  for (const path of [
    "/",
    productPath,
    "/catalog?style=damask",
    "/catalog?style=damask&color=white",
    ...missingPages,
  ]) {
    test(`${path} hydrates without a policy violation; an injected script is refused`, async ({
      page,
      watch,
    }) => {
      const notFound = /404 \(Not Found\)/;
      if (missingPages.includes(path)) watch.allow(notFound);
      const violation = /CSP violation|Content Security Policy/;
      const problems = () => watch.problems.filter((problem) => !notFound.test(problem));
      // The phone layout: its menu control is a link until React takes over the page.
      await page.setViewportSize({ width: 390, height: 844 });
      const hydrated = async () => {
        await page.getByRole("button", { name: "Menu" }).click();
        await expect(page.getByRole("dialog", { name: "Menu" })).toBeVisible();
      };

      await page.goto(path);
      await hydrated();
      expect(problems(), "console errors or CSP violations").toEqual([]);

      // The same page with a script slipped into its HTML, as a successful injection would be.
      await page.route("**/*", async (route) => {
        if (!route.request().isNavigationRequest()) return route.fallback();
        const response = await route.fetch();
        const html = (await response.text()).replace(
          "</body>",
          "<script>window.__injected = true;</script></body>",
        );
        await route.fulfill({ response, body: html });
      });
      watch.allow(violation);
      await page.goto(path);
      await hydrated();
      const ran = await page.evaluate(
        () => (window as Window & { __injected?: boolean }).__injected === true,
      );
      expect(ran, "the injected script ran").toBe(false);
      expect(problems().filter((problem) => violation.test(problem)).length).toBeGreaterThan(0);
      expect(problems().filter((problem) => !violation.test(problem))).toEqual([]);
    });
  }
});
