/**
 * The framework's cross-site check for form posts, restated so that a foreign post can be refused
 * before the framework sees it (it refuses them too, but with an error page and a stack trace in
 * the log). Kept to the same rules, so that the two never disagree: the Origin's host must equal
 * the first X-Forwarded-Host entry when there is one, else the Host header, or match an entry of
 * `serverActions.allowedOrigins`. A post without Origin (not a browser) is let through, as the
 * framework does: it cannot carry a visitor's cookies without the visitor's consent.
 */

type Headers = Record<string, string | string[] | undefined>;

function first(value: string | string[] | undefined): string | undefined {
  return Array.isArray(value) ? value[0] : value;
}

/** The host the framework compares the Origin with. */
export function requestHost(headers: Headers): string | undefined {
  const forwarded = headers["x-forwarded-host"];
  const forwardedHost = Array.isArray(forwarded) ? forwarded[0] : forwarded?.split(",")[0]?.trim();
  return forwardedHost || first(headers.host) || undefined;
}

/** ASCII-only lower case: the framework's choice, so that non-ASCII hosts compare the same. */
const lower = (value: string) => value.replace(/[A-Z]/g, (c) => c.toLowerCase());

function matchesWildcard(domain: string, pattern: string): boolean {
  const domainParts = lower(domain).split(".");
  const patternParts = lower(pattern).split(".");
  if (domainParts.length < patternParts.length) return false;
  // A lone wildcard would match every site.
  if (patternParts.length === 1 && (patternParts[0] === "*" || patternParts[0] === "**")) {
    return false;
  }
  while (patternParts.length > 0) {
    const patternPart = patternParts.pop();
    const domainPart = domainParts.pop();
    if (patternPart === "") return false;
    if (patternPart === "*") {
      if (!domainPart) return false;
      continue;
    }
    if (patternPart === "**") return patternParts.length === 0 && domainPart !== undefined;
    if (domainPart !== patternPart) return false;
  }
  return domainParts.length === 0;
}

export function isAllowedOrigin(originHost: string, allowedOrigins: readonly string[]): boolean {
  const normalised = lower(originHost);
  return allowedOrigins.some(
    (allowed) =>
      allowed !== "" && (lower(allowed) === normalised || matchesWildcard(originHost, allowed)),
  );
}

export type OriginVerdict =
  { ok: true } | { ok: false; origin: string; host: string | undefined; malformed: boolean };

/** Whether a post's Origin lets it through to a Server Action. */
export function checkPostOrigin(
  headers: Headers,
  allowedOrigins: readonly string[] = [],
): OriginVerdict {
  const origin = headers.origin;
  if (typeof origin !== "string") return { ok: true };
  let originHost: string | undefined;
  if (origin === "null") originHost = "null";
  else {
    try {
      originHost = new URL(origin).host;
    } catch {
      originHost = undefined;
    }
  }
  const host = requestHost(headers);
  if (originHost === undefined) return { ok: false, origin, host, malformed: true };
  if (host !== undefined && originHost === host) return { ok: true };
  if (isAllowedOrigin(originHost, allowedOrigins)) return { ok: true };
  return { ok: false, origin, host, malformed: false };
}
