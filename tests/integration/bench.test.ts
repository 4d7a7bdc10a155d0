import { randomUUID } from "node:crypto";

import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { preferredDateRange } from "@/lib/forms/field-rules";
import { getDb } from "@/server/db/client";
import { countOutboxByStatus } from "@/server/db/queries";
import { handleConsultationSubmission } from "@/server/forms/consultation/handle-consultation";
import { startOutboxWorker, stopOutboxWorker } from "@/server/outbox/outbox-runtime";
import { createOutboxWorker } from "@/server/outbox/worker";

import { consultationPost } from "./support/forms";
import { insertContactWithMail } from "./support/outbox-mail";
import { startSmtpSink, type SmtpSink } from "./support/smtp-sink";
import { createTestEnvironment, driver, type TestEnvironment, testMail } from "./support/test-env";

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

// Numbers to report, not a gate: `FORMS_BENCH=1 npx vitest run tests/integration/bench`.
describe.runIf(process.env.FORMS_BENCH === "1")(`form and outbox timings (${driver})`, () => {
  let env: TestEnvironment;
  let sink: SmtpSink;

  beforeAll(async () => {
    sink = await startSmtpSink();
    env = await createTestEnvironment({ SMTP_URL: sink.url, OUTBOX_POLL_MS: "5000" });
    await getDb();
  });

  afterAll(async () => {
    await sink.close();
    await env.cleanup();
  });

  it("a submission's server time", async () => {
    const times: number[] = [];
    for (let i = 0; i < 80; i++) {
      const post = consultationPost({ name: `Visitor ${i}`, idempotencyKey: randomUUID() });
      const started = performance.now();
      const state = await handleConsultationSubmission(post, {
        clientAddress: "192.0.2.10",
        now: () => new Date("2025-03-10T15:00:00Z"),
      });
      times.push(performance.now() - started);
      expect(state.status).toBe("success");
    }
    const steady = times.slice(10);
    console.log(
      `submission (${driver}): median ${median(steady).toFixed(1)} ms, ` +
        `p90 ${[...steady].sort((a, b) => a - b)[Math.floor(steady.length * 0.9)]!.toFixed(1)} ms, ` +
        `first ${times[0]!.toFixed(1)} ms`,
    );
    await env.resetTables();
  });

  it("submit to owner mail with SMTP up", async () => {
    startOutboxWorker();
    await new Promise((resolve) => setTimeout(resolve, 200));
    const latencies: number[] = [];
    const preferredDate = preferredDateRange(new Date()).max;
    try {
      for (let i = 0; i < 30; i++) {
        const before = sink.messages.length;
        const started = performance.now();
        const state = await handleConsultationSubmission(
          consultationPost({ name: `Latency ${i}`, preferredDate, idempotencyKey: randomUUID() }),
          { clientAddress: "192.0.2.11" },
        );
        expect(state.status).toBe("success");
        await sink.waitFor(before + 2, 10_000);
        const owner = sink.messages.slice(before).find((m) => m.to.includes(testMail.owner))!;
        latencies.push(owner.receivedAt - started);
      }
    } finally {
      await stopOutboxWorker();
    }
    console.log(
      `submit -> owner mail (${driver}): median ${median(latencies).toFixed(1)} ms, ` +
        `max ${Math.max(...latencies).toFixed(1)} ms`,
    );
    await env.resetTables();
  });

  it("worker throughput to a local SMTP server", async () => {
    const db = await getDb();
    const now = new Date();
    for (let i = 0; i < 250; i++) {
      await insertContactWithMail(db, i, now, "Hello", () => ({
        to: `visitor${i}@example.com`,
        subject: `Subject ${i}`,
        text: "Body ".repeat(200),
        html: `<p>${"Body ".repeat(200)}</p>`,
      }));
    }
    const before = sink.messages.length;
    const worker = createOutboxWorker({ database: getDb, pollMs: 50 });
    const started = performance.now();
    worker.start();
    await sink.waitFor(before + 500, 120_000);
    const seconds = (performance.now() - started) / 1000;
    await worker.stop();
    expect(await countOutboxByStatus(db)).toMatchObject({ sent: 500 });
    console.log(
      `throughput (${driver}): 500 messages in ${seconds.toFixed(2)} s = ${Math.round((500 / seconds) * 60)} messages/min`,
    );
  });
});
