import { NextResponse, type NextRequest } from "next/server";

import { adminContentSecurityPolicy, isAdminPath } from "@/lib/security/security-headers";

/**
 * Tags each page request with an id and its path, so that server logs (the not-found page, form
 * actions) can name what was asked for. Static files never pass through here.
 *
 * The owner's inbox (/admin) also gets its per-request headers here: a Content-Security-Policy
 * with a fresh nonce (set on the request too, where Next.js reads it to put the nonce on its
 * scripts), no caching anywhere, and noindex. This is not its access control: every admin page
 * and action checks the session itself.
 */
export function proxy(request: NextRequest) {
  const requestHeaders = new Headers(request.headers);
  const requestId = request.headers.get("x-request-id") ?? crypto.randomUUID();
  requestHeaders.set("x-request-id", requestId);
  requestHeaders.set("x-request-path", request.nextUrl.pathname);

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
  response.headers.set("x-request-id", requestId);
  if (policy) {
    response.headers.set("Content-Security-Policy", policy);
    response.headers.set("Cache-Control", "no-store");
    response.headers.set("X-Robots-Tag", "noindex, nofollow");
  }
  return response;
}

export const config = {
  matcher: [
    "/((?!_next/static|_next/image|images/generated|fonts|favicon.ico|icon|apple-icon|robots.txt|sitemap.xml|manifest.webmanifest).*)",
  ],
};
