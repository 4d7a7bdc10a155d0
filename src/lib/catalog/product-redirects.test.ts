import { getPathMatch } from "next/dist/shared/lib/router/utils/path-match";
import { describe, expect, it } from "vitest";

import { productRedirects } from "./product-redirects";

const catalog = [
  { id: 1001, slug: "palmetto-grove" },
  { id: 1002, slug: "coral-way-damask" },
];

/** Which redirect Next.js would apply to a path: its own matcher, case-sensitive as configured. */
function redirectFor(path: string): string | undefined {
  const options = { strict: true, removeUnnamedParams: true, sensitive: true };
  return productRedirects(catalog).find(
    (rule) => getPathMatch(rule.source, options)(path) !== false,
  )?.destination;
}

describe("productRedirects", () => {
  it.each([
    ["/wallpaper/1001", "/wallpaper/1001-palmetto-grove"],
    ["/wallpaper/1001-old-name", "/wallpaper/1001-palmetto-grove"],
    ["/wallpaper/1001-palmetto", "/wallpaper/1001-palmetto-grove"],
    ["/wallpaper/1001-palmetto-grove-2", "/wallpaper/1001-palmetto-grove"],
    ["/wallpaper/1002-palmetto-grove", "/wallpaper/1002-coral-way-damask"],
    ["/wallpaper/1001-Palmetto", "/wallpaper/1001-palmetto-grove"],
    ["/wallpaper/1001-Palmetto-Grove", "/wallpaper/1001-palmetto-grove"],
    ["/wallpaper/1001-", "/wallpaper/1001-palmetto-grove"],
  ])("moves %s to %s", (path, destination) => {
    expect(redirectFor(path)).toBe(destination);
  });

  it.each([
    // The product's own address is served, never redirected to itself.
    "/wallpaper/1001-palmetto-grove",
    "/wallpaper/1002-coral-way-damask",
    // Unknown ids and malformed names are not found.
    "/wallpaper/999999-nothing-here",
    "/wallpaper/10011",
    "/wallpaper/1001/extra",
  ])("leaves %s alone", (path) => {
    expect(redirectFor(path)).toBeUndefined();
  });

  it("is permanent (308)", () => {
    expect(productRedirects(catalog).every((rule) => rule.permanent)).toBe(true);
  });
});
