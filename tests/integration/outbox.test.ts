import { afterEach, describe, expect, it } from "vitest";

import { closeDb, getDb } from "@/server/db/client";
import {
  claimDueOutboxMessages,
  countOutboxByStatus,
  getOutboxMessage,
  listConsultationRequests,
  listContactMessages,
  listOutboxMessagesFor,
} from "@/server/db/queries";
import { type OutboxMessage } from "@/server/db/records";
import { handleConsultationSubmission } from "@/server/forms/consultation/handle-consultation";
import { handleContactSubmission } from "@/server/forms/contact/handle-contact";
import { closeMailTransport } from "@/server/mail/send-email";
import { retryNow } from "@/server/outbox/outbox-runtime";
import { createOutboxWorker, type OutboxWorker } from "@/server/outbox/worker";

import { consultationPost, contactPost } from "./support/forms";
import { decodeHeader, findPart, parseMime } from "./support/mime";
import { stopTestMail } from "./support/outbox-mail";
import { closedPort, startSmtpSink, type SmtpSink } from "./support/smtp-sink";
import { createClock, driver, setUpTestEnvironment, testMail } from "./support/test-env";

let sink: SmtpSink | undefined;
const clock = createClock("2025-03-10T15:00:00Z");
const visitor = { clientAddress: "203.0.113.7", now: clock.now };
const workers: OutboxWorker[] = [];

function worker(overrides: Partial<Parameters<typeof createOutboxWorker>[0]> = {}) {
  const created = createOutboxWorker({
    database: getDb,
    now: clock.now,
    random: () => 0.5,
    ...overrides,
  });
  workers.push(created);
  return created;
}

async function useSink(port = 0) {
  sink = await startSmtpSink(port);
  env().setEnv({ SMTP_URL: sink.url });
  return sink;
}

async function consultationOutbox(): Promise<OutboxMessage[]> {
  const db = await getDb();
  const [request] = await listConsultationRequests(db);
  return request ? listOutboxMessagesFor(db, "consultation", request.id) : [];
}

const env = setUpTestEnvironment({ clock, start: "2025-03-10T15:00:00Z" });

afterEach(async () => {
  await stopTestMail(workers, sink, env());
  sink = undefined;
});

