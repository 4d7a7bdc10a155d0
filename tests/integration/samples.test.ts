import { sql } from "drizzle-orm";
import { afterEach, describe, expect, it } from "vitest";

import {
  fieldMessages,
  sampleRequestEmptyToast,
  sampleRequestFailureToast,
  sampleRequestSuccessToast,
} from "@/lib/forms/form-messages";
import { resolveCart } from "@/lib/samples/cart-lines";
import { getDb } from "@/server/db/client";
import { listOutboxMessagesFor, listSampleRequests } from "@/server/db/queries";
import { handleSampleRequestSubmission } from "@/server/forms/sample-request/handle-sample-request";
import { type OutboxWorker } from "@/server/outbox/worker";
import { catalogForCart } from "@/server/samples/sample-cart";

import { sampleRequestPost } from "./support/forms";
import { decodeHeader, findPart, parseMime } from "./support/mime";
import { deliverSubmissionMail, stopTestMail } from "./support/outbox-mail";
import { startSmtpSink, type SmtpSink } from "./support/smtp-sink";
import { createClock, driver, rawCount, setUpTestEnvironment, testMail } from "./support/test-env";

let sink: SmtpSink | undefined;
const workers: OutboxWorker[] = [];
const clock = createClock("2025-03-10T15:00:00Z");
const visitor = { clientAddress: "203.0.113.9", now: clock.now };

// Three real catalog products, priced by the programme ($5.00 each).
const cart = resolveCart([1001, 2001, 13008], catalogForCart);
const [first, second, third] = cart.lines;

const env = setUpTestEnvironment({
  clock,
  start: "2025-03-10T15:00:00Z",
  eachTest: { RATE_LIMIT_MAX: "1000", RATE_LIMIT_WINDOW_SECONDS: "600" },
});

afterEach(async () => {
  await stopTestMail(workers, sink, env());
  sink = undefined;
});

