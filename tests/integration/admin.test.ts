import { sql, type SQL } from "drizzle-orm";
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
import { signIn, signInMessages, type SignInResult } from "@/server/admin/sign-in";
import { deleteDoneRequestsBefore, listInbox } from "@/server/db/admin-queries";
import { getDb, openDatabase, type Database } from "@/server/db/client";
import {
  getOutboxMessage,
  listContactMessages,
  listOutboxMessagesFor,
  listSampleRequests,
} from "@/server/db/queries";
import { handleConsultationSubmission } from "@/server/forms/consultation/handle-consultation";
import { handleContactSubmission } from "@/server/forms/contact/handle-contact";
import { handleSampleRequestSubmission } from "@/server/forms/sample-request/handle-sample-request";
import { closeMailTransport } from "@/server/mail/send-email";
import { runHousekeeping } from "@/server/outbox/outbox-runtime";
import { createOutboxWorker } from "@/server/outbox/worker";
import { catalogForCart } from "@/server/samples/sample-cart";

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
const cart = resolveCart([1001, 2001], catalogForCart);

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

/** One attempt at a time: the wait for its slot moves the test clock on, as real time would. */
async function attempt(pass: string, who = owner, previousToken?: string) {
  return signIn(await getDb(), pass, {
    ...who,
    now: clock.now(),
    previousToken,
    sleep: async (ms) => clock.advance(ms),
  });
}

/**
 * Runs attempts side by side on virtual time. Every wait for a slot is held, then released in
 * slot order, one at a time and only once every other attempt is asleep or done: in production
 * slots are 1.5 s apart and a check takes milliseconds. `waits` lists every wait asked for.
 */
function sideBySide() {
  const sleepers: { ms: number; wake: () => void }[] = [];
  const waits: number[] = [];
  let running = 0;
  const sleep = (ms: number) =>
    new Promise<void>((resolve) => {
      waits.push(ms);
      running -= 1;
      sleepers.push({
        ms,
        wake: () => {
          running += 1;
          resolve();
        },
      });
    });
  const settled = async () => {
    while (running > 0) await new Promise((resolve) => setTimeout(resolve, 1));
  };
  return {
    waits,
    start(pass: string, clientAddress: string, db?: Database): Promise<SignInResult> {
      running += 1;
      return (async () => {
        try {
          return await signIn(db ?? (await getDb()), pass, {
            clientAddress,
            now: clock.now(),
            sleep,
          });
        } finally {
          running -= 1;
        }
      })();
    },
    /** Until every attempt started so far has its slot (or its answer). */
    settled,
    async drain() {
      await settled();
      while (sleepers.length > 0) {
        sleepers.sort((a, b) => a.ms - b.ms);
        sleepers.shift()!.wake();
        await settled();
      }
    },
  };
}

const spacing = 1_500;
const address = (i: number) => `192.0.${Math.floor(i / 250)}.${(i % 250) + 1}`;

async function queryRow<T>(db: Database, query: SQL): Promise<T> {
  const result = await db.execute(query);
  return (result as unknown as { rows: T[] }).rows[0]!;
}

/** How many wrong passwords are recorded, and the time from the first to the last. */
async function failureRecords() {
  const row = await queryRow<{
    n: number;
    first: string | Date | null;
    last: string | Date | null;
  }>(
    await getDb(),
    sql`select coalesce(sum(count), 0)::int as n, min(window_start) as first,
      max(window_start) as last from rate_limits where key like 'admin-sign-in:%'`,
  );
  return {
    count: Number(row.n),
    spanMs: row.first && row.last ? +new Date(row.last) - +new Date(row.first) : 0,
  };
}

async function slotsReserved(): Promise<number> {
  const row = await queryRow<{ n: number }>(
    await getDb(),
    sql`select count(*)::int as n from rate_limits where key like 'admin-sign-in-slot:%'`,
  );
  return Number(row.n);
}

/** "ok", "wrong", "locked" or "busy"; anything else as its message. */
function outcome(result: SignInResult): string {
  if (result.ok) return "ok";
  if (result.error === signInMessages.wrong) return "wrong";
  if (result.error === signInMessages.busy) return "busy";
  if (/^Too many attempts from this address/.test(result.error)) return "locked";
  return result.error;
}

