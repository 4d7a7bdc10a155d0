import { auditRoutes } from "../../src/lib/routes/route-manifest";

import { expect, test } from "./fixtures";

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
    expect(html).toMatch(/<html lang="en"/);
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