describe(`sample requests (${driver})`, () => {
  it("has three real products in the test cart", () => {
    expect(cart.unknownIds).toEqual([]);
    expect(cart.lines).toHaveLength(3);
  });

  it("stores the request, its lines and two e-mails together", async () => {
    const state = await handleSampleRequestSubmission(
      sampleRequestPost({}, [String(second!.productId)]),
      visitor,
      cart.lines,
    );
    expect(state).toMatchObject({ status: "success", toast: sampleRequestSuccessToast });
    expect(state.reference).toMatch(/^[0-9A-F]{8}$/);

    const db = await getDb();
    const [request, ...others] = await listSampleRequests(db);
    expect(others).toHaveLength(0);
    expect(request).toMatchObject({
      name: "Elena Marquez",
      email: "elena.marquez@example.com",
      street: "1200 Alhambra Circle, Apt 4",
      city: "Coral Gables",
      state: "FL",
      zip: "33134-1234",
      totalCents: 1500,
      sourcePage: "/checkout",
      status: "new",
    });
    expect(request!.id.replace(/-/g, "").slice(0, 8).toUpperCase()).toBe(state.reference);
    expect(request!.lines).toEqual([
      {
        position: 1,
        productId: first!.productId,
        productName: first!.name,
        brand: first!.brand,
        priceCents: 500,
        currentRun: false,
      },
      {
        position: 2,
        productId: second!.productId,
        productName: second!.name,
        brand: second!.brand,
        priceCents: 500,
        currentRun: true,
      },
      {
        position: 3,
        productId: third!.productId,
        productName: third!.name,
        brand: third!.brand,
        priceCents: 500,
        currentRun: false,
      },
    ]);

    const outbox = await listOutboxMessagesFor(db, "sample_request", request!.id);
    expect(outbox.map((m) => [m.kind, m.to, m.replyTo, m.status])).toEqual([
      ["owner_notification", testMail.owner, "elena.marquez@example.com", "pending"],
      ["visitor_confirmation", "elena.marquez@example.com", testMail.owner, "pending"],
    ]);
    const owner = outbox[0]!;
    for (const line of cart.lines)
      expect(owner.text).toContain(`${line.name} (#${line.productId})`);
    expect(owner.text).toContain(
      `2. ${second!.name} (#${second!.productId}), ${second!.brand}: $5.00 · Current-run cutting requested`,
    );
    expect(owner.text).not.toContain(
      `1. ${first!.name} (#${first!.productId}), ${first!.brand}: $5.00 ·`,
    );
    expect(owner.text).toContain(
      "Ship to:\n1200 Alhambra Circle, Apt 4\nCoral Gables, FL 33134-1234",
    );
    expect(owner.text).toContain("Total: $15.00");
  });

  it("ignores a current-run tick for a product that is not in the cart", async () => {
    await handleSampleRequestSubmission(
      sampleRequestPost({}, ["9999", "x", String(first!.productId)]),
      visitor,
      cart.lines,
    );
    const [request] = await listSampleRequests(await getDb());
    expect(request!.lines.map((line) => line.currentRun)).toEqual([true, false, false]);
  });

  it("refuses bad fields, keeps the values and the ticks, and stores nothing", async () => {
    const state = await handleSampleRequestSubmission(
      sampleRequestPost({ zip: "3313", street: "" }, [String(third!.productId)]),
      visitor,
      cart.lines,
    );
    expect(state.status).toBe("error");
    expect(state.fieldErrors).toEqual({
      zip: fieldMessages.zipInvalid,
      street: fieldMessages.streetRequired,
    });
    expect(state.values).toMatchObject({
      name: "Elena Marquez",
      zip: "3313",
      city: "Coral Gables",
    });
    expect(state.currentRun).toEqual([third!.productId]);
    const db = await getDb();
    expect(await rawCount(db, "sample_requests")).toBe(0);
    expect(await rawCount(db, "email_outbox")).toBe(0);
  });

  it.each([
    ["zero-width characters only", "\u200b\u200d\ufeff", fieldMessages.nameRequired],
    ["a right-to-left override", "Elena \u202ezeuqraM", fieldMessages.hiddenCharacters],
  ])("refuses a name of %s, storing and sending nothing", async (_case, name, message) => {
    const state = await handleSampleRequestSubmission(
      sampleRequestPost({ name }),
      visitor,
      cart.lines,
    );
    expect(state.status).toBe("error");
    expect(state.fieldErrors).toEqual({ name: message });
    expect(state.values.street).toBe("1200 Alhambra Circle, Apt 4");
    const db = await getDb();
    expect(await rawCount(db, "sample_requests")).toBe(0);
    expect(await rawCount(db, "sample_request_lines")).toBe(0);
    expect(await rawCount(db, "email_outbox")).toBe(0);
  });

  it("refuses an address line with hidden formatting characters", async () => {
    const state = await handleSampleRequestSubmission(
      sampleRequestPost({ city: "Coral\u2066 Gables" }),
      visitor,
      cart.lines,
    );
    expect(state.fieldErrors).toEqual({ city: fieldMessages.hiddenCharacters });
    expect(await rawCount(await getDb(), "sample_requests")).toBe(0);
  });

  it("refuses an empty cart", async () => {
    const state = await handleSampleRequestSubmission(sampleRequestPost(), visitor, []);
    expect(state).toMatchObject({ status: "error", toast: sampleRequestEmptyToast });
    expect(state.values.name).toBe("Elena Marquez");
    expect(await rawCount(await getDb(), "sample_requests")).toBe(0);
  });

  it("stores one request for a double post of the same values", async () => {
    const a = await handleSampleRequestSubmission(sampleRequestPost(), visitor, cart.lines);
    const b = await handleSampleRequestSubmission(sampleRequestPost(), visitor, cart.lines);
    expect(b.reference).toBe(a.reference);
    const db = await getDb();
    expect(await rawCount(db, "sample_requests")).toBe(1);
    expect(await rawCount(db, "sample_request_lines")).toBe(3);
    expect(await rawCount(db, "email_outbox")).toBe(2);
  });

  it("stores nothing, not even the request, when a line insert fails", async () => {
    const db = await getDb();
    await db.execute(sql`
      create or replace function fail_line_insert() returns trigger as $$
      begin
        if new.position = 3 then raise exception 'line refused'; end if;
        return new;
      end
      $$ language plpgsql`);
    await db.execute(sql`
      create trigger fail_line_insert before insert on sample_request_lines
      for each row execute function fail_line_insert()`);
    try {
      const state = await handleSampleRequestSubmission(sampleRequestPost(), visitor, cart.lines);
      expect(state).toMatchObject({ status: "error", toast: sampleRequestFailureToast });
      expect(state.values.street).toBe("1200 Alhambra Circle, Apt 4");
      expect(await rawCount(db, "sample_requests")).toBe(0);
      expect(await rawCount(db, "sample_request_lines")).toBe(0);
      expect(await rawCount(db, "email_outbox")).toBe(0);
    } finally {
      await db.execute(sql`drop trigger if exists fail_line_insert on sample_request_lines`);
    }
    expect(
      (await handleSampleRequestSubmission(sampleRequestPost(), visitor, cart.lines)).status,
    ).toBe("success");
    expect(await rawCount(db, "sample_request_lines")).toBe(3);
  });

  it("stores nothing when the outbox insert fails", async () => {
    const db = await getDb();
    await db.execute(sql`
      create or replace function fail_outbox_insert() returns trigger as $$
      begin raise exception 'outbox unavailable'; end
      $$ language plpgsql`);
    await db.execute(sql`
      create trigger fail_outbox_insert before insert on email_outbox
      for each row execute function fail_outbox_insert()`);
    try {
      const state = await handleSampleRequestSubmission(sampleRequestPost(), visitor, cart.lines);
      expect(state.status).toBe("error");
      expect(await rawCount(db, "sample_requests")).toBe(0);
      expect(await rawCount(db, "sample_request_lines")).toBe(0);
    } finally {
      await db.execute(sql`drop trigger if exists fail_outbox_insert on email_outbox`);
    }
  });

  it("delivers the owner's list and the visitor's confirmation over SMTP", async () => {
    sink = await startSmtpSink(0);
    env().setEnv({ SMTP_URL: sink.url });
    await handleSampleRequestSubmission(
      sampleRequestPost({ name: "Elena <i>Marquez</i>" }, [String(first!.productId)]),
      visitor,
      cart.lines,
    );
    const mails = await deliverSubmissionMail(sink, workers, clock.now);

    const owner = parseMime(mails.find((m) => m.to.includes(testMail.owner))!.raw);
    expect(owner.headers.get("reply-to")).toBe("elena.marquez@example.com");
    expect(decodeHeader(owner.headers.get("subject"))).toMatch(
      /^Sample request: 3 samples \(ref [0-9A-F]{8}\)$/,
    );
    const ownerText = findPart(owner, "text/plain")!.body;
    expect(ownerText).toContain(
      `1. ${first!.name} (#${first!.productId}), ${first!.brand}: $5.00 · Current-run cutting requested`,
    );
    expect(ownerText).toContain(`3. ${third!.name} (#${third!.productId})`);
    expect(ownerText).toContain("Coral Gables, FL 33134-1234");
    const ownerHtml = findPart(owner, "text/html")!.body;
    expect(ownerHtml).toContain("Elena &lt;i&gt;Marquez&lt;/i&gt;");
    expect(ownerHtml).toContain("Current-run cutting requested");

    const confirmation = parseMime(
      mails.find((m) => m.to.includes("elena.marquez@example.com"))!.raw,
    );
    // Answering the confirmation reaches the owner.
    expect(confirmation.headers.get("reply-to")).toBe(testMail.owner);
    const text = findPart(confirmation, "text/plain")!.body;
    expect(text).toMatch(/^Hello,\n/);
    expect(text).toContain("No payment has been taken");
    expect(text).toContain(second!.name);
    expect(text).toContain("Total: $15.00");
    // Only what the site knows: nothing typed at checkout goes back to the typed address.
    const html = findPart(confirmation, "text/html")!.body;
    for (const typed of ["Elena", "Marquez", "Alhambra", "Apt 4", "33134-1234"]) {
      expect(text).not.toContain(typed);
      expect(html).not.toContain(typed);
    }
  });
});
