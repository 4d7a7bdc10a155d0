import "server-only";

import { and, count, eq, gt, lt, max, sql } from "drizzle-orm";

import {
  failuresRelevantSince,
  reserveSlot,
  signInThrottle,
  type FailureRecord,
  type SlotDecision,
  type ThrottleSettings,
} from "@/lib/admin/sign-in-throttle";
import { type Database } from "@/server/db/client";
import { incrementRateLimit } from "@/server/db/queries";
import { adminKnownAddresses, adminSignInQueue, rateLimits } from "@/server/db/schema";

/**
 * The sign-in throttle's storage. Failures and reserved slots are rows of the forms'
 * `rate_limits` table, keyed by hashed address, with `window_start` holding the instant itself:
 * housekeeping keeps rate-limit rows for at least twice the sign-in lock (signInLimits), which
 * is as far back as the sliding lock looks, so the table needs no clean-up of its own. The
 * queue's one row and the owner's known addresses have tables of their own.
 */

const queueName = "global";

export async function listRecentFailures(
  db: Database,
  failureKey: string,
  now: Date,
  settings: ThrottleSettings = signInThrottle,
): Promise<FailureRecord[]> {
  const rows = await db
    .select({ at: rateLimits.windowStart, count: rateLimits.count })
    .from(rateLimits)
    .where(
      and(
        eq(rateLimits.key, failureKey),
        gt(rateLimits.windowStart, failuresRelevantSince(now, settings)),
      ),
    );
  return rows;
}

/** Counts one wrong password at the instant it was checked. */
export async function recordFailure(db: Database, failureKey: string, at: Date): Promise<void> {
  await incrementRateLimit(db, failureKey, at);
}

export async function isKnownAddress(
  db: Database,
  addressKey: string,
  now: Date,
  settings: ThrottleSettings = signInThrottle,
): Promise<boolean> {
  const [row] = await db
    .select({ addressKey: adminKnownAddresses.addressKey })
    .from(adminKnownAddresses)
    .where(
      and(
        eq(adminKnownAddresses.addressKey, addressKey),
        gt(adminKnownAddresses.lastSignInAt, new Date(now.getTime() - settings.knownAddressMs)),
      ),
    );
  return row !== undefined;
}

/** After a successful sign-in; the few rows are pruned here, with no housekeeping needed. */
export async function rememberAddress(
  db: Database,
  addressKey: string,
  at: Date,
  settings: ThrottleSettings = signInThrottle,
): Promise<void> {
  await db
    .insert(adminKnownAddresses)
    .values({ addressKey, lastSignInAt: at })
    .onConflictDoUpdate({
      target: adminKnownAddresses.addressKey,
      set: {
        lastSignInAt: sql`greatest(${adminKnownAddresses.lastSignInAt}, excluded.last_sign_in_at)`,
      },
    });
  await db
    .delete(adminKnownAddresses)
    .where(lt(adminKnownAddresses.lastSignInAt, new Date(at.getTime() - settings.knownAddressMs)));
}

/**
 * Reserves this attempt's slot in the queue every instance shares. The queue row stays locked
 * (FOR UPDATE) from reading the next free slot to moving it on, so on PostgreSQL concurrent
 * attempts from all instances take slots one after another, and the count of this address's
 * waiting slots is read after the previous holder committed its own. Only a few short
 * statements run under the lock; the wait for the slot happens after the commit. On PGlite (one
 * connection) the transaction simply runs alone.
 */
export async function reserveSignInSlot(
  db: Database,
  options: {
    waitingKey: string;
    now: Date;
    knownAddress: boolean;
    settings?: ThrottleSettings;
  },
): Promise<SlotDecision> {
  const { waitingKey, now, knownAddress } = options;
  const settings = options.settings ?? signInThrottle;
  return db.transaction(async (tx) => {
    // The row is created on first use (and again after a test empties the table); a missing
    // row and a slot in the past both mean the queue is idle.
    await tx
      .insert(adminSignInQueue)
      .values({ name: queueName, nextSlot: now })
      .onConflictDoNothing({ target: adminSignInQueue.name });
    const [queue] = await tx
      .select({ nextSlot: adminSignInQueue.nextSlot })
      .from(adminSignInQueue)
      .where(eq(adminSignInQueue.name, queueName))
      .for("update");
    const [waiting] = await tx
      .select({ count: count(), lastSlot: max(rateLimits.windowStart) })
      .from(rateLimits)
      .where(and(eq(rateLimits.key, waitingKey), gt(rateLimits.windowStart, now)));
    const decision = reserveSlot(
      {
        nextSlot: queue?.nextSlot,
        now,
        waiting: { count: waiting?.count ?? 0, lastSlot: waiting?.lastSlot ?? undefined },
        knownAddress,
      },
      settings,
    );
    if (!decision.admitted) return decision;
    await tx
      .update(adminSignInQueue)
      .set({ nextSlot: decision.nextSlot })
      .where(eq(adminSignInQueue.name, queueName));
    await tx
      .insert(rateLimits)
      .values({ key: waitingKey, windowStart: decision.slot, count: 1 })
      .onConflictDoUpdate({
        target: [rateLimits.key, rateLimits.windowStart],
        set: { count: sql`${rateLimits.count} + 1` },
      });
    return decision;
  });
}
