/**
 * The sign-in throttle's timing rules, without the database: the per-address lock and the
 * shared queue that spaces password checks out across every server instance.
 *
 * - Lock: 5 wrong passwords from one address within 15 minutes lock it until 15 minutes after
 *   the last of them. Attempts while locked are refused without a check, so they neither count
 *   nor move the end of the lock.
 * - Queue: at most one password check starts per 1.5 s, whoever sends it. An attempt reserves
 *   the next free slot and waits for it; the first attempt after a quiet spell finds the slot
 *   free and is not delayed at all. A slot more than 3 minutes ahead is refused ("try again in a
 *   few minutes") rather than held: a request cannot wait longer than that, and the queue would
 *   only grow. An address may hold at most 2 waiting slots, so a few addresses cannot fill it.
 * - Addresses the owner signed in from in the last 30 days may queue past the 3 minutes: an
 *   attack from many addresses can slow her there but not turn her away.
 */
export type ThrottleSettings = {
  maxFailures: number;
  lockMs: number;
  slotSpacingMs: number;
  maxWaitMs: number;
  maxWaitingPerAddress: number;
  knownAddressMs: number;
};

export const signInThrottle: ThrottleSettings = {
  maxFailures: 5,
  lockMs: 15 * 60_000,
  // scrypt (N=2^15) takes ~0.1 s: checks never overlap, and guessing tops out at 2,400 an hour
  // from all addresses together.
  slotSpacingMs: 1_500,
  // 120 slots: a burst of 100 attempts is queued whole rather than partly refused.
  maxWaitMs: 3 * 60_000,
  maxWaitingPerAddress: 2,
  knownAddressMs: 30 * 24 * 60 * 60_000,
};

/** One recorded wrong password (several when two share the same instant). */
export type FailureRecord = { at: Date; count: number };

/**
 * When the address's lock ends, or undefined when it is not locked: locked while fewer than 15
 * minutes have passed since the last failure and that failure was at least the fifth within
 * the 15 minutes up to it. Failures older than twice the lock can never matter, so callers may
 * leave them out (housekeeping keeps exactly that long).
 */
export function lockedUntil(
  failures: readonly FailureRecord[],
  now: Date,
  settings: ThrottleSettings = signInThrottle,
): Date | undefined {
  if (failures.length === 0) return undefined;
  const last = Math.max(...failures.map((failure) => failure.at.getTime()));
  const end = last + settings.lockMs;
  if (now.getTime() >= end) return undefined;
  const recent = failures
    .filter((failure) => failure.at.getTime() > last - settings.lockMs)
    .reduce((sum, failure) => sum + failure.count, 0);
  return recent >= settings.maxFailures ? new Date(end) : undefined;
}

/** How far back the failures that can still lock an address go. */
export function failuresRelevantSince(
  now: Date,
  settings: ThrottleSettings = signInThrottle,
): Date {
  return new Date(now.getTime() - 2 * settings.lockMs);
}

export type SlotRequest = {
  /** The queue's next free slot; undefined when the queue was never used. */
  nextSlot: Date | undefined;
  now: Date;
  /** Slots this address reserved that have not started yet, and the last of them. */
  waiting: { count: number; lastSlot: Date | undefined };
  /** The owner signed in from this address recently. */
  knownAddress: boolean;
};

export type SlotDecision =
  | { admitted: true; slot: Date; nextSlot: Date }
  | { admitted: false; reason: "queue_full" | "address_busy"; retryAfterMs: number };

/** Reserves the next free slot, or says why not and when asking again could work. */
export function reserveSlot(
  request: SlotRequest,
  settings: ThrottleSettings = signInThrottle,
): SlotDecision {
  const now = request.now.getTime();
  const free = Math.max(request.nextSlot?.getTime() ?? now, now);
  if (request.waiting.count >= settings.maxWaitingPerAddress) {
    const until = request.waiting.lastSlot?.getTime() ?? now + settings.slotSpacingMs;
    return { admitted: false, reason: "address_busy", retryAfterMs: Math.max(0, until - now) };
  }
  const wait = free - now;
  if (wait > settings.maxWaitMs && !request.knownAddress) {
    return { admitted: false, reason: "queue_full", retryAfterMs: wait - settings.maxWaitMs };
  }
  return {
    admitted: true,
    slot: new Date(free),
    nextSlot: new Date(free + settings.slotSpacingMs),
  };
}
