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
