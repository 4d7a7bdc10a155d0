import { NextResponse, type NextRequest } from "next/server";

import type { Locale } from "@/i18n/routing";
import { localizePath } from "@/lib/i18n/localize-path";
import {
  adminContentSecurityPolicy,
  isAdminPath,
  newNonce,
  nonceContentSecurityPolicy,
} from "@/lib/security/security-headers";
import { internalTwinPath } from "@/lib/routing/twin-addresses";
import {
  perRequestSegment,
  splitTwinPath,
  twinRoute,
  type TwinRoute,
} from "@/lib/routing/twin-route";
import { twinRoutedPages } from "@/lib/routing/twin-routed-pages";

/**
 * Runs only where a page is rendered per request (see `config.matcher`): there it gives the
 * response a Content-Security-Policy with a fresh nonce, set on the request too, where Next.js
 * reads it to put the nonce on its own scripts. It also chooses between a pre-rendered page and
 * its per-request twin (src/lib/routing/twin-route.ts) and marks /admin private. Pre-rendered
 * pages carry their own policy (their scripts' hashes) and, but for those with a twin, never
 * pass through here: running the proxy for them cut their throughput by about a third
 * (docs/performance.md). Request ids come earlier, from the server's request tracking
 * (src/server/runtime/request-tracking.ts).
 */
export function proxy(request: NextRequest) {
  const { locale, path } = internalTwinPath(request.nextUrl.pathname);
  const route = twinRoute(
    {
      pathname: path,
      searchParams: request.nextUrl.searchParams,
      hasCookie: (name) => request.cookies.has(name),
    },
    twinRoutedPages,
  );
  if (route) return twinResponse(request, route, locale);
  if (isAdminPath(request.nextUrl.pathname)) return adminResponse(request);
  return withNonce(request, nonceContentSecurityPolicy);
}

/** Answered from the build's own files, with their own policy, unless a form was posted. */
function servedFromBuild(request: NextRequest): boolean {
  return request.method === "GET" || request.method === "HEAD";
}

/**
 * A page with a per-request twin: without a query (or cookie) that changes it, it is served as
 * built; with a query a built variant answers (the catalogue with one filter), it is rewritten to
 * that file; otherwise to the twin. The address in the browser stays the same. See
 * src/lib/routing/twin-route.ts.
 */
function twinResponse(request: NextRequest, route: TwinRoute, locale: Locale) {
  if (route.kind === "redirect") {
    const url = request.nextUrl.clone();
    url.pathname = localizePath(route.pathname, locale);
    if (route.search !== undefined) url.search = route.search;
    return NextResponse.redirect(url, 308);
  }
  if (route.kind === "pre-rendered" && servedFromBuild(request)) return NextResponse.next();
  if (route.kind === "built-variant" && servedFromBuild(request)) {
    // A built page too: its own policy comes with its file, so no nonce here.
    const url = request.nextUrl.clone();
    url.pathname = `/${locale}${route.pathname}`;
    return NextResponse.rewrite(url);
  }
  // A form posted to a built variant's address gets the page rendered per request, like any post.
  const perRequestPath =
    route.kind === "built-variant"
      ? `${splitTwinPath(route.pathname).page}/${perRequestSegment}`
      : route.kind === "per-request"
        ? route.pathname
        : undefined;
  return withNonce(
    request,
    nonceContentSecurityPolicy,
    // Straight to the internal route of the page's language: /en/… or /es/….
    perRequestPath === undefined ? undefined : `/${locale}${perRequestPath}`,
  );
}

/**
 * The owner's inbox (/admin): a stricter nonce policy, no caching anywhere, and noindex. This is
 * not its access control: every admin page and action checks the session itself.
 */
function adminResponse(request: NextRequest) {
  const response = withNonce(request, adminContentSecurityPolicy);
  // "private" too: this header replaces a route's own, and the inbox's pictures ask for both.
  response.headers.set("Cache-Control", "private, no-store");
  response.headers.set("X-Robots-Tag", "noindex, nofollow");
  return response;
}

