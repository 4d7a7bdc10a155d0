/**
 * The pages `next build` writes as HTML and `next start` answers from those files. Each carries
 * its own Content-Security-Policy (the hashes of its inline scripts, added after the build), so
 * the static policy from next.config must stay off them: two policies would both apply, and the
 * static one allows no inline script at all.
 *
 * next.config reads this list before anything is built, so it is written out rather than read
 * from the build; the step that adds the hashes (scripts/security/pin-inline-scripts.ts) compares
 * it with the build's own list and fails the build on any difference.
 *
 * Relative imports: next.config loads this file too.
 */
import { products } from "../../content/catalog/products";
import { colors, materials, styles } from "../../content/catalog/taxonomy";
import { guideSlugs } from "../../content/guides/guide-slugs";
import { builtFilterParams } from "../catalog/built-filter-pages";
import { localizePath } from "../i18n/localize-path";
import { localizeTwinPath } from "../routing/twin-addresses";
import { builtVariantSegment } from "../routing/twin-route";
import { escapeRegExp } from "../utils/escape-reg-exp";

import { withoutHashedAssets } from "./security-headers";

/** Pages without parameters that the build pre-renders (including Next.js's own 404 and 500). */
export const preRenderedStaticPaths = [
  "/",
  "/_global-error",
  "/_not-found",
  "/about",
  "/catalog",
  "/checkout",
  "/checkout/confirmation",
  "/collections",
  "/consultation",
  "/contact",
  "/design-system",
  "/faqs",
  "/how-to-wallpaper",
  "/installation",
  "/privacy",
  "/samples",
  "/services",
  "/styles",
  "/terms",
  "/testimonials",
  "/wallpaper-brands",
  "/wallpaper-calculator",
] as const;

/** The listings built once per entry: each named style, color and material. */
const listingParamPages = [
  { section: "/styles", slugs: styles.map((style) => style.slug) },
  { section: "/color", slugs: colors.map((color) => color.slug) },
  { section: "/types", slugs: materials.map((material) => material.slug) },
] as const;

/** The catalogue's built variants, one filter each (src/lib/catalog/built-filter-pages.ts). */
const catalogVariantPaths = builtFilterParams().map(
  ({ group, value }) => `/catalog/${builtVariantSegment}/${group}/${value}`,
);

/** Next.js's own pages, which exist once, outside both languages. */
const frameworkPaths: ReadonlySet<string> = new Set(["/_global-error", "/_not-found"]);

/** Every pre-rendered page's address, in English and in Spanish. */
export function preRenderedPagePaths(): string[] {
  const english = [
    ...preRenderedStaticPaths,
    ...guideSlugs.map((slug) => `/how-to/${slug}`),
    ...listingParamPages.flatMap(({ section, slugs }) => slugs.map((slug) => `${section}/${slug}`)),
    ...products.map((product) => `/wallpaper/${product.id}-${product.slug}`),
    ...products.map((product) => `/wallpaper/${product.id}-${product.slug}/on-your-wall`),
    ...catalogVariantPaths,
  ];
  const spanish = english
    .filter((path) => !frameworkPaths.has(path))
    // A variant is named by its page's address and its own segments.
    .map((path) => localizeTwinPath(path, "es"));
  return [...english, ...spanish];
}

/** A path's Spanish address without the leading slash, for the patterns below. */
function spanish(path: string): string {
  return localizePath(path, "es").slice(1);
}

/** `styles/(?:damask|…)$`: a listing's built pages (its section without the slashes). */
function listingPattern(section: string, slugs: readonly string[]): string {
  return `${escapeRegExp(section)}/(?:${slugs.map(escapeRegExp).join("|")})$`;
}

/**
 * A regular expression (without anchors or the leading slash) for the paths the static policy
 * leaves alone: /admin and below (its nonce policy comes from src/proxy.ts) and every
 * pre-rendered page, with the whole of /how-to/ and /wallpaper/, where an address that is not a
 * page is redirected to one or answered with the pre-rendered 404.
 */
export function ownPolicyPattern(): string {
  const names = preRenderedStaticPaths.filter((path) => path !== "/").map((p) => p.slice(1));
  const alternatives = [
    "admin(?:/|$)",
    // The home page: nothing after the leading slash.
    "$",
    `(?:${names.map(escapeRegExp).join("|")})$`,
    // Every address under these two answers from the build: a guide or product page, a redirect
    // to one, or the pre-rendered 404 (src/lib/security/unknown-addresses.ts).
    "how-to/",
    "wallpaper/",
    // The listings' built pages; their other addresses get the twin's nonce policy (src/proxy.ts).
    ...listingParamPages.map(({ section, slugs }) => listingPattern(section.slice(1), slugs)),
    // The catalogue's built variants: the proxy redirects these addresses to the filtered page.
    `catalog/${builtVariantSegment}/`,
    // The same pages in Spanish.
    "es$",
    `(?:${names
      .filter((name) => !frameworkPaths.has(`/${name}`))
      .map((name) => escapeRegExp(spanish(`/${name}`)))
      .join("|")})$`,
    `${escapeRegExp(spanish("/how-to/x").slice(0, -1))}`,
    `${escapeRegExp(spanish("/wallpaper/x").slice(0, -1))}`,
    ...listingParamPages.map(({ section, slugs }) =>
      listingPattern(spanish(`${section}/x`).slice(0, -2), slugs),
    ),
    `${escapeRegExp(spanish("/catalog"))}/${builtVariantSegment}/`,
  ];
  return `(?:${alternatives.join("|")})`;
}

/**
 * The `source` of the header rule that gives the static policy to every other path but the hashed
 * files. Next.js compiles it to a regular expression; `:path` is everything after the first slash.
 */
export function staticPolicySource(): string {
  return withoutHashedAssets(ownPolicyPattern());
}
