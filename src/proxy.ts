import { NextResponse, type NextRequest } from "next/server";

/**
 * Tags each page request with an id and its path, so that server logs (the not-found page, form
 * actions) can name what was asked for. Static files never pass through here.
 */
export function proxy(request: NextRequest) {
  const requestHeaders = new Headers(request.headers);
  const requestId = request.headers.get("x-request-id") ?? crypto.randomUUID();
  requestHeaders.set("x-request-id", requestId);
  requestHeaders.set("x-request-path", request.nextUrl.pathname);
  const response = NextResponse.next({ request: { headers: requestHeaders } });
  response.headers.set("x-request-id", requestId);
  return response;
}

export const config = {
  matcher: [
    "/((?!_next/static|_next/image|images/generated|fonts|favicon.ico|icon|apple-icon|robots.txt|sitemap.xml|manifest.webmanifest).*)",
  ],
};
