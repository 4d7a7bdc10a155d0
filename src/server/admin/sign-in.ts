import "server-only";

import { verifyPassword } from "@/lib/admin/password-hash";
import { getRateLimitCount } from "@/server/db/admin-queries";
import { type Database } from "@/server/db/client";
import { incrementRateLimit } from "@/server/db/queries";
import { rateLimitKey } from "@/server/forms/client-address";

import { adminPasswordHash } from "./password";
import { createSession, revokeSession } from "./session";

/**
 * Sign-in throttling. Per client address: 5 wrong passwords in a 15-minute window lock that
 * address out until the window ends. Across all addresses: past 20 failures in the window every
 * attempt is slowed by a few seconds instead of refused, so an attacker spreading guesses over
 * many addresses gains little, yet cannot lock the owner out from her own address.
 */
export const signInLimits = {
  maxFailuresPerAddress: 5,
  windowSeconds: 15 * 60,
  globalSlowDownAfter: 20,
  globalDelayMs: 3_000,
} as const;

export const signInMessages = {
  wrong: "That password is not right.",
  locked: (minutes: number) =>
    `Too many attempts from this address. Try again in ${minutes} minute${minutes === 1 ? "" : "s"}.`,
  disabled: "The inbox is not enabled on this server.",
  missing: "Enter the password.",
} as const;

export type SignInResult =
  { ok: true; token: string } | { ok: false; error: string; retryAfterSeconds?: number };

export type SignInContext = {
  clientAddress: string;
  now: Date;
  /** The session cookie sent with the attempt: revoked on success so each sign-in rotates it. */
  previousToken?: string;
  /** The global slow-down's wait; tests pass a stub. */
  sleep?: (ms: number) => Promise<void>;
};

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

export async function signIn(
  db: Database,
  password: string,
  context: SignInContext,
): Promise<SignInResult> {
  const hash = adminPasswordHash();
  if (!hash) return { ok: false, error: signInMessages.disabled };
  if (!password) return { ok: false, error: signInMessages.missing };

  const windowMs = signInLimits.windowSeconds * 1000;
  const windowStartMs = Math.floor(context.now.getTime() / windowMs) * windowMs;
  const windowStart = new Date(windowStartMs);
  const addressKey = rateLimitKey("admin-sign-in", context.clientAddress);
  const globalKey = "admin-sign-in:all";

  const failures = await getRateLimitCount(db, addressKey, windowStart);
  if (failures >= signInLimits.maxFailuresPerAddress) {
    const retryAfterSeconds = Math.max(
      1,
      Math.ceil((windowStartMs + windowMs - context.now.getTime()) / 1000),
    );
    return {
      ok: false,
      error: signInMessages.locked(Math.ceil(retryAfterSeconds / 60)),
      retryAfterSeconds,
    };
  }
  const globalFailures = await getRateLimitCount(db, globalKey, windowStart);
  if (globalFailures >= signInLimits.globalSlowDownAfter) {
    await (context.sleep ?? wait)(signInLimits.globalDelayMs);
  }

  // Bounded so a megabyte "password" cannot make scrypt's input handling the attack.
  const matches = password.length <= 1024 && (await verifyPassword(password, hash));
  if (!matches) {
    await incrementRateLimit(db, addressKey, windowStart);
    await incrementRateLimit(db, globalKey, windowStart);
    return { ok: false, error: signInMessages.wrong };
  }
  await revokeSession(db, context.previousToken);
  return { ok: true, token: await createSession(db, context.now) };
}
