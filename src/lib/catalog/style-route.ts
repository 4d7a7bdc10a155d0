/**
 * Which route answers a request for `/styles/<slug>`. A known style's page is pre-rendered at
 * build time; a query that changes what it shows (a brand or color, the list view, a page
 * number) needs a render per request, which its twin under `/styles/<slug>/filtered` does.
 * src/proxy.ts rewrites to the twin, so visitors and search engines only ever see
 * `/styles/<slug>?…`. Aliases ("modern-geometric", capitals) and unknown slugs go to the twin
 * too: it redirects the first to the style's own address and renders the second title-cased.
 */

/** The twin's last path segment. Never linked: only reached by the proxy's rewrite. */
export const perRequestStyleSegment = "filtered";

/**
 * The query keys a style page reads: its filter groups (brand, color), the view and the page
 * (styleListing in src/lib/catalog/listing.ts; a test keeps the two in step). Any
 * other key (a search, an analytics tag) does not change the page, so the pre-rendered one
 * answers it.
 */
export const styleQueryKeys = ["brand", "color", "view", "page"] as const;

export type StyleRoute =
  | { kind: "pre-rendered" }
  | { kind: "per-request"; pathname: string }
  /** Someone typed the twin's address: send them to the page it stands in for. */
  | { kind: "redirect"; pathname: string };

/**
 * @param pathname the request's path as sent (still percent-encoded)
 * @returns null for paths that are not a style page (`/styles` itself, deeper paths)
 */
export function styleRoute(
  pathname: string,
  searchParams: URLSearchParams,
  knownSlugs: ReadonlySet<string>,
): StyleRoute | null {
  const segments = pathname.split("/");
  // ["", "styles", slug] or ["", "styles", slug, "filtered"]
  if (segments[1] !== "styles") return null;
  const slug = segments[2];
  if (!slug) return null;
  if (segments.length === 4 && segments[3] === perRequestStyleSegment) {
    return { kind: "redirect", pathname: `/styles/${slug}` };
  }
  if (segments.length !== 3) return null;
  const changesPage = styleQueryKeys.some((key) => searchParams.has(key));
  if (knownSlugs.has(slug) && !changesPage) return { kind: "pre-rendered" };
  return { kind: "per-request", pathname: `/styles/${slug}/${perRequestStyleSegment}` };
}
