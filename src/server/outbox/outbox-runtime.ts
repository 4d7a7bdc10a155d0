import "server-only";

import { retentionCutoff } from "@/lib/admin/retention";
import { deleteExpiredSessions } from "@/server/admin/session";
import { signInLimits } from "@/server/admin/sign-in";
import { deleteDoneRequestsBefore } from "@/server/db/admin-queries";
import { getDb } from "@/server/db/client";
import { deleteRateLimitsBefore, retryOutboxMessage } from "@/server/db/queries";
import { getEnv } from "@/server/env";
import { closeMailTransport } from "@/server/mail/send-email";

import { retryPolicy } from "./backoff";
import { createOutboxWorker, type OutboxWorker } from "./worker";

type RuntimeState = { worker?: OutboxWorker };
const stateKey = Symbol.for("alcove.outbox.runtime");
function state(): RuntimeState {
  const store = globalThis as Record<symbol, RuntimeState | undefined>;
  return (store[stateKey] ??= {});
}

/**
 * The worker's hourly clean-up: rate-limit windows that can no longer count, sessions past their
 * idle limit, and, with RETENTION_MONTHS set, requests marked done that arrived longer ago than
 * that (with their e-mails).
 */
export async function runHousekeeping(now: Date): Promise<void> {
  const env = getEnv();
  const db = await getDb();
  // Windows older than two lengths of the longest window (the forms' or the sign-in's) can no
  // longer count against anyone; a shorter cut would lift a sign-in lock-out early.
  const keepSeconds = 2 * Math.max(env.RATE_LIMIT_WINDOW_SECONDS, signInLimits.windowSeconds);
  await deleteRateLimitsBefore(db, new Date(now.getTime() - keepSeconds * 1000));
  await deleteExpiredSessions(db, now);
  if (env.RETENTION_MONTHS > 0) {
    await deleteDoneRequestsBefore(db, retentionCutoff(now, env.RETENTION_MONTHS));
  }
}

/** Starts this process's delivery worker once; later calls return the same worker. */
export function startOutboxWorker(): OutboxWorker {
  const current = state();
  if (current.worker) return current.worker;
  const env = getEnv();
  const worker = createOutboxWorker({
    database: getDb,
    pollMs: env.OUTBOX_POLL_MS,
    housekeeping: runHousekeeping,
  });
  current.worker = worker;
  worker.start();
  return worker;
}

export async function stopOutboxWorker(): Promise<void> {
  const current = state();
  const worker = current.worker;
  current.worker = undefined;
  await worker?.stop();
  closeMailTransport();
}

/** Asks this process's worker to look for due messages now (other instances poll). */
export function wakeOutboxWorker(): void {
  state().worker?.wake();
}

/**
 * Sends a failed or waiting message again as soon as possible, with a fresh 24-hour retry
 * period. For the owner's inbox; returns false for a message that is sent or being sent.
 */
export async function retryNow(id: string, now: Date = new Date()): Promise<boolean> {
  const db = await getDb();
  const queued = await retryOutboxMessage(db, id, { now, retryForMs: retryPolicy.retryForMs });
  if (queued) wakeOutboxWorker();
  return queued;
}
