import { describe, expect, it } from "vitest";

import { site } from "@/content/site";
import { validateConsultation } from "@/lib/forms/consultation-schema";
import { validateContact } from "@/lib/forms/contact-schema";

import { consultationEmails } from "./consultation-emails";
import { contactEmails } from "./contact-emails";

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
    expect(emails.visitorConfirmation.replyTo).toBe(site.email);
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
});