function tally(results: SignInResult[]): Record<string, number> {
  const counts: Record<string, number> = {};
  for (const result of results) counts[outcome(result)] = (counts[outcome(result)] ?? 0) + 1;
  return counts;
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

  it("locks an address after 5 failures until 15 minutes after the last one, not a window's end", async () => {
    for (let i = 0; i < 4; i++)
      expect(await attempt(`guess ${i}`, attacker)).toMatchObject({ ok: false });
    // The fifth failure comes 10 minutes later: a fixed 15-minute window would end 5 minutes on.
    clock.advance(10 * minute);
    expect(outcome(await attempt("guess 4", attacker))).toBe("wrong");
    const lastFailure = clock.now().getTime();

    const locked = await attempt(password, attacker);
    expect(locked.ok).toBe(false);
    if (!locked.ok) {
      expect(locked.error).toBe("Too many attempts from this address. Try again in 15 minutes.");
      expect(locked.retryAfterSeconds).toBe(15 * 60);
    }
    // The owner, from her own address, is not locked out by someone else's guesses.
    expect((await attempt(password, owner)).ok).toBe(true);

    // 14 minutes after the last failure: still locked, and attempts while locked are refused
    // without a check or a slot, so they do not push the end of the lock back.
    const slots = await slotsReserved();
    clock.set(new Date(lastFailure + 14 * minute));
    expect(await attempt(password, attacker)).toMatchObject({
      ok: false,
      error: "Too many attempts from this address. Try again in 1 minute.",
      retryAfterSeconds: 60,
    });
    clock.set(new Date(lastFailure + 15 * minute - 1));
    expect(outcome(await attempt(password, attacker))).toBe("locked");
    expect(await slotsReserved()).toBe(slots);
    expect((await failureRecords()).count).toBe(5);

    clock.set(new Date(lastFailure + 15 * minute));
    expect((await attempt(password, attacker)).ok).toBe(true);
  });

  it("four failures do not lock; the fifth does; failures more than 15 minutes apart do not add up", async () => {
    for (let i = 0; i < 4; i++) await attempt("wrong", attacker);
    expect((await attempt(password, attacker)).ok).toBe(true);
    await attempt("wrong", attacker);
    expect(await attempt(password, attacker)).toMatchObject({
      ok: false,
      error: expect.stringMatching(/Too many attempts/),
    });

    const other = { clientAddress: "203.0.113.77" };
    for (let i = 0; i < 4; i++) await attempt("wrong", other);
    clock.advance(15 * minute);
    await attempt("wrong", other);
    expect((await attempt(password, other)).ok).toBe(true);
  });

  it("checks 100 attempts sent at once from 100 addresses one at a time, 1.5 s apart", async () => {
    const run = sideBySide();
    const started = Date.now();
    const results = Array.from({ length: 100 }, (_, i) => run.start(`guess ${i}`, address(i)));
    await run.settled();
    // Every attempt has its slot before any is checked: the first at once, the last 148.5 s on.
    expect([...run.waits].sort((a, b) => a - b)).toEqual(
      Array.from({ length: 99 }, (_, i) => (i + 1) * spacing),
    );
    await run.drain();
    expect(tally(await Promise.all(results))).toEqual({ wrong: 100 });
    // Each was checked, and its failure counted, at its own slot.
    expect(await failureRecords()).toEqual({ count: 100, spanMs: 99 * spacing });
    // The next attempt, whoever sends it, waits for the whole queue: 100 slots of 1.5 s.
    const queue = await queryRow<{ next_slot: string | Date }>(
      await getDb(),
      sql`select next_slot from admin_sign_in_queue`,
    );
    expect(+new Date(queue.next_slot) - clock.now().getTime()).toBe(100 * spacing);
    // On the virtual clock: the test itself takes a moment, not 2.5 minutes.
    expect(Date.now() - started).toBeLessThan(60_000);

    // The owner, from an address she never used, is slowed by the queue but signs in.
    const ownerWaits: number[] = [];
    const signedIn = await signIn(await getDb(), password, {
      clientAddress: "198.51.100.99",
      now: clock.now(),
      sleep: async (ms) => {
        ownerWaits.push(ms);
      },
    });
    expect(signedIn.ok).toBe(true);
    expect(ownerWaits).toEqual([100 * spacing]);
  });

  it("a full queue turns attempts away unchecked, but queues the owner from an address she used", async () => {
    expect((await attempt(password, owner)).ok).toBe(true);
    clock.advance(hour);

    const run = sideBySide();
    const attacks = Array.from({ length: 130 }, (_, i) => run.start(`guess ${i}`, address(i)));
    await run.settled();
    // 3 minutes of 1.5 s slots: 121 attempts wait (the first not at all), 9 are turned away.
    expect(run.waits).toHaveLength(120);
    expect(Math.max(...run.waits)).toBe(3 * minute);

    // The right password from an unknown address is refused without a check, and told when.
    const stranger = run.start(password, "198.51.100.99");
    await run.settled();
    expect(await stranger).toEqual({
      ok: false,
      error: "Too many sign-in attempts right now; try again in a few minutes.",
      retryAfterSeconds: 2,
    });

    // From the address she signed in from before, the owner queues past the 3 minutes.
    const ownerAttempt = run.start(password, owner.clientAddress);
    await run.settled();
    expect(run.waits.at(-1)).toBe(121 * spacing);
    await run.drain();
    expect((await ownerAttempt).ok).toBe(true);
    expect(tally(await Promise.all(attacks))).toEqual({ wrong: 121, busy: 9 });
    expect((await failureRecords()).count).toBe(121);
  });

  it("a few addresses cannot fill the queue: each holds two waiting slots at most", async () => {
    const run = sideBySide();
    const attacks = Array.from({ length: 200 }, (_, i) => run.start(`guess ${i}`, address(i % 10)));
    await run.settled();
    // The first attempt has its slot at once; then two waiting slots for each of 10 addresses.
    expect(run.waits).toHaveLength(20);
    const ownerAttempt = run.start(password, "198.51.100.99");
    await run.settled();
    expect(run.waits.at(-1)).toBe(21 * spacing);
    await run.drain();
    expect((await ownerAttempt).ok).toBe(true);
    expect(tally(await Promise.all(attacks))).toEqual({ wrong: 21, busy: 179 });
  });

  it("parallel attempts from one address stop being checked at the fifth failure", async () => {
    for (let i = 0; i < 4; i++) await attempt("wrong", attacker);
    clock.advance(minute);
    const run = sideBySide();
    const results = Array.from({ length: 10 }, (_, i) =>
      run.start(`guess ${i}`, attacker.clientAddress),
    );
    await run.drain();
    const counts = tally(await Promise.all(results));
    // One is checked at once and is the fifth failure; the two that waited for their slots find
    // the address locked there and are not checked; the rest found no slot to wait for.
    expect(run.waits).toEqual([spacing, 2 * spacing]);
    expect(counts).toEqual({ wrong: 1, locked: 2, busy: 7 });
    expect((await failureRecords()).count).toBe(5);
  });

  it("attackers locking their own addresses never lock the owner's", async () => {
    for (let i = 0; i < 30; i++) {
      for (let j = 0; j < 5; j++) await attempt("wrong", { clientAddress: address(i) });
    }
    expect(outcome(await attempt(password, { clientAddress: address(0) }))).toBe("locked");
    expect(outcome(await attempt(password, { clientAddress: address(29) }))).toBe("locked");
    const before = clock.now().getTime();
    expect((await attempt(password, owner)).ok).toBe(true);
    // No lock and no queue left behind: she waits one slot at most.
    expect(clock.now().getTime() - before).toBeLessThanOrEqual(spacing);
  });

  it.runIf(driver === "postgres")(
    "instances sharing one PostgreSQL take turns in the same queue",
    async () => {
      const handles = await Promise.all(
        [0, 1].map(() => openDatabase({ databaseUrl: env.databaseUrl, dataDir: env.dataDir })),
      );
      try {
        const databases = [await getDb(), ...handles.map((handle) => handle.db)];
        const run = sideBySide();
        const results = Array.from({ length: 60 }, (_, i) =>
          run.start(`guess ${i}`, address(i), databases[i % 3]),
        );
        await run.settled();
        expect([...run.waits].sort((a, b) => a - b)).toEqual(
          Array.from({ length: 59 }, (_, i) => (i + 1) * spacing),
        );
        await run.drain();
        expect(tally(await Promise.all(results))).toEqual({ wrong: 60 });
      } finally {
        await Promise.all(handles.map((handle) => handle.close()));
      }
    },
  );

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
    // One failure, then four 14 minutes later: locked until 15 minutes after the last, which
    // still needs the first, then nearly 30 minutes old.
    await attempt("wrong", attacker);
    clock.advance(14 * minute);
    for (let i = 0; i < 4; i++) await attempt("wrong", attacker);
    const lockEnds = clock.now().getTime() + 15 * minute;

    // With the forms' window at one minute, the sign-in lock-out must stay to its end.
    env.setEnv({ RATE_LIMIT_WINDOW_SECONDS: "60" });
    try {
      clock.set(new Date(lockEnds - 1000));
      await runHousekeeping(clock.now());
      expect(outcome(await attempt(password, attacker))).toBe("locked");
      clock.set(new Date(lockEnds));
      await runHousekeeping(clock.now());
      expect((await attempt(password, attacker)).ok).toBe(true);
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
