import "server-only";

import { randomUUID } from "node:crypto";

import { logEvent } from "@/lib/log/log-event";
import { type Database } from "@/server/db/client";
import {
  claimDueOutboxMessages,
  markOutboxFailed,
  markOutboxSent,
  releaseOutboxClaims,
  scheduleOutboxRetry,
} from "@/server/db/queries";
import {
  maxSendMs as defaultMaxSendMs,
  sendEmail,
  type OutgoingEmail,
  type SendResult,
} from "@/server/mail/send-email";

import { prepareOutgoing } from "./attachments";
import { retryDelayMs } from "./backoff";

export type Sleep = (ms: number, signal: AbortSignal) => Promise<void>;

export type OutboxWorkerOptions = {
  database: () => Promise<Database>;
  send?: (email: OutgoingEmail) => Promise<SendResult>;
  now?: () => Date;
  /** Resolves after `ms`, or earlier when `signal` aborts (a wake-up or stop). */
  sleep?: Sleep;
  random?: () => number;
  pollMs?: number;
  batchSize?: number;
  /** How long a claim lasts; a worker that dies mid-batch frees its rows after this. */
  leaseMs?: number;
  /** The longest one send may take; no send starts unless this much lease is left. */
  maxSendMs?: number;
  /** Runs now and then between batches (deleting old rate-limit rows). */
  housekeeping?: (now: Date) => Promise<void>;
  housekeepingEveryMs?: number;
  workerId?: string;
};

export type OutboxRunSummary = {
  claimed: number;
  sent: number;
  retried: number;
  failed: number;
  released: number;
};

export type OutboxWorker = {
  readonly id: string;
  readonly running: boolean;
  start(): void;
  /** Lets the e-mail being sent finish, gives back the rest of the batch, then resolves. */
  stop(): Promise<void>;
  /** Looks for due messages now instead of at the next poll (after a submission). */
  wake(): void;
  /** One claim-and-send pass; the loop calls it, tests may call it directly. */
  runOnce(): Promise<OutboxRunSummary>;
};

export const defaultSleep: Sleep = (ms, signal) =>
  new Promise((resolve) => {
    if (signal.aborted) return resolve();
    const timer = setTimeout(done, ms);
    function done() {
      clearTimeout(timer);
      signal.removeEventListener("abort", done);
      resolve();
    }
    signal.addEventListener("abort", done, { once: true });
  });

/**
 * Delivers the e-mail outbox. Each pass claims due rows with a lease in one short statement
 * (FOR UPDATE SKIP LOCKED), sends them outside any transaction, and records each result the
 * moment the SMTP server has accepted the message. Delivery is at least once: a crash between
 * the server's "250 OK" and that update (a few milliseconds, nothing else is awaited in between)
 * sends the message again after the lease expires, with the same Message-ID.
 */
