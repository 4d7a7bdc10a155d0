import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { openDatabase, type DatabaseHandle } from "@/server/db/client";
import { countOutboxByStatus } from "@/server/db/queries";
import { closeMailTransport, sendEmail } from "@/server/mail/send-email";
import { createOutboxWorker } from "@/server/outbox/worker";

import { insertContactWithMail } from "./support/outbox-mail";
import { startSmtpSink, type SmtpSink } from "./support/smtp-sink";
import { createTestEnvironment, driver, type TestEnvironment } from "./support/test-env";

// Several server instances share one PostgreSQL: SKIP LOCKED must keep them from sending the
// same message twice. PGlite is a single connection, so this only means something here.
describe.runIf(driver === "postgres")("two workers on one PostgreSQL", () => {
  let env: TestEnvironment;
  let sink: SmtpSink;
  const handles: DatabaseHandle[] = [];

  beforeAll(async () => {
    sink = await startSmtpSink();
    env = await createTestEnvironment({ SMTP_URL: sink.url });
  });

  afterAll(async () => {
    await Promise.all(handles.map((h) => h.close()));
    closeMailTransport();
    await sink.close();
    await env.cleanup();
  });

  it("deliver 200 queued messages exactly once", async () => {
    const open = async () => {
      const handle = await openDatabase({ databaseUrl: env.databaseUrl, dataDir: env.dataDir });
      handles.push(handle);
      return handle;
    };
    const first = await open();
    const second = await open();
    await first.migrate();
    await second.migrate();

    const now = new Date();
    for (let i = 0; i < 100; i++) {
      await insertContactWithMail(first.db, i, now, `Question ${i}`, (kind) => ({
        to: kind === "owner_notification" ? "owner@example.com" : `visitor${i}@example.com`,
        subject: `${kind} ${i}`,
        text: `Message ${i}`,
        html: `<p>Message ${i}</p>`,
      }));
    }
    expect(await countOutboxByStatus(first.db)).toMatchObject({ pending: 200 });

    const sentBy = new Map<string, string[]>();
    const workers = [first, second].map((handle, index) =>
      createOutboxWorker({
        database: async () => handle.db,
        workerId: `worker-${index}`,
        batchSize: 5,
        pollMs: 20,
        send: async (email) => {
          sentBy.set(email.id, [...(sentBy.get(email.id) ?? []), `worker-${index}`]);
          return sendEmail(email);
        },
      }),
    );
    const started = performance.now();
    workers.forEach((w) => w.start());
    await sink.waitFor(200, 60_000);
    const seconds = (performance.now() - started) / 1000;
    await Promise.all(workers.map((w) => w.stop()));
    // Give a late duplicate the chance to show up before counting.
    await new Promise((resolve) => setTimeout(resolve, 300));

    expect(sink.messages).toHaveLength(200);
    const messageIds = sink.messages.map((m) => /^message-id:\s*(.+)$/im.exec(m.raw)?.[1]?.trim());
    expect(new Set(messageIds).size).toBe(200);
    expect([...sentBy.values()].every((senders) => senders.length === 1)).toBe(true);
    const byWorker = [...sentBy.values()].flat();
    expect(byWorker.filter((w) => w === "worker-0").length).toBeGreaterThan(0);
    expect(byWorker.filter((w) => w === "worker-1").length).toBeGreaterThan(0);
    expect(await countOutboxByStatus(first.db)).toMatchObject({
      sent: 200,
      pending: 0,
      sending: 0,
    });
    console.log(
      `two workers: 200 messages in ${seconds.toFixed(2)} s (${Math.round((200 / seconds) * 60)}/min)`,
    );
  });
});
