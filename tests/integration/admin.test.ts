import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";

import { inboxCsv } from "@/lib/admin/inbox-csv";
import { hashPassword } from "@/lib/admin/password-hash";
import { resolveCart } from "@/lib/samples/cart-lines";
import {
  changeStatus,
  getRequestDetail,
  removeRequest,
  retryEmail,
  runAdminChange,
  saveNote,
} from "@/server/admin/requests";
import { createSession, revokeSession, validateSession } from "@/server/admin/session";
import { signIn, signInMessages } from "@/server/admin/sign-in";
import { deleteDoneRequestsBefore, listInbox } from "@/server/db/admin-queries";
import { getDb } from "@/server/db/client";
import {
  getOutboxMessage,
  listContactMessages,
  listOutboxMessagesFor,
  listSampleRequests,
} from "@/server/db/queries";
import { handleConsultationSubmission } from "@/server/forms/handle-consultation";
import { handleContactSubmission } from "@/server/forms/handle-contact";
import { handleSampleRequestSubmission } from "@/server/forms/handle-sample-request";
import { closeMailTransport } from "@/server/mail/send-email";
import { runHousekeeping } from "@/server/outbox/outbox-runtime";
import { createOutboxWorker } from "@/server/outbox/worker";
import { catalogueForCart } from "@/server/samples/sample-cart";

import { consultationPost, contactPost, formData, sampleRequestPost } from "./support/forms";
import { startSmtpSink, type SmtpSink } from "./support/smtp-sink";
import {
  createClock,
  createTestEnvironment,
  driver,
  rawCount,
  type TestEnvironment,
} from "./support/test-env";

const password = "a long test password for the owner";
const minute = 60_000;
const hour = 60 * minute;

let env: TestEnvironment;
let sink: SmtpSink | undefined;
const clock = createClock("2025-03-10T15:00:00Z");
const owner = { clientAddress: "198.51.100.20" };
const attacker = { clientAddress: "203.0.113.66" };
const noSleep = async () => undefined;
const cart = resolveCart([1001, 2001], catalogueForCart);

beforeAll(async () => {
  // Small scrypt parameters keep the suite fast; the format is the production one.
  const hash = await hashPassword(password, { N: 2 ** 10, r: 8, p: 1 });
  env = await createTestEnvironment({ ADMIN_PASSWORD_HASH: hash });
  await getDb();
}, 120_000);

afterAll(async () => {
  await env.cleanup();
});

beforeEach(async () => {
  clock.set("2025-03-10T15:00:00Z");
  await env.resetTables();
});

afterEach(async () => {
  closeMailTransport();
  await sink?.close();
  sink = undefined;
  env.setEnv({ SMTP_URL: undefined });
});

async function attempt(pass: string, who = owner, previousToken?: string) {
  return signIn(await getDb(), pass, { ...who, now: clock.now(), previousToken, sleep: noSleep });
}

async function contactId(): Promise<string> {
  const [message] = await listContactMessages(await getDb());
  return message!.id;
}

describe(`admin sign-in (${driver})`, () => {
  it("signs in with the configured password and gives the same message for every wrong one", async () => {
    const wrong = await attempt("not it");
    const almost = await attempt(`${password} `);
    expect(wrong).toEqual({ ok: false, error: signInMessages.wrong });
    expect(almost).toEqual(wrong);
    const right = await attempt(password);
    expect(right.ok).toBe(true);
    if (right.ok)
      expect(await validateSession(await getDb(), right.token, clock.now())).toBeTruthy();
  });

  it("locks an address out after 5 failures, even for the right password, until the window ends", async () => {
    for (let i = 0; i < 5; i++) expect((await attempt(`guess ${i}`, attacker)).ok).toBe(false);
    const locked = await attempt(password, attacker);
    expect(locked.ok).toBe(false);
    if (!locked.ok) {
      expect(locked.error).toMatch(
        /^Too many attempts from this address\. Try again in \d+ minutes?\.$/,
      );
      expect(locked.retryAfterSeconds).toBeGreaterThan(0);
    }
    // The owner, from her own address, is not locked out by someone else's guesses.
    expect((await attempt(password, owner)).ok).toBe(true);

    clock.advance(15 * minute);
    expect((await attempt(password, attacker)).ok).toBe(true);
  });

  it("four failures do not lock; the fifth does", async () => {
    for (let i = 0; i < 4; i++) await attempt("wrong", attacker);
    expect((await attempt(password, attacker)).ok).toBe(true);
    await attempt("wrong", attacker);
    expect(await attempt(password, attacker)).toMatchObject({
      ok: false,
      error: expect.stringMatching(/Too many attempts/),
    });
  });

  it("slows every attempt down, without refusing it, after many failures from many addresses", async () => {
    const waits: number[] = [];
    const sleep = async (ms: number) => {
      waits.push(ms);
    };
    const db = await getDb();
    for (let i = 0; i < 20; i++) {
      await signIn(db, "wrong", { clientAddress: `192.0.2.${i + 1}`, now: clock.now(), sleep });
    }
    expect(waits).toEqual([]);
    const result = await signIn(db, password, { ...owner, now: clock.now(), sleep });
    expect(result.ok).toBe(true);
    expect(waits).toEqual([3_000]);
  });

  it("is disabled without a hash", async () => {
    const saved = process.env.ADMIN_PASSWORD_HASH;
    env.setEnv({ ADMIN_PASSWORD_HASH: undefined });
    try {
      expect(await attempt(password)).toEqual({ ok: false, error: signInMessages.disabled });
    } finally {
      env.setEnv({ ADMIN_PASSWORD_HASH: saved });
    }
  });
});

