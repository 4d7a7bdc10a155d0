/**
 * Security headers for every response but the hashed files (see `hashedAssetPattern`), defined once. No public page may run an inline script it
 * did not write itself, so the Content-Security-Policy comes in three forms
 * (docs/decisions/009-strict-csp.md):
 *
 * - pre-rendered pages are files from the build: their policy lists the SHA-256 of each inline
 *   script in that file, added after the build (scripts/security/pin-inline-scripts.ts);
 * - pages rendered per request carry a fresh nonce from src/proxy.ts, which Next.js also puts on
 *   its own scripts;
 * - everything else (files, feeds, the health check, and any page neither of those reaches) gets
 *   the static policy from next.config, which allows no inline script at all.
 *
 * Third-party hosts appear only where a click-to-load facade on the home page needs them (the map
 * and the social feed).
 */

export const thirdPartyHosts = {
  map: "https://www.openstreetmap.org",
  socialFeedScript: "https://www.instagram.com",
  socialFeedFrame: "https://www.instagram.com",
} as const;

type PolicyOptions = { isDev: boolean; upgradeInsecure: boolean };

/** The public pages' directives, given the sources that may run scripts. */
function publicPolicy(scriptSources: string[], { isDev, upgradeInsecure }: PolicyOptions): string {
  const directives: Record<string, string[]> = {
    "default-src": ["'self'"],
    // React's development build needs eval to rebuild server error stacks; production does not.
    "script-src": [...scriptSources, ...(isDev ? ["'unsafe-eval'"] : [])],
    // A style cannot run code, and React writes style attributes.
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
 * The static policy: scripts from this origin, and Instagram's embed script, which the home page's
 * feed facade adds after a click. No inline script runs under it, so it suits responses that carry
 * none, and it is the base the pre-rendered pages' hashes are added to.
 *
 * In development every page renders per request and no build step hashes anything, so inline
 * scripts are allowed there; a production build never sends 'unsafe-inline'.
 */
export function contentSecurityPolicy(options: PolicyOptions): string {
  return publicPolicy(
    ["'self'", thirdPartyHosts.socialFeedScript, ...(options.isDev ? ["'unsafe-inline'"] : [])],
    options,
  );
}

/**
 * A public page rendered per request: its scripts carry this response's nonce, and with
 * 'strict-dynamic' the scripts they load are trusted too (Next.js loads its chunks that way).
 * 'self' only matters to browsers without 'strict-dynamic', which ignore it otherwise.
 */
export function nonceContentSecurityPolicy({
  nonce,
  ...options
}: PolicyOptions & { nonce: string }): string {
  return publicPolicy(["'self'", `'nonce-${nonce}'`, "'strict-dynamic'"], options);
}

/**
 * A pre-rendered page's policy: the static one, with the hashes of the inline scripts in that
 * page's HTML added to script-src. No 'strict-dynamic': the page's own `<script src>` tags are
 * allowed by 'self', as are the chunks Next.js loads later and Instagram's script by its host.
 */
export function withScriptHashes(policy: string, hashes: readonly string[]): string {
  const directives = policy.split(";").map((part) => part.trim());
  const index = directives.findIndex((part) => /^script-src(\s|$)/.test(part));
  if (index === -1) throw new Error("The policy has no script-src to add the hashes to.");
  const sources = directives[index]!.split(/\s+/).slice(1);
  if (sources.includes("'unsafe-inline'")) {
    // Browsers ignore 'unsafe-inline' once a hash is listed; leaving it would only mislead.
    throw new Error("A policy that allows any inline script cannot be pinned to hashes.");
  }
  directives[index] = ["script-src", ...new Set([...sources, ...hashes])].join(" ");
  return directives.join("; ");
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

/** A fresh nonce: 128 random bits, base64. */
export function newNonce(): string {
  return Buffer.from(crypto.getRandomValues(new Uint8Array(16))).toString("base64");
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

/**
 * Files named by their content (scripts, styles, fonts, pictures), as a pattern without the
 * leading slash. The headers above govern a document: a page's scripts run under the page's
 * policy, framing, permissions and opener rules, never under their own (the site starts no
 * workers, the one kind of script that would read its own policy). On these files they only cost
 * bytes, about 0.9 kB on each of the 20-30 a page loads, so they keep `nosniff` alone, which
 * browsers do apply to a script or a stylesheet.
 */
export const hashedAssetPattern = "(?:_next/static|images/generated)/";

/** The `source` of a header rule for every path but the hashed files. */
export function withoutHashedAssets(pattern = ""): string {
  return `/:path((?!${pattern ? `${pattern}|` : ""}${hashedAssetPattern}).*)`;
}

/** What a hashed file carries instead of the document headers. */
export const hashedAssetHeaders: HeaderPair[] = [
  { key: "X-Content-Type-Options", value: "nosniff" },
];
