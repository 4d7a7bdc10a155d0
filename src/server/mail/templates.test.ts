import { describe, expect, it } from "vitest";

import { site } from "@/content/site";
import { validateConsultation } from "@/lib/forms/consultation-schema";
import { validateContact } from "@/lib/forms/contact-schema";
import { validateSampleRequest } from "@/lib/forms/sample-request-schema";

import { consultationEmails } from "@/server/forms/consultation/consultation-emails";
import { contactEmails } from "@/server/forms/contact/contact-emails";
import {
  sampleRequestEmails,
  type SampleEmailLine,
} from "@/server/forms/sample-request/sample-request-emails";

import { type SubmissionEmails } from "./submission-emails";

const now = () => new Date("2025-03-10T15:00:00Z");
const id = "6f1c2b4e-8a61-4e7b-9c1d-0c4e5f6a7b8c";

function consultation(overrides: Record<string, string> = {}) {
  const result = validateConsultation(
    {
      name: "Ana <img src=x onerror=alert(1)>",
      email: "ana@example.com",
      preferredDate: "2025-03-14",
      preferredTime: "",
      message: "Tall walls & a <b>bold</b> idea",
      ...overrides,
    },
    { now },
  );
  if (!result.ok) throw new Error("fixture is invalid");
  return result.data;
}

