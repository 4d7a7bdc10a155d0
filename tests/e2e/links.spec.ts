import { expect, test } from "./fixtures";

/** Follows every internal link from the home page (breadth first) and fails on any 404. */
test("no internal link answers 404", async ({ request, baseURL }, testInfo) => {
  test.skip(testInfo.project.name !== "desktop", "one crawl is enough");
  test.setTimeout(240_000);
  const origin = new URL(baseURL!).origin;
  const seen = new Set<string>(["/"]);
  const queue = ["/"];
  const broken: string[] = [];
  // Filter links multiply (every value of every group): follow a few query variants per page.
  const variantsPerPath = new Map<string, number>();
  while (queue.length > 0) {
    const path = queue.shift()!;
    const response = await request.get(path, { maxRedirects: 5 });
    if (response.status() >= 400) {
      broken.push(`${path} → ${response.status()}`);
      continue;
    }
    const type = response.headers()["content-type"] ?? "";
    if (!type.includes("text/html")) continue;
    const html = await response.text();
    for (const match of html.matchAll(/<a\b[^>]*\shref="([^"#]*)(?:#[^"]*)?"/g)) {
      const raw = match[1]!.replaceAll("&amp;", "&");
      if (raw === "" || /^(mailto|tel):/.test(raw)) continue;
      const url = new URL(raw, `${origin}${path}`);
      if (url.origin !== origin) continue;
      const next = url.pathname + url.search;
      if (url.search) {
        const count = variantsPerPath.get(url.pathname) ?? 0;
        if (count >= 3 && !seen.has(next)) continue;
        variantsPerPath.set(url.pathname, count + 1);
      }
      if (!seen.has(next)) {
        seen.add(next);
        queue.push(next);
      }
    }
  }
  expect(broken, `crawled ${seen.size} URLs`).toEqual([]);
  expect(seen.size).toBeGreaterThan(2);
});