export function createOutboxWorker(options: OutboxWorkerOptions): OutboxWorker {
  const id = options.workerId ?? `worker-${randomUUID()}`;
  const send = options.send ?? sendEmail;
  const now = options.now ?? (() => new Date());
  const sleep = options.sleep ?? defaultSleep;
  const random = options.random ?? Math.random;
  const pollMs = options.pollMs ?? 5_000;
  const batchSize = options.batchSize ?? 20;
  const maxSendMs = options.maxSendMs ?? defaultMaxSendMs;
  const leaseMs = options.leaseMs ?? Math.max(5 * 60_000, maxSendMs * 2);
  const housekeepingEveryMs = options.housekeepingEveryMs ?? 60 * 60_000;

  let running = false;
  let stopping = false;
  let loop: Promise<void> | undefined;
  let wakeController = new AbortController();
  let lastHousekeeping = 0;
  let lastLoggedError = "";

  async function markSent(db: Database, messageId: string, rowId: string) {
    // The message is out: losing this update means sending it twice, so try a little harder.
    for (let attempt = 1; ; attempt++) {
      try {
        await markOutboxSent(db, rowId, { sentAt: now(), messageId });
        return;
      } catch (error) {
        if (attempt >= 3) throw error;
        await sleep(200 * attempt, new AbortController().signal);
      }
    }
  }

  async function runOnce(): Promise<OutboxRunSummary> {
    const summary: OutboxRunSummary = { claimed: 0, sent: 0, retried: 0, failed: 0, released: 0 };
    const db = await options.database();
    const claimedAt = now();
    const claimed = await claimDueOutboxMessages(db, {
      now: claimedAt,
      limit: batchSize,
      leaseUntil: new Date(claimedAt.getTime() + leaseMs),
      workerId: id,
    });
    summary.claimed = claimed.length;

    for (let index = 0; index < claimed.length; index++) {
      const message = claimed[index]!;
      const leaseLeft = (message.lockedUntil?.getTime() ?? 0) - now().getTime();
      if (stopping || leaseLeft < maxSendMs) {
        const rest = claimed.slice(index).map((m) => m.id);
        await releaseOutboxClaims(db, rest, id);
        summary.released = rest.length;
        break;
      }

      let result: SendResult;
      try {
        const prepared = await prepareOutgoing(db, message);
        result = prepared.ok
          ? await send(prepared.email)
          : { ok: false, permanent: true, error: prepared.error };
      } catch (error) {
        result = { ok: false, permanent: false, error: String(error).slice(0, 500) };
      }

      if (result.ok) {
        await markSent(db, result.messageId, message.id);
        summary.sent++;
        logEvent("info", "outbox.sent", {
          outboxId: message.id,
          kind: message.kind,
          submissionType: message.submissionType,
          attempts: message.attempts,
          via: result.via,
        });
        continue;
      }

      const failedAt = now();
      const giveUp = result.permanent || failedAt.getTime() >= message.giveUpAt.getTime();
      if (giveUp) {
        await markOutboxFailed(db, message.id, { workerId: id, error: result.error });
        summary.failed++;
        // Loud on purpose: a visitor's request or confirmation will not arrive by e-mail.
        logEvent("error", "outbox.gave_up", {
          outboxId: message.id,
          kind: message.kind,
          submissionType: message.submissionType,
          submissionId: message.submissionId,
          attempts: message.attempts,
          permanent: result.permanent,
          error: result.error,
          action: "The message is marked failed; retry it from the inbox once the cause is fixed.",
        });
        continue;
      }

      const next = Math.min(
        failedAt.getTime() + retryDelayMs(message.attempts, random),
        message.giveUpAt.getTime(),
      );
      await scheduleOutboxRetry(db, message.id, {
        workerId: id,
        nextAttemptAt: new Date(next),
        error: result.error,
      });
      summary.retried++;
      logEvent("warn", "outbox.retry_scheduled", {
        outboxId: message.id,
        kind: message.kind,
        attempts: message.attempts,
        nextAttemptAt: new Date(next).toISOString(),
        error: result.error,
      });
    }

    const at = now().getTime();
    if (options.housekeeping && at - lastHousekeeping >= housekeepingEveryMs) {
      lastHousekeeping = at;
      await options.housekeeping(new Date(at));
    }
    return summary;
  }

  async function run() {
    while (!stopping) {
      let busy = false;
      try {
        const summary = await runOnce();
        busy = summary.claimed > 0 && summary.released === 0;
        lastLoggedError = "";
      } catch (error) {
        // Database down or locked: say so once, then keep polling until it is back.
        const text = error instanceof Error ? error.message : String(error);
        if (text !== lastLoggedError) {
          lastLoggedError = text;
          logEvent("error", "outbox.pass_failed", { workerId: id, error });
        }
      }
      if (stopping) break;
      if (busy) continue;
      // Woken while the pass ran: look again at once.
      if (wakeController.signal.aborted) {
        wakeController = new AbortController();
        continue;
      }
      await sleep(pollMs, wakeController.signal);
      if (wakeController.signal.aborted) wakeController = new AbortController();
    }
  }

  return {
    id,
    get running() {
      return running;
    },
    start() {
      if (running) return;
      running = true;
      stopping = false;
      wakeController = new AbortController();
      loop = run().finally(() => {
        running = false;
      });
      logEvent("info", "outbox.started", { workerId: id, pollMs });
    },
    async stop() {
      if (!loop) return;
      stopping = true;
      wakeController.abort();
      await loop;
      loop = undefined;
      logEvent("info", "outbox.stopped", { workerId: id });
    },
    wake() {
      wakeController.abort();
    },
    runOnce,
  };
}