describe(`admin sessions (${driver})`, () => {
  it("rotates the session on sign-in: the previous token stops working", async () => {
    const first = await attempt(password);
    if (!first.ok) throw new Error("sign-in failed");
    const second = await attempt(password, owner, first.token);
    if (!second.ok) throw new Error("sign-in failed");
    const db = await getDb();
    expect(second.token).not.toBe(first.token);
    expect(await validateSession(db, first.token, clock.now())).toBeUndefined();
    expect(await validateSession(db, second.token, clock.now())).toBeDefined();
  });

  it("expires after 8 hours idle, and activity keeps it alive", async () => {
    const db = await getDb();
    const token = await createSession(db, clock.now());
    clock.advance(7 * hour);
    expect(await validateSession(db, token, clock.now())).toBeDefined();
    clock.advance(7 * hour);
    expect(await validateSession(db, token, clock.now())).toBeDefined();
    clock.advance(8 * hour);
    expect(await validateSession(db, token, clock.now())).toBeUndefined();
    // Expired means gone: going back in time does not revive it.
    clock.advance(-8 * hour);
    expect(await validateSession(db, token, clock.now())).toBeUndefined();
  });

  it("expires 7 days after sign-in however active", async () => {
    const db = await getDb();
    const token = await createSession(db, clock.now());
    for (let i = 0; i < 7 * 4 - 1; i++) {
      clock.advance(6 * hour);
      expect(await validateSession(db, token, clock.now())).toBeDefined();
    }
    clock.advance(6 * hour);
    expect(await validateSession(db, token, clock.now())).toBeUndefined();
  });

  it("is revoked on sign-out, and only the token's hash is stored", async () => {
    const db = await getDb();
    const token = await createSession(db, clock.now());
    const stored = await db.execute(`select token_hash from admin_sessions` as never);
    expect(JSON.stringify(stored)).not.toContain(token);
    await revokeSession(db, token);
    expect(await validateSession(db, token, clock.now())).toBeUndefined();
    expect(await rawCount(db, "admin_sessions")).toBe(0);
  });

  it("refuses every change without a valid session", async () => {
    await handleContactSubmission(contactPost(), { ...owner, now: clock.now });
    const id = await contactId();
    const db = await getDb();
    const post = formData({ type: "contact", id, status: "done" });
    const run = (token: string | undefined) =>
      runAdminChange(db, token, clock.now(), post, (d, input) => changeStatus(d, input));
    expect(await run(undefined)).toMatchObject({ ok: false, reason: "unauthorised" });
    expect(await run("forged-token")).toMatchObject({ ok: false, reason: "unauthorised" });
    const token = await createSession(db, clock.now());
    clock.advance(9 * hour);
    expect(await run(token)).toMatchObject({ ok: false, reason: "unauthorised" });
    expect((await getRequestDetail(db, "contact", id))?.request.status).toBe("new");
  });
});

