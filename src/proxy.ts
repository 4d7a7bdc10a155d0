import { NextResponse, type NextRequest } from "next/server";

import { styles } from "@/content/catalogue/taxonomy";
import { styleRoute, type StyleRoute } from "@/lib/catalogue/style-route";
import { adminContentSecurityPolicy, isAdminPath } from "@/lib/security/security-headers";

const styleSlugs: ReadonlySet<string> = new Set(styles.map((style) => style.slug));

/**
 * Only /admin and the style pages pass through here. Request ids come earlier, from the
 * server's request tracking (src/server/runtime/request-tracking.ts), and the public pages'
 * headers are static (next.config), so running the proxy for every page would only cost time:
 * it cut the throughput of a pre-rendered page by about a third (docs/performance.md).
 */
export function proxy(request: NextRequest) {
  const route = styleRoute(request.nextUrl.pathname, request.nextUrl.searchParams, styleSlugs);
  if (route) return styleResponse(request, route);
  return adminResponse(request);
}

/**
 * Style pages: a known style without a query is served as built; a filtered, aliased or unknown
 * one is rewritten to the per-request twin (the address in the browser stays the same). See
 * src/lib/catalogue/style-route.ts.
 */
function styleResponse(request: NextRequest, route: StyleRoute) {
  if (route.kind === "pre-rendered") return NextResponse.next();
  const url = request.nextUrl.clone();
  url.pathname = route.pathname;
  return route.kind === "redirect" ? NextResponse.redirect(url, 308) : NextResponse.rewrite(url);
}

/**
 * The owner's inbox (/admin) gets its per-request headers here: a Content-Security-Policy with a
 * fresh nonce (set on the request too, where Next.js reads it to put the nonce on its scripts),
 * no caching anywhere, and noindex. This is not its access control: every admin page and action
 * checks the session itself.
 */
function adminResponse(request: NextRequest) {
  const requestHeaders = new Headers(request.headers);
  const requestId = request.headers.get("x-request-id");

  const admin = isAdminPath(request.nextUrl.pathname);
  let policy: string | undefined;
  if (admin) {
    const nonce = Buffer.from(crypto.getRandomValues(new Uint8Array(16))).toString("base64");
    policy = adminContentSecurityPolicy({
      nonce,
      isDev: process.env.NODE_ENV === "development",
      upgradeInsecure: (process.env.SITE_URL ?? "").startsWith("https://"),
    });
    requestHeaders.set("content-security-policy", policy);
  }

  const response = NextResponse.next({ request: { headers: requestHeaders } });
  if (requestId) response.headers.set("x-request-id", requestId);
  if (policy) {
    response.headers.set("Content-Security-Policy", policy);
    response.headers.set("Cache-Control", "no-store");
    response.headers.set("X-Robots-Tag", "noindex, nofollow");
  }
  return response;
}

export const config = {
  matcher: ["/admin/:path*", "/styles/:path+"],
};
