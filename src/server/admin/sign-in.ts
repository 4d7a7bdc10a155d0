import "server-only";

import { verifyPassword } from "@/lib/admin/password-hash";
import { lockedUntil, signInThrottle } from "@/lib/admin/sign-in-throttle";
import { type Database } from "@/server/db/client";
import { rateLimitKey } from "@/server/forms/client-address";

import { adminPasswordHash } from "./password";
import { createSession, revokeSession } from "./session";
import {
  isKnownAddress,
  listRecentFailures,
  recordFailure,
  rememberAddress,
  reserveSignInSlot,
} from "./sign-in-queue";

/**
 * Sign-in throttling (timing rules in src/lib/admin/sign-in-throttle.ts). Per client address:
 * 5 wrong passwords within 15 minutes lock that address until 15 minutes after the last one.
 * Across all addresses and instances: password checks queue for slots 1.5 s apart, so guesses
 * spread over many addresses are slowed to a trickle, while the owner, from her own address, is
 * at most delayed.
 *
 * `windowSeconds` is the lock's length: housekeeping keeps rate-limit rows for twice that,
 * which is as far back as the sliding lock looks.
 */
export const signInLimits = {
  maxFailuresPerAddress: signInThrottle.maxFailures,
  windowSeconds: signInThrottle.lockMs / 1000,
} as const;

export const signInMessages = {
  wrong: "That password is not right.",
  locked: (minutes: number) =>
    `Too many attempts from this address. Try again in ${minutes} minute${minutes === 1 ? "" : "s"}.`,
  busy: "Too many sign-in attempts right now; try again in a few minutes.",
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
  /** The wait for the attempt's slot in the queue; tests pass a stub. */
  sleep?: (ms: number) => Promise<void>;
};

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

function lockedResult(until: Date, now: Date): SignInResult {
  const retryAfterSeconds = Math.max(1, Math.ceil((until.getTime() - now.getTime()) / 1000));
  return {
    ok: false,
    error: signInMessages.locked(Math.ceil(retryAfterSeconds / 60)),
    retryAfterSeconds,
  };
}

export async function signIn(
  db: Database,
  password: string,
  context: SignInContext,
): Promise<SignInResult> {
  const hash = adminPasswordHash();
  if (!hash) return { ok: false, error: signInMessages.disabled };
  if (!password) return { ok: false, error: signInMessages.missing };

  const { now } = context;
  const addressKey = rateLimitKey("admin-sign-in", context.clientAddress);
  const waitingKey = rateLimitKey("admin-sign-in-slot", context.clientAddress);

  // A locked address takes no slot: its attempts cannot crowd the queue.
  const locked = lockedUntil(await listRecentFailures(db, addressKey, now), now);
  if (locked) return lockedResult(locked, now);

  const decision = await reserveSignInSlot(db, {
    waitingKey,
    now,
    knownAddress: await isKnownAddress(db, addressKey, now),
  });
  if (!decision.admitted) {
    return {
      ok: false,
      error: signInMessages.busy,
      retryAfterSeconds: Math.max(1, Math.ceil(decision.retryAfterMs / 1000)),
    };
  }

  // The check happens at the slot, and so does everything recorded about it.
  const at = decision.slot;
  const waitMs = at.getTime() - now.getTime();
  if (waitMs > 0) {
    await (context.sleep ?? wait)(waitMs);
    // Attempts from this address that queued alongside may have made it the fifth failure
    // meanwhile. Each of them was checked and counted a whole slot (1.5 s) before this one,
    // far longer than a check takes, so the count read here is complete.
    const lockedNow = lockedUntil(await listRecentFailures(db, addressKey, at), at);
    if (lockedNow) return lockedResult(lockedNow, at);
  }

  // Bounded so a megabyte "password" cannot make scrypt's input handling the attack.
  const matches = password.length <= 1024 && (await verifyPassword(password, hash));
  if (!matches) {
    await recordFailure(db, addressKey, at);
    return { ok: false, error: signInMessages.wrong };
  }
  await rememberAddress(db, addressKey, at);
  await revokeSession(db, context.previousToken);
  return { ok: true, token: await createSession(db, at) };
}