type PolicyFor = (options: { nonce: string; isDev: boolean; upgradeInsecure: boolean }) => string;

/**
 * Passes the request on (or rewrites it to `rewriteTo`) with a fresh nonce policy on the request,
 * for Next.js, and on the response, where it replaces the static policy from next.config.
 */
function withNonce(request: NextRequest, policyFor: PolicyFor, rewriteTo?: string) {
  const policy = policyFor({
    nonce: newNonce(),
    isDev: process.env.NODE_ENV === "development",
    upgradeInsecure: (process.env.SITE_URL ?? "").startsWith("https://"),
  });
  const requestHeaders = new Headers(request.headers);
  requestHeaders.set("content-security-policy", policy);
  let response: NextResponse;
  if (rewriteTo) {
    const url = request.nextUrl.clone();
    url.pathname = rewriteTo;
    response = NextResponse.rewrite(url, { request: { headers: requestHeaders } });
  } else {
    response = NextResponse.next({ request: { headers: requestHeaders } });
  }
  const requestId = request.headers.get("x-request-id");
  if (requestId) response.headers.set("x-request-id", requestId);
  response.headers.set("Content-Security-Policy", policy);
  return response;
}

/**
 * Where the proxy runs. Next.js needs these as literals, so the pre-rendered pages are spelled
 * out by their routes here; the step that adds their hashes after the build
 * (scripts/security/pin-inline-scripts.ts) fails the build if any pre-rendered page still
 * matches, so a page added later cannot slow down unnoticed; the other way round, ./proxy.test.ts
 * compiles this list as Next.js does and fails if a page with a twin, in either language, is
 * not reached.
 *
 * - the owner's inbox, and every page with a per-request twin in both languages
 *   (src/lib/routing/twin-routed-pages.ts: the built page passes straight on). Prefetches and
 *   posts too: a prefetch of `/catalog?color=white` must reach the twin, not the built page;
 * - every other page that is not pre-rendered: whatever path no route claims (the 404 page
 *   renders per request). Left out: the pre-rendered pages, Next.js's
 *   files, the health check and the item feed, and files by name (`robots.txt`, icons,
 *   pictures). Prefetches carry no HTML;
 * - a form posted without JavaScript to any page: the page is then rendered per request with
 *   the form's result. Posts made by JavaScript (`Next-Action`) are answered with data, not HTML.
 */
export const config = {
  matcher: [
    "/admin/:path*",
    "/catalog/:path*",
    "/styles/:path+",
    "/color/:path+",
    "/types/:path+",
    "/wallpaper-brands",
    "/wallpaper-brands/per-request",
    "/wallpaper-calculator/:path*",
    "/consultation/:path*",
    "/checkout/:path*",
    "/samples/:path*",
    "/es/catalogo/:path*",
    "/es/estilos/:path+",
    "/es/color/:path+",
    "/es/tipos/:path+",
    "/es/marcas-de-papel-tapiz",
    "/es/calculadora-de-papel-tapiz/:path*",
    "/es/consulta/:path*",
    "/es/finalizar-pedido/:path*",
    "/es/muestras/:path*",
    {
      source:
        "/((?!$|es$|es/(?:nosotros$|colecciones$|contacto$|sistema-de-diseno$|preguntas-frecuentes$|guias-de-papel-tapiz$|guias/|instalacion$|privacidad$|servicios$|estilos$|terminos$|testimonios$|papel-tapiz/|wallpaper-brands/items$)|_next/|api/|images/|wallpaper-brands/items$|about$|collections$|contact$|design-system$|faqs$|how-to-wallpaper$|how-to/|installation$|privacy$|services$|styles$|terms$|testimonials$|wallpaper/|_not-found$|_global-error$|[^/]+\\.[^/]+$).*)",
      missing: [
        { type: "header", key: "next-router-prefetch" },
        { type: "header", key: "next-action" },
      ],
    },
    {
      source: "/:path*",
      has: [{ type: "header", key: "content-type", value: "multipart/form-data.*" }],
      missing: [{ type: "header", key: "next-action" }],
    },
  ],
};
