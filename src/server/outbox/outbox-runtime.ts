import "server-only";

import { deleteExpiredSessions } from "@/server/admin/session";
import { deleteDoneRequestsBefore } from "@/server/db/admin-queries";
import { getDb } from "@/server/db/client";
import { deleteRateLimitsBefore, retryOutboxMessage } from "@/server/db/queries";
import { getEnv } from "@/server/env";
import { closeMailTransport } from "@/server/mail/send-email";

import { retentionCutoff } from "@/lib/admin/retention";

import { retryPolicy } from "./backoff";
import { createOutboxWorker, type OutboxWorker } from "./worker";

type RuntimeState = { worker?: OutboxWorker };
const stateKey = Symbol.for("alcove.outbox.runtime");
function state(): RuntimeState {
  const store = globalThis as Record<symbol, RuntimeState | undefined>;
  return (store[stateKey] ??= {});
}

/** Starts this process's delivery worker once; later calls return the same worker. */
export function startOutboxWorker(): OutboxWorker {
  const current = state();
  if (current.worker) return current.worker;
  const env = getEnv();
  const worker = createOutboxWorker({
    database: getDb,
    pollMs: env.OUTBOX_POLL_MS,
    housekeeping: async (now) => {
      const db = await getDb();
      // Windows older than two lengths can no longer count against anyone.
      await deleteRateLimitsBefore(
        db,
        new Date(now.getTime() - 2 * env.RATE_LIMIT_WINDOW_SECONDS * 1000),
      );
      await deleteExpiredSessions(db, now);
      // The retention setting: handled requests older than RETENTION_MONTHS go, with their mail.
      if (env.RETENTION_MONTHS > 0) {
        await deleteDoneRequestsBefore(db, retentionCutoff(now, env.RETENTION_MONTHS));
      }
    },
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
