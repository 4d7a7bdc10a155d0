/**
 * Security headers for every response, defined once. Public pages are pre-rendered, so their
 * policy cannot carry a per-request nonce: scripts are limited to this origin plus the inline
 * bootstrap the framework writes into each page. Third-party hosts appear only where a
 * click-to-load facade on the home page needs them (the map and the social feed).
 */

export const thirdPartyHosts = {
  map: "https://www.openstreetmap.org",
  socialFeedScript: "https://www.instagram.com",
  socialFeedFrame: "https://www.instagram.com",
} as const;

type PolicyOptions = { isDev: boolean; upgradeInsecure: boolean };

export function contentSecurityPolicy({ isDev, upgradeInsecure }: PolicyOptions): string {
  const directives: Record<string, string[]> = {
    "default-src": ["'self'"],
    // React's development build needs eval to rebuild server error stacks; production does not.
    "script-src": [
      "'self'",
      "'unsafe-inline'",
      thirdPartyHosts.socialFeedScript,
      ...(isDev ? ["'unsafe-eval'"] : []),
    ],
    "style-src": ["'self'", "'unsafe-inline'"],
    "img-src": ["'self'", "data:", "blob:"],
    "font-src": ["'self'"],
    "connect-src": ["'self'", ...(isDev ? ["ws:"] : [])],
    "frame-src": [thirdPartyHosts.map, thirdPartyHosts.socialFeedFrame],
    "object-src": ["'none'"],
    "base-uri": ["'self'"],
    "form-action": ["'self'"],
    "frame-ancestors": ["'none'"],
    "manifest-src": ["'self'"],
    "worker-src": ["'self'"],
  };
  const parts = Object.entries(directives).map(([name, values]) => `${name} ${values.join(" ")}`);
  if (upgradeInsecure) parts.push("upgrade-insecure-requests");
  return parts.join("; ");
}

/**
 * The owner's pages render per request, so they get a stricter policy: scripts only with this
 * response's nonce (Next.js reads it from the request's policy header and puts it on its own
 * scripts), no third-party hosts, no frames. Styles keep 'unsafe-inline' for the inlined
 * stylesheet and React's style attributes; a style cannot run code.
 */
export function adminContentSecurityPolicy({
  nonce,
  isDev,
  upgradeInsecure,
}: PolicyOptions & { nonce: string }): string {
  const parts = [
    "default-src 'self'",
    `script-src 'self' 'nonce-${nonce}' 'strict-dynamic'${isDev ? " 'unsafe-eval'" : ""}`,
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "font-src 'self'",
    `connect-src 'self'${isDev ? " ws:" : ""}`,
    "frame-src 'none'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
    "manifest-src 'self'",
    "worker-src 'self'",
  ];
  if (upgradeInsecure) parts.push("upgrade-insecure-requests");
  return parts.join("; ");
}

/** Paths under the owner's inbox; they get the nonce policy from src/proxy.ts instead. */
export function isAdminPath(pathname: string): boolean {
  return pathname === "/admin" || pathname.startsWith("/admin/");
}

export const permissionsPolicy = [
  "camera=()",
  "microphone=()",
  "geolocation=()",
  "payment=()",
  "usb=()",
  "browsing-topics=()",
].join(", ");

export type HeaderPair = { key: string; value: string };

export function securityHeaders(options: {
  isDev: boolean;
  isProduction: boolean;
  siteUrl: string;
}): HeaderPair[] {
  const https = options.siteUrl.startsWith("https://");
  const headers: HeaderPair[] = [
    {
      key: "Content-Security-Policy",
      value: contentSecurityPolicy({ isDev: options.isDev, upgradeInsecure: https }),
    },
    { key: "X-Content-Type-Options", value: "nosniff" },
    { key: "Referrer-Policy", value: "strict-origin-when-cross-origin" },
    { key: "Permissions-Policy", value: permissionsPolicy },
    { key: "X-Frame-Options", value: "DENY" },
    { key: "Cross-Origin-Opener-Policy", value: "same-origin" },
  ];
  if (options.isProduction) {
    headers.push({
      key: "Strict-Transport-Security",
      value: "max-age=63072000; includeSubDomains; preload",
    });
  }
  return headers;
}
