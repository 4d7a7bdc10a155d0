/**
 * Which route answers a request for a page that is pre-rendered once but can also show something
 * else for a query string or a cookie (a filtered listing, an estimate link, a cart). The plain
 * page is built at build time and served as a file; any request that changes what it shows goes
 * to its per-request twin, a route one segment deeper (`/catalog/per-request`) that renders with
 * the query. A page may also have built variants: the catalogue with one filter
 * (`/catalog?style=damask`) is built as `/catalog/filtered/style/damask`. src/proxy.ts rewrites
 * to the twin or the variant, so visitors and search engines only ever see the page's own
 * address.
 */

/** The twin's last path segment. Never linked: only reached by the proxy's rewrite. */
export const perRequestSegment = "per-request";

/** The segment before a built variant's filter and value. Never linked either. */
export const builtVariantSegment = "filtered";

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
  /**
   * Query values the build also pre-rendered on their own, by key: a request whose only key the
   * page reads is one of these, with one of its values exactly as listed, is answered by that
   * variant. Anything more (a second filter, a page number, the value in capitals) goes to the
   * per-request twin.
   */
  builtVariants?: Readonly<Record<string, ReadonlySet<string>>>;
};

export type TwinRoute =
  | { kind: "pre-rendered" }
  | { kind: "per-request"; pathname: string }
  /** The variant built for the request's one query value. */
  | { kind: "built-variant"; pathname: string }
  /** Someone typed a twin's or variant's address: send them to the page it stands in for. */
  | { kind: "redirect"; pathname: string; search?: string };

export type TwinRequest = {
  /** The internal path as sent (still percent-encoded), without the language prefix. */
  pathname: string;
  searchParams: URLSearchParams;
  hasCookie: (name: string) => boolean;
};

function isParameter(segment: string): boolean {
  return segment.startsWith("[") && segment.endsWith("]");
}

/** The query keys of the request that the page reads, each as often as it appears. */
function readKeys(page: TwinRoutedPage, request: TwinRequest): string[] {
  const keys = [...request.searchParams.keys()];
  const { queryKeys } = page;
  return queryKeys === "any" ? keys : keys.filter((key) => queryKeys.includes(key));
}

function hasPageCookie(page: TwinRoutedPage, request: TwinRequest): boolean {
  return (page.cookies ?? []).some((name) => request.hasCookie(name));
}

/** `filtered/style/damask` when the request asks for exactly one built variant. */
function builtVariantOf(page: TwinRoutedPage, request: TwinRequest): string | undefined {
  const [key, ...others] = readKeys(page, request);
  if (key === undefined || others.length > 0 || hasPageCookie(page, request)) return undefined;
  const value = request.searchParams.get(key) ?? "";
  if (!page.builtVariants?.[key]?.has(value)) return undefined;
  return `${builtVariantSegment}/${key}/${value}`;
}

function safelyDecoded(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

/** The route for one page, or null when `segments` is not that page. */
function routeOf(page: TwinRoutedPage, segments: string[], request: TwinRequest): TwinRoute | null {
  const pattern = page.path.split("/").slice(1);
  const length = pattern.length;
  if (![length, length + 1, length + 3].includes(segments.length)) return null;
  for (const [index, part] of pattern.entries()) {
    const segment = segments[index];
    if (!segment) return null;
    if (!isParameter(part) && segment !== part) return null;
  }
  const own = `/${segments.slice(0, length).join("/")}`;
  if (segments.length === length + 1) {
    return segments[length] === perRequestSegment ? { kind: "redirect", pathname: own } : null;
  }
  if (segments.length === length + 3) {
    const [marker, key, value] = segments.slice(length);
    if (marker !== builtVariantSegment || !page.builtVariants || !key || !value) return null;
    const search = new URLSearchParams({ [key]: safelyDecoded(value) });
    return { kind: "redirect", pathname: own, search: `?${search}` };
  }
  const parameter = pattern.some(isParameter) ? segments[length - 1] : undefined;
  const built = parameter === undefined || (page.builtParams?.has(parameter) ?? false);
  if (built && readKeys(page, request).length === 0 && !hasPageCookie(page, request)) {
    return { kind: "pre-rendered" };
  }
  const variant = built ? builtVariantOf(page, request) : undefined;
  if (variant) return { kind: "built-variant", pathname: `${own}/${variant}` };
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

/**
 * Splits the internal path of a twin or a built variant into its page's path and the rest:
 * `/catalog/filtered/style/damask` is the catalogue's, `/styles/damask/per-request` the damask
 * page's. Any other path is its own page. The build renders these routes under their own path,
 * so what reads the path while rendering (the language link, the header's current section) looks
 * at the page's.
 */
export function splitTwinPath(path: string): { page: string; rest: string } {
  const segments = path.split("/");
  const cut =
    segments.at(-1) === perRequestSegment
      ? -1
      : segments.at(-3) === builtVariantSegment && segments.length > 4
        ? -3
        : 0;
  if (cut === 0) return { page: path, rest: "" };
  return { page: segments.slice(0, cut).join("/"), rest: `/${segments.slice(cut).join("/")}` };
}
