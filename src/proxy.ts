import { NextResponse, type NextRequest } from "next/server";

import { styles } from "@/content/catalog/taxonomy";
import type { Locale } from "@/i18n/routing";
import { styleRoute, type StyleRoute } from "@/lib/catalog/style-route";
import { internalPath, localizePath } from "@/lib/i18n/localize-path";
import {
  adminContentSecurityPolicy,
  isAdminPath,
  newNonce,
  nonceContentSecurityPolicy,
} from "@/lib/security/security-headers";

const styleSlugs: ReadonlySet<string> = new Set(styles.map((style) => style.slug));

/**
 * Runs only where a page is rendered per request (see `config.matcher`): there it gives the
 * response a Content-Security-Policy with a fresh nonce, set on the request too, where Next.js
 * reads it to put the nonce on its own scripts. It also routes the style pages and marks /admin
 * private. Pre-rendered pages carry their own policy (their scripts' hashes) and, but for the
 * style pages, never pass through here: running the proxy for them cut their throughput by about
 * a third (docs/performance.md). Request ids come earlier, from the server's request tracking
 * (src/server/runtime/request-tracking.ts).
 */
export function proxy(request: NextRequest) {
  const { locale, path } = internalPath(request.nextUrl.pathname);
  const route = styleRoute(path, request.nextUrl.searchParams, styleSlugs);
  if (route) return styleResponse(request, route, locale);
  if (isAdminPath(request.nextUrl.pathname)) return adminResponse(request);
  return withNonce(request, nonceContentSecurityPolicy);
}

/** Answered from the build's own files, with their own policy, unless a form was posted. */
function servedFromBuild(request: NextRequest): boolean {
  return request.method === "GET" || request.method === "HEAD";
}

/**
 * Style pages: a known style without a query is served as built; a filtered, aliased or unknown
 * one is rewritten to the per-request twin (the address in the browser stays the same). See
 * src/lib/catalog/style-route.ts.
 */
function styleResponse(request: NextRequest, route: StyleRoute, locale: Locale) {
  if (route.kind === "redirect") {
    const url = request.nextUrl.clone();
    url.pathname = localizePath(route.pathname, locale);
    return NextResponse.redirect(url, 308);
  }
  if (route.kind === "pre-rendered" && servedFromBuild(request)) return NextResponse.next();
  return withNonce(
    request,
    nonceContentSecurityPolicy,
    // Straight to the internal route of the page's language: /en/… or /es/….
    route.kind === "per-request" ? `/${locale}${route.pathname}` : undefined,
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
 * matches, so a page added later cannot slow down unnoticed.
 *
 * - the owner's inbox and the style pages (routing; the built style pages pass straight on);
 * - every other page that is not pre-rendered: /catalog, the color and material pages, the
 *   forms' own pages, checkout, and whatever path no route claims (the 404 page renders per
 *   request). Left out: the pre-rendered pages, Next.js's files, the health check and the
 *   item feed, and files by name (`robots.txt`, icons, pictures). Prefetches carry no HTML;
 * - a form posted without JavaScript to any page: the page is then rendered per request with
 *   the form's result. Posts made by JavaScript (`Next-Action`) are answered with data, not HTML.
 */
export const config = {
  matcher: [
    "/admin/:path*",
    "/styles/:path+",
    "/es/estilos/:path+",
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
