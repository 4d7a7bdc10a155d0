import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";

import {
  bodyTooLargeToast,
  consultationFailureToast,
  consultationRequiredToast,
  consultationSuccessToast,
  contactFailureToast,
  contactSuccessToast,
  fieldMessages,
} from "@/lib/forms/form-messages";
import { closeDb, getDb } from "@/server/db/client";
import {
  countOutboxByStatus,
  listConsultationRequests,
  listContactMessages,
  listOutboxMessagesFor,
} from "@/server/db/queries";
import { handleConsultationSubmission } from "@/server/forms/consultation/handle-consultation";
import { handleContactSubmission } from "@/server/forms/contact/handle-contact";

import { consultationPost, contactPost } from "./support/forms";
import { createClock, driver, rawCount, setUpTestEnvironment, testMail } from "./support/test-env";

const clock = createClock("2025-03-10T15:00:00Z");
const visitor = { clientAddress: "203.0.113.7", now: clock.now };

const env = setUpTestEnvironment({
  clock,
  start: "2025-03-10T15:00:00Z",
  eachTest: { RATE_LIMIT_MAX: "1000", RATE_LIMIT_WINDOW_SECONDS: "600" },
});

describe(`form submissions (${driver})`, () => {
  it("stores a consultation request with its two e-mails in the outbox", async () => {
    const state = await handleConsultationSubmission(
      consultationPost({ productName: "Verdure Chinoiserie" }),
      visitor,
    );
    expect(state).toMatchObject({ status: "success", toast: consultationSuccessToast });
    expect(Object.values(state.values).every((value) => value === "")).toBe(true);

    const db = await getDb();
    const [request, ...others] = await listConsultationRequests(db);
    expect(others).toHaveLength(0);
    expect(request).toMatchObject({
      name: "Jane Doe",
      email: "jane.doe@example.com",
      phone: "+1 (305) 555-0100",
      preferredDate: "2025-03-20",
      preferredTime: "10:00 AM",
      message: "We are redoing the dining room <and> the hallway.\nSomething with birds?",
      productName: "Verdure Chinoiserie",
      sourcePage: "/consultation",
      landingPage: "/?utm_source=houzz&utm_campaign=spring",
      utm: { utm_source: "houzz", utm_campaign: "spring" },
      status: "new",
      ownerNote: null,
    });
    expect(request!.createdAt.toISOString()).toBe("2025-03-10T15:00:00.000Z");

    const outbox = await listOutboxMessagesFor(db, "consultation", request!.id);
    expect(outbox.map((m) => [m.kind, m.to, m.replyTo, m.status])).toEqual([
      ["owner_notification", testMail.owner, "jane.doe@example.com", "pending"],
      ["visitor_confirmation", "jane.doe@example.com", testMail.owner, "pending"],
    ]);
    expect(outbox[0]!.giveUpAt.toISOString()).toBe("2025-03-11T15:00:00.000Z");
  });

  it("stores 'Not specified' when no time is chosen", async () => {
    await handleConsultationSubmission(consultationPost({ preferredTime: "" }), visitor);
    const [request] = await listConsultationRequests(await getDb());
    expect(request?.preferredTime).toBe("Not specified");
  });

  it("stores a contact message with the fixed subject", async () => {
    const state = await handleContactSubmission(contactPost(), visitor);
    expect(state).toMatchObject({ status: "success", toast: contactSuccessToast });
    const db = await getDb();
    const [message] = await listContactMessages(db);
    expect(message).toMatchObject({
      name: "Sam Rivera",
      subject: "Contact Form Submission",
      phone: null,
      message: "Do you carry blue grasscloth?\nThank you.",
      sourcePage: "/contact",
      utm: {},
    });
    expect(await listOutboxMessagesFor(db, "contact", message!.id)).toHaveLength(2);
  });

  it("refuses missing required fields with the required-fields toast, storing nothing", async () => {
    const state = await handleConsultationSubmission(
      consultationPost({ name: "", email: " ", preferredDate: "" }),
      visitor,
    );
    expect(state.status).toBe("error");
    expect(state.toast).toEqual(consultationRequiredToast);
    expect(state.fieldErrors).toMatchObject({
      name: fieldMessages.nameRequired,
      email: fieldMessages.emailRequired,
      preferredDate: fieldMessages.dateRequired,
    });
    expect(state.values.message).toContain("dining room");
    const db = await getDb();
    expect(await rawCount(db, "consultation_requests")).toBe(0);
    expect(await rawCount(db, "email_outbox")).toBe(0);
  });

  it.each([
    ["name", "Jane\r\nBcc: victim@example.com"],
    ["email", "jane@example.com\r\nBcc: victim@example.com"],
    ["phone", "555\nBcc: victim@example.com"],
    ["productName", "Damask\r\nBcc: victim@example.com"],
  ])("refuses header injection in %s", async (field, value) => {
    const state = await handleConsultationSubmission(consultationPost({ [field]: value }), visitor);
    expect(state.status).toBe("error");
    expect(state.fieldErrors).toHaveProperty(field);
    expect(await rawCount(await getDb(), "email_outbox")).toBe(0);
  });

  describe.each([
    ["consultation", handleConsultationSubmission, consultationPost, "consultation_requests"],
    ["contact", handleContactSubmission, contactPost, "contact_messages"],
  ] as const)("%s names the visitor cannot see", (_form, handle, post, table) => {
    it.each([
      ["zero-width characters only", "\u200b\u200c\u200d\u2060\ufeff", fieldMessages.nameRequired],
      ["a soft hyphen and no-break spaces only", "\u00ad\u00a0 \u00a0", fieldMessages.nameRequired],
      ["a right-to-left override", "Jane \u202eeoD", fieldMessages.hiddenCharacters],
      ["a right-to-left isolate", "\u2067Jane Doe\u2069", fieldMessages.hiddenCharacters],
    ])("refuses a name of %s, storing and sending nothing", async (_case, name, message) => {
      const state = await handle(post({ name }), visitor);
      expect(state.status).toBe("error");
      expect(state.fieldErrors).toEqual({ name: message });
      // The visitor's other values stay in the form to be corrected.
      expect(state.values.email).not.toBe("");
      const db = await getDb();
      expect(await rawCount(db, table)).toBe(0);
      expect(await rawCount(db, "email_outbox")).toBe(0);
    });
  });

  it("refuses a date in the past in New York", async () => {
    const state = await handleConsultationSubmission(
      consultationPost({ preferredDate: "2025-03-09" }),
      visitor,
    );
    expect(state.fieldErrors.preferredDate).toBe(fieldMessages.datePast);
  });

  it("pretends success to a filled honeypot and stores nothing", async () => {
    const state = await handleContactSubmission(contactPost({ website: "http://spam" }), visitor);
    expect(state).toMatchObject({ status: "success", toast: contactSuccessToast });
    const db = await getDb();
    expect(await rawCount(db, "contact_messages")).toBe(0);
    expect(await rawCount(db, "email_outbox")).toBe(0);
    expect(await rawCount(db, "rate_limits")).toBe(0);
  });

  it("refuses an oversized post with a clear message", async () => {
    const state = await handleContactSubmission(
      contactPost({ message: "x".repeat(5_000), padding: "y".repeat(40_000) }),
      visitor,
    );
    expect(state).toMatchObject({ status: "error", toast: bodyTooLargeToast });
    expect(state.values.message).toHaveLength(5_000);
    expect(await rawCount(await getDb(), "contact_messages")).toBe(0);
  });

  describe("rate limit", () => {
    it("allows RATE_LIMIT_MAX posts per window, per form and address", async () => {
      env().setEnv({ RATE_LIMIT_MAX: "2", RATE_LIMIT_WINDOW_SECONDS: "600" });
      const post = (name: string) => consultationPost({ name });
      expect((await handleConsultationSubmission(post("A"), visitor)).status).toBe("success");
      clock.advance(60_000);
      expect((await handleConsultationSubmission(post("B"), visitor)).status).toBe("success");
      clock.advance(60_000);
      const limited = await handleConsultationSubmission(post("C"), visitor);
      expect(limited.status).toBe("error");
      // 15:02 in a window that began at 15:00 and lasts ten minutes: eight minutes left.
      expect(limited.toast?.description).toBe("Too many requests, please try again in 8 minutes.");
      expect(limited.values.name).toBe("C");

      // Another address and another form are counted apart.
      const neighbour = { clientAddress: "198.51.100.4", now: clock.now };
      expect((await handleConsultationSubmission(post("D"), neighbour)).status).toBe("success");
      expect((await handleContactSubmission(contactPost(), visitor)).status).toBe("success");

      clock.advance(8 * 60_000);
      expect((await handleConsultationSubmission(post("E"), visitor)).status).toBe("success");
      const names = (await listConsultationRequests(await getDb())).map((r) => r.name).sort();
      expect(names).toEqual(["A", "B", "D", "E"]);
    });

    it("counts an IPv6 /64 as one visitor", async () => {
      env().setEnv({ RATE_LIMIT_MAX: "1" });
      const first = { clientAddress: "2001:db8:1:2::1", now: clock.now };
      const second = { clientAddress: "2001:db8:1:2:ffff::9", now: clock.now };
      expect((await handleContactSubmission(contactPost({ name: "A" }), first)).status).toBe(
        "success",
      );
      const state = await handleContactSubmission(contactPost({ name: "B" }), second);
      expect(state.toast?.description).toMatch(/^Too many requests, please try again in/);
    });
  });

  describe("idempotency", () => {
    it("stores one request for a double submit with the client's key", async () => {
      const key = "0b7c6a52-3f1e-4c9a-9d7b-2f0e1a4c8b6d";
      const [a, b] = await Promise.all([
        handleConsultationSubmission(consultationPost({ idempotencyKey: key }), visitor),
        handleConsultationSubmission(consultationPost({ idempotencyKey: key }), visitor),
      ]);
      expect([a.status, b.status]).toEqual(["success", "success"]);
      clock.advance(60 * 60_000);
      const late = await handleConsultationSubmission(
        consultationPost({ idempotencyKey: key }),
        visitor,
      );
      expect(late.status).toBe("success");
      const db = await getDb();
      expect(await rawCount(db, "consultation_requests")).toBe(1);
      expect(await rawCount(db, "email_outbox")).toBe(2);
    });

    it("without a key, treats the same values within ten minutes as one", async () => {
      await handleContactSubmission(contactPost(), visitor);
      clock.advance(30_000);
      await handleContactSubmission(
        contactPost({ name: "  sam   RIVERA ", email: "SAM.RIVERA@example.com" }),
        visitor,
      );
      const db = await getDb();
      expect(await rawCount(db, "contact_messages")).toBe(1);

      clock.advance(11 * 60_000);
      await handleContactSubmission(contactPost(), visitor);
      expect(await rawCount(db, "contact_messages")).toBe(2);
      expect(await rawCount(db, "email_outbox")).toBe(4);
    });

    it("still sees the duplicate across a window edge", async () => {
      clock.set("2025-03-10T15:09:59Z");
      await handleContactSubmission(contactPost(), visitor);
      clock.set("2025-03-10T15:10:01Z");
      await handleContactSubmission(contactPost(), visitor);
      expect(await rawCount(await getDb(), "contact_messages")).toBe(1);
    });

    it("stores different values as different messages", async () => {
      await handleContactSubmission(contactPost(), visitor);
      await handleContactSubmission(contactPost({ message: "Another question." }), visitor);
      expect(await rawCount(await getDb(), "contact_messages")).toBe(2);
    });
  });

  describe("database failures", () => {
    it("leaves no half-written submission when the outbox insert fails", async () => {
      const db = await getDb();
      await db.execute(sql`
        create or replace function fail_outbox_insert() returns trigger as $$
        begin raise exception 'outbox unavailable'; end
        $$ language plpgsql`);
      await db.execute(sql`
        create trigger fail_outbox_insert before insert on email_outbox
        for each row execute function fail_outbox_insert()`);
      try {
        const state = await handleConsultationSubmission(consultationPost(), visitor);
        expect(state).toMatchObject({ status: "error", toast: consultationFailureToast });
        expect(state.values).toMatchObject({ name: "Jane Doe", preferredTime: "10:00 AM" });
        expect(await rawCount(db, "consultation_requests")).toBe(0);

        const contact = await handleContactSubmission(contactPost(), visitor);
        expect(contact).toMatchObject({ status: "error", toast: contactFailureToast });
        expect(await rawCount(db, "contact_messages")).toBe(0);
      } finally {
        await db.execute(sql`drop trigger if exists fail_outbox_insert on email_outbox`);
      }
      // The same post goes through once the database is healthy again.
      expect((await handleConsultationSubmission(consultationPost(), visitor)).status).toBe(
        "success",
      );
      expect(await countOutboxByStatus(db)).toMatchObject({ pending: 2 });
    });

    it("answers with the failure toast when the database is unreachable", async () => {
      await closeDb();
      const saved = { DATABASE_URL: env().databaseUrl, DATA_DIR: env().dataDir };
      env().setEnv({ DATABASE_URL: "postgres://nobody@127.0.0.1:9/none" });
      try {
        const started = Date.now();
        const state = await handleContactSubmission(contactPost(), visitor);
        expect(state).toMatchObject({ status: "error", toast: contactFailureToast });
        expect(state.values.name).toBe("Sam Rivera");
        expect(Date.now() - started).toBeLessThan(6_000);
      } finally {
        await closeDb();
        env().setEnv(saved);
      }
      expect((await handleContactSubmission(contactPost(), visitor)).status).toBe("success");
    });
  });
});
