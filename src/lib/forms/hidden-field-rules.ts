/**
 * How the server cleans the hidden fields (see hidden-fields.ts). Broken tracking data is
 * dropped rather than shown to the visitor as an error: nobody can fix a field they cannot see.
 */
import { isSingleLine } from "./text-rules";

export const maxPathLength = 500;

/** A same-site path: starts with one "/", no scheme, no host, nothing that could break a line. */
export function isSitePath(value: string): boolean {
  return (
    value.length <= maxPathLength &&
    value.startsWith("/") &&
    !value.startsWith("//") &&
    !value.includes("\\") &&
    !/\s/.test(value) &&
    isSingleLine(value)
  );
}

export type UtmParameters = Record<string, string>;

export const utmLimits = { keys: 10, value: 200 } as const;
const utmKey = /^utm_[a-z0-9_]{1,32}$/;

/** Keeps at most ten utm_* keys with short single-line string values; anything else is dropped. */
export function parseUtm(raw: unknown): UtmParameters {
  let value: unknown = raw;
  if (typeof raw === "string") {
    if (raw.trim() === "" || raw.length > 4_000) return {};
    try {
      value = JSON.parse(raw);
    } catch {
      return {};
    }
  }
  if (!value || typeof value !== "object" || Array.isArray(value)) return {};
  const result: UtmParameters = {};
  for (const [key, entry] of Object.entries(value)) {
    if (Object.keys(result).length >= utmLimits.keys) break;
    if (!utmKey.test(key) || typeof entry !== "string") continue;
    const text = entry.trim();
    if (text === "" || text.length > utmLimits.value || !isSingleLine(text)) continue;
    result[key] = text;
  }
  return result;
}

/** Collects the utm_* parameters of a URL's query, for the client to send as `utm`. */
export function utmFromSearchParams(params: URLSearchParams): UtmParameters {
  const entries: Record<string, string> = {};
  for (const [key, value] of params) {
    if (key.toLowerCase().startsWith("utm_")) entries[key.toLowerCase()] = value;
  }
  return parseUtm(entries);
}
