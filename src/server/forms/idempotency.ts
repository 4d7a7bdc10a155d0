import "server-only";

import { createHash } from "node:crypto";

/** How long identical values posted without a client key count as the same submission. */
export const derivedKeyWindowMs = 10 * 60_000;

export type IdempotencyPlan = {
  key: string;
  /** The previous window's key, which also counts when its row is younger than `since`. */
  alsoDuplicateOf?: { key: string; since: Date };
};

/**
 * With JavaScript the client sends a UUID made once per form fill, so a double click or a retry
 * after a network error stores one row. Without JavaScript (pages are static, so no per-visitor
 * key can be rendered) the key is a hash of the normalised values and a 10-minute window; the
 * previous window is checked too, so two posts a second apart across a window edge still count
 * as one.
 */
export function planIdempotency(options: {
  form: string;
  clientKey?: string;
  fingerprint: readonly (string | undefined)[];
  now: Date;
}): IdempotencyPlan {
  if (options.clientKey) return { key: `client:${options.clientKey}` };
  const digest = createHash("sha256")
    .update(JSON.stringify([options.form, ...options.fingerprint.map((part) => part ?? "")]))
    .digest("hex")
    .slice(0, 40);
  const window = Math.floor(options.now.getTime() / derivedKeyWindowMs);
  return {
    key: `values:${digest}:${window}`,
    alsoDuplicateOf: {
      key: `values:${digest}:${window - 1}`,
      since: new Date(options.now.getTime() - derivedKeyWindowMs),
    },
  };
}

/** Case, spacing and line-break differences do not make a different submission. */
export function normaliseForFingerprint(value: string | undefined): string {
  return (value ?? "").normalize("NFC").replace(/\s+/g, " ").trim().toLowerCase();
}
