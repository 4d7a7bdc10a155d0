import "server-only";

import { type Database } from "@/server/db/client";
import { incrementRateLimit } from "@/server/db/queries";

import { rateLimitKey } from "./client-address";

export type RateLimitDecision = { allowed: boolean; count: number; retryAfterSeconds: number };

/**
 * A fixed-window counter per form and client address, kept in the database so that every server
 * instance counts together. A burst at a window's edge may get up to twice the limit, which is
 * fine for a contact form and keeps the check to one statement.
 */
export async function hitRateLimit(
  db: Database,
  options: { form: string; address: string; now: Date; max: number; windowSeconds: number },
): Promise<RateLimitDecision> {
  const windowMs = options.windowSeconds * 1000;
  const windowStart = Math.floor(options.now.getTime() / windowMs) * windowMs;
  const count = await incrementRateLimit(
    db,
    rateLimitKey(options.form, options.address),
    new Date(windowStart),
  );
  const retryAfterSeconds = Math.max(
    1,
    Math.ceil((windowStart + windowMs - options.now.getTime()) / 1000),
  );
  return { allowed: count <= options.max, count, retryAfterSeconds };
}
