import { randomUUID } from "node:crypto";

import { getDb, type Database } from "@/server/db/client";
import { insertSubmission } from "@/server/db/queries";
import { closeMailTransport } from "@/server/mail/send-email";
import { createOutboxWorker, type OutboxWorker } from "@/server/outbox/worker";

import type { SmtpSink } from "./smtp-sink";
import type { TestEnvironment } from "./test-env";

type QueuedMail = { to: string; subject: string; text: string; html: string };

/**
 * Stores contact message number `i` from visitor`i`@example.com with its owner notification and
 * visitor confirmation queued for the outbox, without going through the form, to fill the outbox
 * quickly.
 */
export async function insertContactWithMail(
  db: Database,
  i: number,
  now: Date,
  message: string,
  mail: (kind: "owner_notification" | "visitor_confirmation") => QueuedMail,
): Promise<void> {
  const id = randomUUID();
  await insertSubmission(
    db,
    "contact",
    {
      id,
      name: `Visitor ${i}`,
      email: `visitor${i}@example.com`,
      message,
      idempotencyKey: `client:${id}`,
      utm: {},
    },
    {
      now,
      retryForMs: 24 * 60 * 60_000,
      messages: (["owner_notification", "visitor_confirmation"] as const).map((kind) => ({
        kind,
        ...mail(kind),
      })),
    },
  );
}

/**
 * After a test that sent mail: stops the outbox workers it started, closes the mail transport and
 * the SMTP sink, and forgets the sink's address, so the next test starts without any of them.
 */
export async function stopTestMail(
  workers: OutboxWorker[],
  sink: SmtpSink | undefined,
  env: TestEnvironment,
): Promise<void> {
  await Promise.all(workers.splice(0).map((w) => w.stop()));
  closeMailTransport();
  await sink?.close();
  env.setEnv({ SMTP_URL: undefined });
}

/**
 * One outbox pass by a new worker (kept in `workers` for stopTestMail), which must send the two
 * e-mails of one submission; returns them as the SMTP sink received them.
 */
export async function deliverSubmissionMail(
  sink: SmtpSink,
  workers: OutboxWorker[],
  now: () => Date,
) {
  const worker = createOutboxWorker({ database: getDb, now, random: () => 0.5 });
  workers.push(worker);
  const summary = await worker.runOnce();
  if (summary.sent !== 2 || summary.failed !== 0) {
    throw new Error(`Expected two e-mails sent, got ${JSON.stringify(summary)}`);
  }
  return sink.waitFor(2);
}
