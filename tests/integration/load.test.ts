import { randomUUID } from "node:crypto";

import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { getDb } from "@/server/db/client";
import { countOutboxByStatus } from "@/server/db/queries";
import { handleContactSubmission } from "@/server/forms/contact/handle-contact";
import { createOutboxWorker } from "@/server/outbox/worker";

import { contactPost } from "./support/forms";
import { startSmtpSink, type SmtpSink } from "./support/smtp-sink";
import {
  createTestEnvironment,
  driver,
  rawCount,
  type TestEnvironment,
  testMail,
} from "./support/test-env";

const submissions = 200;
const owner = testMail.owner;

let env: TestEnvironment;
let sink: SmtpSink;

beforeAll(async () => {
  sink = await startSmtpSink();
  // Everyone posts from one address, as behind a shared office NAT: the limit is raised for the run.
  env = await createTestEnvironment({ SMTP_URL: sink.url, RATE_LIMIT_MAX: "100000" });
  await getDb();
}, 120_000);

afterAll(async () => {
  await sink.close();
  await env.cleanup();
});

describe(`load: ${submissions} contact messages at once (${driver})`, () => {
  it(
    "stores every one exactly once and e-mails the owner about each",
    { timeout: 60_000 },
    async () => {
      const started = performance.now();
      const states = await Promise.all(
        Array.from({ length: submissions }, (_, i) =>
          handleContactSubmission(
            contactPost({
              name: `Visitor ${i}`,
              email: `visitor${i}@example.com`,
              message: `Message number ${i}`,
              idempotencyKey: randomUUID(),
            }),
            { clientAddress: "203.0.113.50" },
          ),
        ),
      );
      const stored = performance.now();
      expect(states.filter((state) => state.status !== "success")).toEqual([]);

      const db = await getDb();
      expect(await rawCount(db, "contact_messages")).toBe(submissions);
      expect(await rawCount(db, "email_outbox")).toBe(2 * submissions);

      const worker = createOutboxWorker({ database: getDb, pollMs: 50, batchSize: 50 });
      worker.start();
      try {
        await sink.waitFor(2 * submissions, 40_000);
      } finally {
        await worker.stop();
      }
      const delivered = performance.now();

      const toOwner = sink.messages.filter((mail) => mail.to.includes(owner));
      expect(toOwner).toHaveLength(submissions);
      // Every owner notification is about a different message: none lost, none doubled.
      const names = new Set(toOwner.map((mail) => /Visitor \d+/.exec(mail.raw)?.[0]));
      expect(names.size).toBe(submissions);
      expect(await countOutboxByStatus(db)).toMatchObject({
        pending: 0,
        sending: 0,
        failed: 0,
        sent: 2 * submissions,
      });
      console.log(
        `load (${driver}): ${submissions} submissions stored in ${(stored - started).toFixed(0)} ms, ` +
          `${2 * submissions} e-mails delivered in ${(delivered - stored).toFixed(0)} ms`,
      );
    },
  );
});
