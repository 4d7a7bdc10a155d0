/**
 * Which route answers a request for a page that is pre-rendered once but can also show something
 * else for a query string or a cookie (a filtered listing, an estimate link, a cart). The plain
 * page is built at build time and served as a file; any request that changes what it shows goes
 * to its per-request twin, a route one segment deeper (`/catalog/per-request`) that renders with
 * the query. src/proxy.ts rewrites to the twin, so visitors and search engines only ever see the
 * page's own address.
 */

/** The twin's last path segment. Never linked: only reached by the proxy's rewrite. */
export const perRequestSegment = "per-request";

export type TwinRoutedPage = {
  /** The page's internal path: `/catalog`, or `/styles/[slug]` for one built per parameter. */
  path: string;
  /**
   * For a page with a parameter: the values the build pre-rendered. Any other value (an alias, a
   * name in capitals, an unknown name) goes to the twin, which redirects or renders it.
   */
  builtParams?: ReadonlySet<string>;
  /** The query keys that change what the page shows; "any" when every key does. */
  queryKeys: readonly string[] | "any";
  /** Cookies whose presence changes what the page shows. */
  cookies?: readonly string[];
};

export type TwinRoute =
  | { kind: "pre-rendered" }
  | { kind: "per-request"; pathname: string }
  /** Someone typed the twin's address: send them to the page it stands in for. */
  | { kind: "redirect"; pathname: string };

export type TwinRequest = {
  /** The internal path as sent (still percent-encoded), without the language prefix. */
  pathname: string;
  searchParams: URLSearchParams;
  hasCookie: (name: string) => boolean;
};

function isParameter(segment: string): boolean {
  return segment.startsWith("[") && segment.endsWith("]");
}

function changesPage(page: TwinRoutedPage, request: TwinRequest): boolean {
  const { queryKeys, cookies = [] } = page;
  const queried =
    queryKeys === "any"
      ? [...request.searchParams.keys()].length > 0
      : queryKeys.some((key) => request.searchParams.has(key));
  return queried || cookies.some((name) => request.hasCookie(name));
}

/** The route for one page, or null when `segments` is not that page. */
function routeOf(page: TwinRoutedPage, segments: string[], request: TwinRequest): TwinRoute | null {
  const pattern = page.path.split("/").slice(1);
  const length = pattern.length;
  if (segments.length !== length && segments.length !== length + 1) return null;
  for (const [index, part] of pattern.entries()) {
    const segment = segments[index];
    if (!segment) return null;
    if (!isParameter(part) && segment !== part) return null;
  }
  const own = `/${segments.slice(0, length).join("/")}`;
  if (segments.length === length + 1) {
    return segments[length] === perRequestSegment ? { kind: "redirect", pathname: own } : null;
  }
  const parameter = pattern.some(isParameter) ? segments[length - 1] : undefined;
  const built = parameter === undefined || (page.builtParams?.has(parameter) ?? false);
  if (built && !changesPage(page, request)) return { kind: "pre-rendered" };
  return { kind: "per-request", pathname: `${own}/${perRequestSegment}` };
}

/** @returns null for paths that are none of `pages` (deeper paths included). */
export function twinRoute(
  request: TwinRequest,
  pages: readonly TwinRoutedPage[],
): TwinRoute | null {
  const segments = request.pathname.split("/").slice(1);
  for (const page of pages) {
    const route = routeOf(page, segments, request);
    if (route) return route;
  }
  return null;
}