describe("e-mail templates", () => {
  it("escapes every visitor value in HTML and keeps it verbatim in text", () => {
    const { ownerNotification } = consultationEmails({
      id,
      submission: consultation(),
      createdAt: now(),
      ownerEmail: "owner@example.com",
    });
    expect(ownerNotification.html).toContain("Ana &lt;img src=x onerror=alert(1)&gt;");
    expect(ownerNotification.html).toContain("Tall walls &amp; a &lt;b&gt;bold&lt;/b&gt; idea");
    expect(ownerNotification.html).not.toMatch(/<img|<b>bold/);
    expect(ownerNotification.text).toContain("Message:\nTall walls & a <b>bold</b> idea");
    expect(ownerNotification.text).toContain("Received: March 10, 2025 at 11:00 AM EDT");
  });

  it("keeps visitor input out of subjects and addresses it only in Reply-To or To", () => {
    const submission = consultation({ name: "Subject Hijack" });
    const emails = consultationEmails({
      id,
      submission,
      createdAt: now(),
      ownerEmail: "owner@example.com",
    });
    expect(emails.ownerNotification.subject).toBe(
      "New consultation request for Fri, Mar 14 (ref 6F1C2B4E)",
    );
    expect(emails.ownerNotification.to).toBe("owner@example.com");
    expect(emails.ownerNotification.replyTo).toBe("ana@example.com");
    expect(emails.visitorConfirmation.to).toBe("ana@example.com");
    // A visitor who answers their confirmation reaches the owner's real inbox.
    expect(emails.visitorConfirmation.replyTo).toBe("owner@example.com");
    for (const email of Object.values(emails)) expect(email.subject).not.toContain("Hijack");
  });

  it("tells the visitor the slot, what happens next, and attaches the .ics", () => {
    const { visitorConfirmation } = consultationEmails({
      id,
      submission: consultation({ preferredTime: "2:00 PM" }),
      createdAt: now(),
      ownerEmail: "owner@example.com",
    });
    expect(visitorConfirmation.text).toContain(
      "We have your request for Friday, March 14, 2025 at 2:00 PM (Eastern Time).",
    );
    expect(visitorConfirmation.text).toContain("What happens next");
    expect(visitorConfirmation.text).toContain(site.phone.display);
    expect(visitorConfirmation.text).not.toContain("bold");
    expect(visitorConfirmation.text).not.toMatch(/!/);
    const [ics] = visitorConfirmation.attachments ?? [];
    expect(ics?.contentType).toContain("text/calendar");
    expect(ics?.content).toContain("DTSTART;TZID=America/New_York:20250314T140000");
    // Long lines are folded (CRLF + space); unfolded, the UID names the request.
    expect(ics?.content.replace(/\r\n /g, "")).toContain(
      `UID:consultation-${id}@alcove-wallcoverings.example`,
    );
  });

  it("says so when no time was chosen", () => {
    const { visitorConfirmation, ownerNotification } = consultationEmails({
      id,
      submission: consultation(),
      createdAt: now(),
      ownerEmail: "owner@example.com",
    });
    expect(visitorConfirmation.text).toContain("You did not pick a time");
    expect(ownerNotification.text).toContain("Preferred time: Not specified");
  });

  it("promises the contact reply from site.ts", () => {
    const result = validateContact({
      name: "Sam",
      email: "sam@example.com",
      message: "Hello",
    });
    if (!result.ok) throw new Error("fixture is invalid");
    const emails = contactEmails({
      id,
      submission: result.data,
      createdAt: now(),
      ownerEmail: "owner@example.com",
    });
    expect(emails.visitorConfirmation.text).toContain(`get back to you ${site.replyPromise}`);
    expect(emails.ownerNotification.subject).toBe("Contact Form Submission (ref 6F1C2B4E)");
    expect(emails.ownerNotification.text).toContain("Phone: —");
    expect(emails.visitorConfirmation.attachments).toBeUndefined();
  });

  describe("the visitor's confirmation repeats nothing the visitor typed", () => {
    const spamName = "WIN $1000 at http://spam.example";
    const spamMessage = "Claim your prize now: https://spam.example/claim?id=42";
    const typed = [
      spamName,
      "WIN $1000",
      "spam.example",
      "Claim your prize",
      "99 Spam Street",
      "Spamtown",
    ];
    const lines: SampleEmailLine[] = [
      {
        productId: 1001,
        productName: "Verdure Chinoiserie",
        brand: "Maison Alcove",
        priceCents: 500,
        currentRun: true,
      },
    ];

    function valid<T>(result: { ok: true; data: T } | { ok: false }): T {
      if (!result.ok) throw new Error("fixture is invalid");
      return result.data;
    }

    const cases: [string, () => SubmissionEmails][] = [
      [
        "contact",
        () =>
          contactEmails({
            id,
            submission: valid(
              validateContact({
                name: spamName,
                email: "victim@example.com",
                message: spamMessage,
              }),
            ),
            createdAt: now(),
            ownerEmail: "owner@example.com",
          }),
      ],
      [
        "consultation",
        () =>
          consultationEmails({
            id,
            submission: consultation({
              name: spamName,
              email: "victim@example.com",
              message: spamMessage,
              preferredTime: "2:00 PM",
              productName: "Claim your prize at spam.example",
            }),
            createdAt: now(),
            ownerEmail: "owner@example.com",
          }),
      ],
      [
        "sample request",
        () =>
          sampleRequestEmails({
            id,
            submission: valid(
              validateSampleRequest({
                name: spamName,
                email: "victim@example.com",
                street: "99 Spam Street, Claim your prize at spam.example",
                city: "Spamtown",
                state: "FL",
                zip: "33134",
              }),
            ),
            lines,
            createdAt: now(),
            ownerEmail: "owner@example.com",
          }),
      ],
    ];

    it.each(cases)("%s: greets without the name and keeps the typed text out", (_form, render) => {
      const { visitorConfirmation, ownerNotification } = render();
      expect(visitorConfirmation.to).toBe("victim@example.com");
      expect(visitorConfirmation.text).toMatch(/^Hello,\n/);
      expect(visitorConfirmation.html).toContain(">Hello,</p>");
      for (const part of [
        visitorConfirmation.subject,
        visitorConfirmation.text,
        visitorConfirmation.html,
        ...(visitorConfirmation.attachments ?? []).map((file) => file.content),
      ]) {
        for (const words of typed) expect(part).not.toContain(words);
      }
      // The owner still gets everything, to answer the request.
      expect(ownerNotification.text).toContain(spamName);
      expect(ownerNotification.html).toContain(spamName);
    });

    it("the owner's copy keeps the message and the address", () => {
      const [, contact] = cases[0]!;
      expect(contact().ownerNotification.text).toContain(`Message:\n${spamMessage}`);
      const [, samples] = cases[2]!;
      const { ownerNotification, visitorConfirmation } = samples();
      expect(ownerNotification.text).toContain(
        "Ship to:\n99 Spam Street, Claim your prize at spam.example\nSpamtown, FL 33134",
      );
      // What the site itself knows stays in the visitor's copy.
      expect(visitorConfirmation.text).toContain("1. Verdure Chinoiserie, Maison Alcove: $5.00");
      expect(visitorConfirmation.text).toContain("Your reference is 6F1C2B4E.");
      expect(visitorConfirmation.text).toContain(site.phone.display);
    });

    it("consultation: keeps the chosen slot and the reference", () => {
      const [, consultationCase] = cases[1]!;
      const { visitorConfirmation, ownerNotification } = consultationCase();
      expect(visitorConfirmation.text).toContain(
        "We have your request for Friday, March 14, 2025 at 2:00 PM (Eastern Time).",
      );
      expect(visitorConfirmation.text).toContain("Your reference is 6F1C2B4E.");
      expect(ownerNotification.text).toContain(`Message:\n${spamMessage}`);
      expect(ownerNotification.text).toContain("Product: Claim your prize at spam.example");
    });
  });
});
