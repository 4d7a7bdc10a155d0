/**
 * How addresses reach the `[locale]` routes without a middleware: English pages keep their
 * unprefixed addresses and are rewritten to `/en/...`; Spanish addresses are rewritten from their
 * own words to the internal segments. Both are plain rewrites, matched by the router itself, so
 * pre-rendered pages are served as fast as before (a middleware on every page cost about a third
 * of their throughput). The redirects keep one address per page and language.
 *
 * Relative imports only: next.config loads this file.
 */
import { spanishPathnames, type InternalPathname } from "../../i18n/routing";

export type Rewrite = { source: string; destination: string };
export type Redirect = Rewrite & { permanent: true };

/** "/wallpaper/[idSlug]" → "/wallpaper/:idSlug", for Next.js's path patterns. */
function pattern(path: string): string {
  return path.replace(/\[([^\]]+)\]/g, ":$1");
}

/** The pages whose Spanish address differs from the internal one, longest first. */
function translatedPages(): [InternalPathname, string][] {
  return (Object.entries(spanishPathnames) as [InternalPathname, string][])
    .filter(([internal, spanish]) => internal !== spanish)
    .sort(([a], [b]) => b.length - a.length);
}

/**
 * Paths the English rewrite leaves alone: Spanish pages, Next.js's own files, the API, the
 * inbox, generated pictures, the built 404 and error pages, and files by name (robots.txt…).
 */
const notPages = [
  "es(?:/|$)",
  "en(?:/|$)",
  "_next/",
  "api/",
  "admin(?:/|$)",
  "images/",
  "_not-found$",
  "_global-error$",
  "[^/]+\\.[^/]+$",
].join("|");

export function localeRewrites(): Rewrite[] {
  return [
    ...translatedPages().map(([internal, spanish]) => ({
      source: `/es${pattern(spanish)}`,
      destination: `/es${pattern(internal)}`,
    })),
    { source: "/", destination: "/en" },
    { source: `/:path((?!${notPages}).+)`, destination: "/en/:path" },
  ];
}

export function localeRedirects(): Redirect[] {
  return [
    // The default language has no prefix: /en/... is the same page as /...
    { source: "/en", destination: "/", permanent: true },
    { source: "/en/:path*", destination: "/:path*", permanent: true },
    // A Spanish page has one address: its internal segments lead to its own words.
    ...translatedPages().map(([internal, spanish]) => ({
      source: `/es${pattern(internal)}`,
      destination: `/es${pattern(spanish)}`,
      permanent: true as const,
    })),
  ];
}

/** The Spanish word for each first path segment that has one ("wallpaper" → "papel-tapiz"). */
function spanishFirstSegments(): Map<string, string> {
  const words = new Map<string, string>();
  for (const [internal, spanish] of Object.entries(spanishPathnames)) {
    const [first] = internal.split("/").filter(Boolean);
    const [spanishFirst] = spanish.split("/").filter(Boolean);
    if (first && spanishFirst && !first.startsWith("[")) words.set(first, spanishFirst);
  }
  return words;
}

/**
 * The same redirect for the Spanish addresses: `/wallpaper/:address(…)` → `/wallpaper/3007-x`
 * becomes `/es/papel-tapiz/:address(…)` → `/es/papel-tapiz/3007-x`.
 */
const firstSegmentWords = spanishFirstSegments();

export function inSpanish<T extends Rewrite>(rule: T): T {
  const translate = (path: string) => {
    const [, first = "", ...rest] = path.split("/");
    const word = firstSegmentWords.get(first);
    if (word === undefined) throw new Error(`No Spanish address for ${path}`);
    return ["/es", word, ...rest].join("/");
  };
  return { ...rule, source: translate(rule.source), destination: translate(rule.destination) };
}