describe(`e-mail outbox (${driver})`, () => {
  it("delivers the owner notification and the visitor confirmation with a tentative .ics", async () => {
    const smtp = await useSink();
    await handleConsultationSubmission(
      consultationPost({ name: "Jane <b>Doe</b>", productName: "Verdure Chinoiserie" }),
      visitor,
    );
    const summary = await worker().runOnce();
    expect(summary).toMatchObject({ claimed: 2, sent: 2, retried: 0, failed: 0 });
    const mails = await smtp.waitFor(2);

    const owner = mails.find((m) => m.to.includes(testMail.owner))!;
    const ownerMime = parseMime(owner.raw);
    expect(owner.from).toBe(testMail.sender);
    expect(owner.to).toEqual([testMail.owner]);
    expect(ownerMime.headers.get("reply-to")).toBe("jane.doe@example.com");
    expect(ownerMime.headers.get("from")).toBe(testMail.from);
    expect(decodeHeader(ownerMime.headers.get("subject"))).toMatch(
      /^New consultation request for Thu, Mar 20 at 10:00 AM \(ref [0-9A-F]{8}\)$/,
    );
    const outbox = await consultationOutbox();
    const ownerRow = outbox.find((m) => m.kind === "owner_notification")!;
    expect(ownerMime.headers.get("message-id")).toBe(`<${ownerRow.id}@${testMail.domain}>`);
    const ownerText = findPart(ownerMime, "text/plain")!.body;
    for (const expected of [
      "Name: Jane <b>Doe</b>",
      "E-mail: jane.doe@example.com",
      "Phone: +1 (305) 555-0100",
      "Preferred date: Thursday, March 20, 2025",
      "Preferred time: 10:00 AM",
      "Product: Verdure Chinoiserie",
      "We are redoing the dining room <and> the hallway.\nSomething with birds?",
      "Sent from: /consultation",
      "Landing page: /?utm_source=houzz&utm_campaign=spring",
      "Campaign: utm_source=houzz, utm_campaign=spring",
    ]) {
      expect(ownerText).toContain(expected);
    }
    const ownerHtml = findPart(ownerMime, "text/html")!.body;
    expect(ownerHtml).toContain("Jane &lt;b&gt;Doe&lt;/b&gt;");
    expect(ownerHtml).toContain("dining room &lt;and&gt; the hallway.<br>");
    expect(ownerHtml).not.toContain("<b>Doe</b>");

    const confirmation = mails.find((m) => m.to.includes("jane.doe@example.com"))!;
    const confirmationMime = parseMime(confirmation.raw);
    expect(confirmation.from).toBe(testMail.sender);
    expect(confirmationMime.headers.get("reply-to")).toBe(testMail.owner);
    const confirmationText = findPart(confirmationMime, "text/plain")!.body;
    expect(confirmationText).toContain("Thursday, March 20, 2025 at 10:00 AM (Eastern Time)");
    expect(confirmationText).toContain("What happens next");
    // The visitor's own free text, name included, is never echoed to the address they typed.
    expect(confirmationText).toMatch(/^Hello,\n/);
    const confirmationHtml = findPart(confirmationMime, "text/html")!.body;
    for (const typed of ["dining room", "Jane", "Doe"]) {
      expect(confirmationText).not.toContain(typed);
      expect(confirmationHtml).not.toContain(typed);
    }
    const ics = findPart(confirmationMime, "text/calendar")!;
    expect(ics.headers.get("content-type")).toContain("method=PUBLISH");
    expect(ics.headers.get("content-disposition")).toContain("consultation-request.ics");
    expect(ics.body).toContain("STATUS:TENTATIVE");
    expect(ics.body).toContain("DTSTART;TZID=America/New_York:20250320T100000");
    expect(ics.body).toContain("DTEND;TZID=America/New_York:20250320T110000");
    expect(ics.body).toContain("TZID:America/New_York");

    expect(outbox.map((m) => m.status)).toEqual(["sent", "sent"]);
    expect(outbox.every((m) => m.sentAt?.getTime() === clock.now().getTime())).toBe(true);
    expect(await worker().runOnce()).toMatchObject({ claimed: 0 });
    expect(smtp.messages).toHaveLength(2);
  });

  it("confirms a contact message with the reply promise", async () => {
    const smtp = await useSink();
    await handleContactSubmission(contactPost(), visitor);
    await worker().runOnce();
    const mails = await smtp.waitFor(2);
    const confirmation = parseMime(mails.find((m) => m.to.includes("sam.rivera@example.com"))!.raw);
    expect(findPart(confirmation, "text/plain")!.body).toContain(
      "we'll get back to you within 24 hours",
    );
    // Answering the confirmation reaches the owner, not a placeholder address.
    expect(confirmation.headers.get("reply-to")).toBe(testMail.owner);
    expect(findPart(confirmation, "text/calendar")).toBeUndefined();
    const owner = parseMime(mails.find((m) => m.to[0] === testMail.owner)!.raw);
    expect(decodeHeader(owner.headers.get("subject"))).toMatch(/^Contact Form Submission \(ref /);
    expect(findPart(owner, "text/plain")!.body).toContain(
      "Do you carry blue grasscloth?\nThank you.",
    );
  });

  it("never mails a visitor's typed words to the address they typed, only to the owner", async () => {
    const smtp = await useSink();
    const name = "WIN $1000 at http://spam.example";
    const message = "Claim your prize: https://spam.example/claim?id=42";
    await handleContactSubmission(
      contactPost({ name, message, email: "someone.else@example.com" }),
      visitor,
    );
    await worker().runOnce();
    const mails = await smtp.waitFor(2);
    const confirmation = parseMime(
      mails.find((m) => m.to.includes("someone.else@example.com"))!.raw,
    );
    const sent = [
      decodeHeader(confirmation.headers.get("subject")),
      findPart(confirmation, "text/plain")!.body,
      findPart(confirmation, "text/html")!.body,
    ];
    for (const part of sent) {
      for (const typed of ["WIN $1000", "spam.example", "Claim your prize"]) {
        expect(part).not.toContain(typed);
      }
    }
    const owner = parseMime(mails.find((m) => m.to[0] === testMail.owner)!.raw);
    for (const type of ["text/plain", "text/html"]) {
      expect(findPart(owner, type)!.body).toContain(name);
      expect(findPart(owner, type)!.body).toContain(message);
    }
    expect(owner.headers.get("reply-to")).toBe("someone.else@example.com");
  });

  it("keeps mail while SMTP is down and delivers it once when it is back", async () => {
    const port = await closedPort();
    env().setEnv({ SMTP_URL: `smtp://127.0.0.1:${port}` });
    const state = await handleConsultationSubmission(consultationPost(), visitor);
    expect(state.status).toBe("success");

    const first = worker();
    expect(await first.runOnce()).toMatchObject({ claimed: 2, retried: 2, sent: 0 });
    let rows = await consultationOutbox();
    expect(rows.map((r) => [r.status, r.attempts])).toEqual([
      ["pending", 1],
      ["pending", 1],
    ]);
    expect(rows[0]!.lastError).toMatch(/ECONNECTION|ESOCKET|ECONNREFUSED/);
    expect(rows[0]!.nextAttemptAt.toISOString()).toBe("2025-03-10T15:01:00.000Z");

    // Not due yet: nothing is tried.
    expect(await first.runOnce()).toMatchObject({ claimed: 0 });

    const smtp = await useSink(port);
    clock.advance(61_000);
    expect(await first.runOnce()).toMatchObject({ claimed: 2, sent: 2 });
    await smtp.waitFor(2);
    clock.advance(24 * 60 * 60_000);
    expect(await first.runOnce()).toMatchObject({ claimed: 0 });
    expect(smtp.messages).toHaveLength(2);
    rows = await consultationOutbox();
    expect(rows.map((r) => [r.status, r.attempts])).toEqual([
      ["sent", 2],
      ["sent", 2],
    ]);
  });

  it("loses nothing across a restart", async () => {
    const port = await closedPort();
    env().setEnv({ SMTP_URL: `smtp://127.0.0.1:${port}` });
    await handleContactSubmission(contactPost(), visitor);
    await worker().runOnce();
    await Promise.all(workers.splice(0).map((w) => w.stop()));

    // The process goes away and a new one opens the same database.
    await closeDb();
    closeMailTransport();
    const smtp = await useSink(port);
    clock.advance(2 * 60_000);
    const next = worker();
    expect(await next.runOnce()).toMatchObject({ claimed: 2, sent: 2 });
    await smtp.waitFor(2);
    expect(await next.runOnce()).toMatchObject({ claimed: 0 });
    expect(smtp.messages).toHaveLength(2);
    const db = await getDb();
    expect(await listContactMessages(db)).toHaveLength(1);
    expect(await countOutboxByStatus(db)).toMatchObject({ sent: 2, pending: 0 });
  });

  it("fails a permanently rejected message at once, and retryNow sends it again", async () => {
    const smtp = await useSink();
    smtp.rejectRecipients(550);
    await handleContactSubmission(contactPost(), visitor);
    expect(await worker().runOnce()).toMatchObject({ claimed: 2, failed: 2 });
    const db = await getDb();
    const [message] = await listContactMessages(db);
    const rows = await listOutboxMessagesFor(db, "contact", message!.id);
    expect(rows.map((r) => [r.status, r.attempts])).toEqual([
      ["failed", 1],
      ["failed", 1],
    ]);
    expect(rows[0]!.lastError).toContain("550");

    smtp.rejectRecipients(undefined);
    expect(await retryNow(rows[0]!.id, clock.now())).toBe(true);
    expect(await worker().runOnce()).toMatchObject({ claimed: 1, sent: 1 });
    expect(await retryNow(rows[0]!.id, clock.now())).toBe(false);
    expect((await getOutboxMessage(db, rows[0]!.id))?.status).toBe("sent");
    expect((await getOutboxMessage(db, rows[1]!.id))?.status).toBe("failed");
    expect(smtp.messages).toHaveLength(1);
  });

  it("backs off from a minute, doubling up to an hour, and gives up after 24 hours", async () => {
    const smtp = await useSink();
    smtp.rejectRecipients(451);
    await handleContactSubmission(contactPost(), visitor);
    const db = await getDb();
    const [message] = await listContactMessages(db);
    const [row] = await listOutboxMessagesFor(db, "contact", message!.id);
    const retrying = worker();
    const waits: number[] = [];
    let status = row!.status;
    let guard = 0;
    while (status !== "failed" && guard++ < 100) {
      const before = await getOutboxMessage(db, row!.id);
      clock.set(before!.nextAttemptAt);
      await retrying.runOnce();
      const after = await getOutboxMessage(db, row!.id);
      status = after!.status;
      if (status === "pending") {
        waits.push(after!.nextAttemptAt.getTime() - clock.now().getTime());
      }
      expect(after!.nextAttemptAt.getTime()).toBeLessThanOrEqual(after!.giveUpAt.getTime());
    }
    const minutes = waits.map((ms) => ms / 60_000);
    expect(minutes.slice(0, 7)).toEqual([1, 2, 4, 8, 16, 32, 60]);
    expect(Math.max(...minutes)).toBe(60);
    const final = await getOutboxMessage(db, row!.id);
    expect(final!.status).toBe("failed");
    expect(clock.now().getTime()).toBe(final!.giveUpAt.getTime());
    expect(final!.giveUpAt.toISOString()).toBe("2025-03-11T15:00:00.000Z");
    expect(final!.attempts).toBe(waits.length + 1);
    expect(smtp.messages).toHaveLength(0);
  });

  it("reclaims messages whose worker died holding the lease", async () => {
    const smtp = await useSink();
    await handleContactSubmission(contactPost(), visitor);
    const db = await getDb();
    // A worker claims both messages and dies before sending.
    const claimed = await claimDueOutboxMessages(db, {
      now: clock.now(),
      limit: 10,
      leaseUntil: new Date(clock.now().getTime() + 5 * 60_000),
      workerId: "crashed",
    });
    expect(claimed).toHaveLength(2);
    const survivor = worker();
    expect(await survivor.runOnce()).toMatchObject({ claimed: 0 });
    clock.advance(5 * 60_000 + 1);
    expect(await survivor.runOnce()).toMatchObject({ claimed: 2, sent: 2 });
    expect(smtp.messages).toHaveLength(2);
  });

  it("finishes the message in flight on stop and gives the rest back", async () => {
    const smtp = await useSink();
    await handleContactSubmission(contactPost(), visitor);
    await handleConsultationSubmission(consultationPost(), visitor);
    let releaseFirst: () => void = () => {};
    let firstStarted: () => void = () => {};
    const started = new Promise<void>((resolve) => (firstStarted = resolve));
    const { sendEmail } = await import("@/server/mail/send-email");
    let calls = 0;
    const slow = worker({
      send: async (email) => {
        calls++;
        if (calls === 1) {
          firstStarted();
          await new Promise<void>((resolve) => (releaseFirst = resolve));
        }
        return sendEmail(email);
      },
      pollMs: 60_000,
    });
    slow.start();
    await started;
    const stopping = slow.stop();
    releaseFirst();
    await stopping;
    expect(calls).toBe(1);
    expect(smtp.messages).toHaveLength(1);
    const counts = await countOutboxByStatus(await getDb());
    expect(counts).toMatchObject({ sent: 1, pending: 3, sending: 0 });
    // Released rows are not charged an attempt.
    const rows = await consultationOutbox();
    expect(rows.filter((r) => r.status === "pending").every((r) => r.attempts === 0)).toBe(true);
  });

  it("writes .eml files into DATA_DIR/mail when no SMTP server is configured", async () => {
    const { readdir, readFile } = await import("node:fs/promises");
    const { join } = await import("node:path");
    env().setEnv({ SMTP_URL: undefined });
    await handleConsultationSubmission(consultationPost(), visitor);
    expect(await worker().runOnce()).toMatchObject({ sent: 2 });
    const folder = join(env().dataDir, "mail");
    const files = (await readdir(folder)).filter((f) => f.endsWith(".eml"));
    expect(files.length).toBeGreaterThanOrEqual(2);
    const contents = await Promise.all(files.map((f) => readFile(join(folder, f), "utf8")));
    expect(contents.some((c) => c.includes("text/calendar"))).toBe(true);
  });

  it("sends right after a submission: the runtime's worker is woken, not polled", async () => {
    const smtp = await useSink();
    env().setEnv({ OUTBOX_POLL_MS: "600000" });
    const { startOutboxWorker, stopOutboxWorker } = await import("@/server/outbox/outbox-runtime");
    startOutboxWorker();
    try {
      // Let the first (empty) pass finish so that the worker is asleep for ten minutes.
      await new Promise((resolve) => setTimeout(resolve, 200));
      const submitted = performance.now();
      await handleContactSubmission(contactPost(), { clientAddress: "203.0.113.9" });
      const [first] = await smtp.waitFor(1, 5_000);
      expect(first!.receivedAt - submitted).toBeLessThan(2_000);
      await smtp.waitFor(2, 5_000);
    } finally {
      await stopOutboxWorker();
      env().setEnv({ OUTBOX_POLL_MS: undefined });
    }
  });
});
