import { colors, materials, styles } from "@/content/catalog/taxonomy";
import { guideSlugs } from "@/content/guides/guide-slugs";

const fixedPaths = new Set([
  "/wallpaper-calculator",
  "/consultation",
  "/contact",
  "/catalog",
  "/how-to-wallpaper",
  "/samples",
  "/installation",
  "/services",
  "/faqs",
]);

const prefixedSlugs: Record<string, ReadonlySet<string>> = {
  "/styles/": new Set(styles.map((style) => style.slug)),
  "/types/": new Set(materials.map((material) => material.slug)),
  "/color/": new Set(colors.map((color) => color.slug)),
  "/how-to/": new Set(guideSlugs),
};

/** Splits "/how-to/glossary#bolt" into its path and anchor. */
export function splitHref(href: string): { path: string; anchor?: string } {
  const hashAt = href.indexOf("#");
  if (hashAt === -1) return { path: href };
  return { path: href.slice(0, hashAt), anchor: href.slice(hashAt + 1) };
}

/**
 * Whether guide content may link to this path: the pages the site actually serves, with style,
 * type, color and guide slugs checked against the taxonomy. Anchors are checked separately.
 */
export function isAllowedGuideLinkPath(path: string): boolean {
  if (fixedPaths.has(path)) return true;
  for (const [prefix, slugs] of Object.entries(prefixedSlugs)) {
    if (path.startsWith(prefix)) return slugs.has(path.slice(prefix.length));
  }
  return false;
}