describe(`admin inbox (${driver})`, () => {
  it("persists a status change and a private note", async () => {
    await handleContactSubmission(contactPost(), { ...owner, now: clock.now });
    const id = await contactId();
    const db = await getDb();
    const token = await createSession(db, clock.now());
    const run = (fields: Record<string, string>, change: typeof changeStatus) =>
      runAdminChange(db, token, clock.now(), formData(fields), change);

    expect(await run({ type: "contact", id, status: "contacted" }, changeStatus)).toMatchObject({
      ok: true,
    });
    expect(
      await run({ type: "contact", id, note: "  Called back,\r\nsends photos Friday. " }, saveNote),
    ).toMatchObject({ ok: true });
    const detail = await getRequestDetail(db, "contact", id);
    expect(detail?.request.status).toBe("contacted");
    expect(detail?.request.ownerNote).toBe("Called back,\nsends photos Friday.");

    expect(await run({ type: "contact", id, status: "archived" }, changeStatus)).toMatchObject({
      ok: false,
      reason: "invalid",
    });
    expect(await run({ type: "consultation", id, status: "done" }, changeStatus)).toMatchObject({
      ok: false,
      reason: "not_found",
    });
  });

  it("deletes a request with its pending e-mails (and a sample request's lines) in one go", async () => {
    await handleContactSubmission(contactPost(), { ...owner, now: clock.now });
    await handleSampleRequestSubmission(
      sampleRequestPost(),
      { ...owner, now: clock.now },
      cart.lines,
    );
    const db = await getDb();
    const id = await contactId();
    expect(await listOutboxMessagesFor(db, "contact", id)).toHaveLength(2);
    expect(await removeRequest(db, { type: "contact", id })).toMatchObject({ ok: true });
    expect(await getRequestDetail(db, "contact", id)).toBeUndefined();
    expect(await listOutboxMessagesFor(db, "contact", id)).toEqual([]);

    const [sample] = await listSampleRequests(db);
    expect(await removeRequest(db, { type: "sample_request", id: sample!.id })).toMatchObject({
      ok: true,
    });
    expect(await rawCount(db, "sample_request_lines")).toBe(0);
    expect(await rawCount(db, "email_outbox")).toBe(0);
    expect(await removeRequest(db, { type: "contact", id })).toMatchObject({ reason: "not_found" });
  });

  it("retries a failed e-mail and the worker delivers it", async () => {
    sink = await startSmtpSink();
    env.setEnv({ SMTP_URL: sink.url });
    sink.rejectRecipients(550);
    await handleContactSubmission(contactPost(), { ...owner, now: clock.now });
    const db = await getDb();
    const worker = createOutboxWorker({ database: getDb, now: clock.now, random: () => 0.5 });
    expect(await worker.runOnce()).toMatchObject({ failed: 2 });
    const id = await contactId();
    const [first, second] = await listOutboxMessagesFor(db, "contact", id);
    const inbox = await listInbox(db, { limit: 10, offset: 0 });
    expect(inbox.items[0]?.delivery).toMatchObject({ state: "failed" });

    sink.rejectRecipients(undefined);
    expect(
      await retryEmail(db, { type: "contact", id, emailId: first!.id }, clock.now()),
    ).toMatchObject({
      ok: true,
    });
    // An e-mail of another request cannot be retried through this one.
    expect(
      await retryEmail(
        db,
        { type: "contact", id: "00000000-0000-4000-8000-000000000000", emailId: second!.id },
        clock.now(),
      ),
    ).toMatchObject({ reason: "not_found" });
    expect(await worker.runOnce()).toMatchObject({ claimed: 1, sent: 1 });
    const mails = await sink.waitFor(1);
    expect(mails[0]!.to).toEqual([first!.to]);
    expect((await getOutboxMessage(db, first!.id))?.status).toBe("sent");
    expect(
      await retryEmail(db, { type: "contact", id, emailId: first!.id }, clock.now()),
    ).toMatchObject({
      ok: false,
    });
  });

  it("lists newest first with filters, search and paging, and exports the filtered list as CSV", async () => {
    const submit = async (minutes: number, run: () => Promise<unknown>) => {
      clock.set(new Date(Date.parse("2025-03-10T15:00:00Z") + minutes * minute));
      await run();
    };
    const ctx = { ...owner, now: clock.now };
    await submit(0, () => handleConsultationSubmission(consultationPost(), ctx));
    await submit(1, () =>
      handleContactSubmission(
        contactPost({
          name: "=cmd|' /C calc'!A0",
          email: "mallory@example.com",
          message: "+hello",
        }),
        ctx,
      ),
    );
    await submit(2, () => handleSampleRequestSubmission(sampleRequestPost(), ctx, cart.lines));
    const db = await getDb();

    const all = await listInbox(db, { limit: 10, offset: 0 });
    expect(all.total).toBe(3);
    expect(all.items.map((item) => item.type)).toEqual([
      "sample_request",
      "contact",
      "consultation",
    ]);
    expect(all.items[0]?.sampleCount).toBe(2);
    expect(all.items[2]).toMatchObject({ preferredDate: "2025-03-20", preferredTime: "10:00 AM" });
    expect(all.items.every((item) => item.delivery.state === "pending")).toBe(true);

    const page2 = await listInbox(db, { limit: 2, offset: 2 });
    expect(page2).toMatchObject({ total: 3, items: [{ type: "consultation" }] });
    expect(await listInbox(db, { limit: 2, offset: 4 })).toMatchObject({ total: 3, items: [] });
    expect((await listInbox(db, { type: "contact", limit: 10, offset: 0 })).total).toBe(1);
    expect((await listInbox(db, { q: "MALLORY@", limit: 10, offset: 0 })).items).toHaveLength(1);
    expect((await listInbox(db, { q: "jane", limit: 10, offset: 0 })).items[0]?.type).toBe(
      "consultation",
    );
    expect((await listInbox(db, { q: "%", limit: 10, offset: 0 })).total).toBe(0);
    const contact = (await listInbox(db, { type: "contact", limit: 10, offset: 0 })).items[0]!;
    await changeStatus(db, { type: "contact", id: contact.id, status: "done" });
    expect((await listInbox(db, { status: "done", limit: 10, offset: 0 })).items).toHaveLength(1);
    expect((await listInbox(db, { status: "new", limit: 10, offset: 0 })).total).toBe(2);

    const filtered = await listInbox(db, { type: "contact", limit: 10_000, offset: 0 });
    const csv = inboxCsv(filtered.items);
    const lines = csv.slice(1).trimEnd().split("\r\n");
    expect(lines).toHaveLength(2);
    expect(lines[1]).toContain(`,'=cmd|' /C calc'!A0,`);
    expect(lines[1]).toContain(",mallory@example.com,");
    expect(lines[1]).toContain(",'+hello,");
    expect(lines[1]).toContain(",Message,Done,");
  });

  it("retention deletes only handled requests older than the cutoff, with their e-mails", async () => {
    const ctx = { ...owner, now: clock.now };
    await handleContactSubmission(contactPost(), ctx);
    await handleContactSubmission(
      contactPost({ email: "other@example.com", message: "Second" }),
      ctx,
    );
    const db = await getDb();
    const [a, b] = await listContactMessages(db);
    await changeStatus(db, { type: "contact", id: a!.id, status: "done" });
    expect(await deleteDoneRequestsBefore(db, new Date("2025-03-10T14:00:00Z"))).toBe(0);
    expect(await deleteDoneRequestsBefore(db, new Date("2025-03-11T00:00:00Z"))).toBe(1);
    expect(await getRequestDetail(db, "contact", a!.id)).toBeUndefined();
    expect(await listOutboxMessagesFor(db, "contact", a!.id)).toEqual([]);
    expect(await getRequestDetail(db, "contact", b!.id)).toBeDefined();
  });

  it("housekeeping applies RETENTION_MONTHS, drops idle sessions and keeps a lock-out", async () => {
    const ctx = { ...owner, now: clock.now };
    await handleContactSubmission(contactPost(), ctx);
    const db = await getDb();
    const id = await contactId();
    await changeStatus(db, { type: "contact", id, status: "done" });
    const token = await createSession(db, clock.now());
    for (let i = 0; i < 5; i++) await attempt("wrong", attacker);

    // Ten minutes on, with the forms' window at one minute: the sign-in lock-out must stay.
    env.setEnv({ RATE_LIMIT_WINDOW_SECONDS: "60" });
    try {
      clock.advance(10 * minute);
      await runHousekeeping(clock.now());
      expect((await attempt(password, attacker)).ok).toBe(false);
    } finally {
      env.setEnv({ RATE_LIMIT_WINDOW_SECONDS: "600" });
    }

    // Retention off (0): nothing is deleted however old.
    clock.set("2025-06-10T15:00:00Z");
    await runHousekeeping(clock.now());
    expect(await getRequestDetail(db, "contact", id)).toBeDefined();
    expect(await rawCount(db, "admin_sessions")).toBe(0);
    expect(await validateSession(db, token, clock.now())).toBeUndefined();

    env.setEnv({ RETENTION_MONTHS: "3" });
    try {
      clock.set("2025-06-09T15:00:00Z");
      await runHousekeeping(clock.now());
      expect(await getRequestDetail(db, "contact", id)).toBeDefined();
      clock.set("2025-06-10T15:00:01Z");
      await runHousekeeping(clock.now());
      expect(await getRequestDetail(db, "contact", id)).toBeUndefined();
      expect(await rawCount(db, "email_outbox")).toBe(0);
    } finally {
      env.setEnv({ RETENTION_MONTHS: undefined });
    }
  });
});
