/**
 * Whether the owner's sign-in can work on the connection a request came over. The session cookie
 * is Secure, so a browser on plain http:// drops it and signing in seems to do nothing; the
 * sign-in page says so instead. Browsers treat loopback addresses as secure contexts and keep
 * Secure cookies there, so a local server over http stays usable.
 */

type HeaderSource = { get(name: string): string | null };

/** The rule the session cookie follows: Secure in production and whenever SITE_URL is https. */
export function sessionCookieIsSecure(env: { NODE_ENV: string; SITE_URL: string }): boolean {
  return env.NODE_ENV === "production" || env.SITE_URL.startsWith("https://");
}

function firstEntry(value: string | null): string | undefined {
  const first = value?.split(",")[0]?.trim();
  return first ? first : undefined;
}

/** The host without its port; IPv6 literals keep their brackets. */
export function hostName(host: string): string {
  const value = host.trim().toLowerCase();
  if (value.startsWith("[")) return value.slice(0, value.indexOf("]") + 1) || value;
  return value.replace(/:\d*$/, "");
}

/** localhost, *.localhost, 127.0.0.0/8 and ::1: where browsers keep Secure cookies over http. */
export function isLoopbackHost(host: string): boolean {
  const name = hostName(host).replace(/\.$/, "");
  return (
    name === "localhost" ||
    name.endsWith(".localhost") ||
    /^127(?:\.\d{1,3}){3}$/.test(name) ||
    name === "[::1]"
  );
}

export type RequestOrigin = { protocol: "http" | "https"; host: string };

/**
 * The scheme and host the browser used. Behind trusted proxies they come from the proxy's
 * X-Forwarded-Proto and X-Forwarded-Host. Without one, the browser talks to this server
 * directly, and Node's server here speaks plain HTTP only: anything that terminates TLS is a
 * proxy, and then TRUSTED_PROXY_COUNT should say so. A client's own X-Forwarded-Proto is
 * ignored then, as its X-Forwarded-For is.
 */
export function requestOrigin(headers: HeaderSource, trustedProxyCount: number): RequestOrigin {
  const directHost = headers.get("host") ?? "";
  if (trustedProxyCount <= 0) return { protocol: "http", host: directHost };
  const proto = firstEntry(headers.get("x-forwarded-proto"))?.toLowerCase();
  return {
    protocol: proto === "https" ? "https" : "http",
    host: firstEntry(headers.get("x-forwarded-host")) ?? directHost,
  };
}

/** True when a Secure session cookie would be dropped: plain http to a host that is not local. */
export function signInNeedsHttps(origin: RequestOrigin, cookieIsSecure: boolean): boolean {
  return cookieIsSecure && origin.protocol === "http" && !isLoopbackHost(origin.host);
}

/** Where to send the owner instead: the public https origin, when SITE_URL is one. */
export function httpsSignInUrl(siteUrl: string): string | undefined {
  return siteUrl.startsWith("https://")
    ? `${siteUrl.replace(/\/+$/, "")}/admin/sign-in`
    : undefined;
}
