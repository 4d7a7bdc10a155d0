import { getPathMatch } from "next/dist/shared/lib/router/utils/path-match";
import { describe, expect, it } from "vitest";

import { products } from "@/content/catalog/products";
import { guideSlugs } from "@/content/guides/guide-slugs";

import { capitalisedGuideRedirects, unknownAddressRewrites } from "./unknown-addresses";

const rules = unknownAddressRewrites(
  guideSlugs,
  products.map((product) => product.id),
);

/** Where a rule list sends a path, with Next.js's own matcher: rewrites ignore case, redirects not. */
function destination(
  list: readonly { source: string; destination: string }[],
  path: string,
  sensitive: boolean,
): string | undefined {
  const options = { strict: true, removeUnnamedParams: true, sensitive };
  return list.find((rule) => getPathMatch(rule.source, options)(path) !== false)?.destination;
}

const rewriteFor = (path: string) => destination(rules, path, false);
const redirectFor = (path: string) =>
  destination(capitalisedGuideRedirects(guideSlugs), path, true);

describe("unknownAddressRewrites", () => {
  const product = products[0]!;

  it.each([
    "/how-to/no-such-guide",
    "/how-to/NO-SUCH-GUIDE",
    "/how-to/hang-wallpaper/extra",
    "/wallpaper/999999-nothing-here",
    "/wallpaper/nothing",
    `/wallpaper/${product.id}-${product.slug}/extra`,
    `/wallpaper/${product.id}-${product.slug}/on-your-wall/extra`,
    "/wallpaper/999999-nothing-here/on-your-wall",
  ])("answers %s with the pre-rendered 404", (path) => {
    expect(rewriteFor(path)).toBe("/_not-found");
  });

  it.each([
    "/how-to/hang-wallpaper",
    "/how-to/glossary",
    `/wallpaper/${product.id}-${product.slug}`,
    `/wallpaper/${product.id}-${product.slug}/on-your-wall`,
    // Other names of a known product are redirected to its page before rewrites apply.
    `/wallpaper/${product.id}-old-name`,
  ])("leaves %s to its page", (path) => {
    expect(rewriteFor(path)).toBeUndefined();
  });

  it.each([
    ["/how-to/Hang-Wallpaper", "/how-to/hang-wallpaper"],
    ["/how-to/GLOSSARY", "/how-to/glossary"],
    ["/how-to/glossarY", "/how-to/glossary"],
  ])("moves %s, a guide typed with capitals, to %s", (path, target) => {
    expect(redirectFor(path)).toBe(target);
  });

  it.each(["/how-to/glossary", "/how-to/hang-wallpaper", "/how-to/glossary-2", "/how-to/no-such"])(
    "does not redirect %s",
    (path) => {
      expect(redirectFor(path)).toBeUndefined();
    },
  );

  it("keeps every rule within the length Next.js accepts", () => {
    for (const rule of rules) expect(rule.source.length).toBeLessThan(4_096);
  });
});
