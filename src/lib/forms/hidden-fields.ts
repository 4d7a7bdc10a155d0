/**
 * The fields a form sends without showing them: the idempotency key, where the visit started
 * (landing page and utm_* parameters) and the honeypot. Broken tracking data is dropped rather
 * than shown to the visitor as an error: nobody can fix a field they cannot see.
 */
import { z } from "zod";

import { isSingleLine } from "./text-rules";

export const hiddenFieldNames = {
  idempotencyKey: "idempotencyKey",
  page: "page",
  landingPage: "landingPage",
  utm: "utm",
  /** The honeypot: a real text input placed off-screen, which people never fill in. */
  honeypot: "website",
} as const;

export type HiddenFieldName = (typeof hiddenFieldNames)[keyof typeof hiddenFieldNames];

export type HiddenFieldValues = {
  /** A v4 UUID the client makes once per form fill (crypto.randomUUID()). */
  idempotencyKey?: string;
  /** The path the form was on, e.g. "/consultation". */
  page?: string;
  /** The first path of the visit, with its query string, e.g. "/?utm_source=houzz". */
  landingPage?: string;
  /** JSON of the visit's utm_* parameters, e.g. '{"utm_source":"houzz"}'. */
  utm?: string;
};

const uuidSchema = z.uuid();

export const idempotencyKeyField = z
  .string()
  .optional()
  .transform((value) => {
    const candidate = value?.trim().toLowerCase();
    return candidate && uuidSchema.safeParse(candidate).success ? candidate : undefined;
  });

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

export const sitePathField = z
  .string()
  .optional()
  .transform((value) => {
    const candidate = value?.trim();
    return candidate && isSitePath(candidate) ? candidate : undefined;
  });

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

export const utmField = z
  .unknown()
  .optional()
  .transform((value) => parseUtm(value));

export const hiddenFieldsSchema = z.object({
  idempotencyKey: idempotencyKeyField,
  page: sitePathField,
  landingPage: sitePathField,
  utm: utmField,
});

export type HiddenFields = z.output<typeof hiddenFieldsSchema>;
