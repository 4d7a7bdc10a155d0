import { describe, expect, it } from "vitest";
import { isAllowedGuideLinkPath, splitHref } from "./internal-links";

describe("isAllowedGuideLinkPath", () => {
  it.each([
    "/wallpaper-calculator",
    "/consultation",
    "/contact",
    "/catalog",
    "/how-to-wallpaper",
    "/samples",
    "/installation",
    "/services",
    "/faqs",
    "/styles/chinoiserie",
    "/types/fabric-backed-vinyl",
    "/color/grey",
    "/how-to/glossary",
  ])("allows %s", (path) => {
    expect(isAllowedGuideLinkPath(path)).toBe(true);
  });

  it.each([
    "/styles/modern-geometric",
    "/style/geometric",
    "/types/silk",
    "/color/gray",
    "/color/",
    "/how-to/wallpaper-calculator",
    "/about",
    "/catalog/",
    "https://example.com",
  ])("rejects %s", (path) => {
    expect(isAllowedGuideLinkPath(path)).toBe(false);
  });
});

describe("splitHref", () => {
  it("separates the anchor", () => {
    expect(splitHref("/how-to/glossary#bolt")).toEqual({
      path: "/how-to/glossary",
      anchor: "bolt",
    });
    expect(splitHref("/catalog")).toEqual({ path: "/catalog" });
  });
});
