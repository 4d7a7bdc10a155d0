import { describe, expect, it } from "vitest";

import { notSpecifiedTime, timeSlots } from "@/content/consultation";

import {
  consultationFields,
  createConsultationSchema,
  initialConsultationState,
  type ConsultationFormInput,
} from "./consultation-schema";
import {
  consultationFailureToast,
  consultationRequiredToast,
  consultationSuccessToast,
  fieldMessages,
  invalidFieldsToast,
} from "./form-messages";
import { validateConsultation } from "./validators.test-support";

// 15:00 UTC on 10 March 2025 is 11:00 in New York (EDT began on 9 March).
const now = () => new Date("2025-03-10T15:00:00Z");

const valid: ConsultationFormInput = {
  name: "Jane Doe",
  email: "jane@example.com",
  phone: "",
  preferredDate: "2025-03-20",
  preferredTime: "",
  message: "",
  productName: "",
};

function check(input: Partial<ConsultationFormInput>, clock = now) {
  return validateConsultation({ ...valid, ...input }, { now: clock });
}

function errorsOf(input: Partial<ConsultationFormInput>, clock = now) {
  const result = check(input, clock);
  return result.ok ? {} : result.fieldErrors;
}

const injections = [
  "a\r\nBcc: x@y.z",
  "Jane\nBcc: x@y.z",
  "Jane\rDoe",
  "Jane\u0000Doe",
  "Jane\tDoe",
  "Jane\u2028Doe",
  "Jane\u0085Doe",
  "Jane\u007fDoe",
];

describe("consultation schema", () => {
  it("accepts a minimal request and fills in the defaults", () => {
    const result = check({ name: "  Jane Doe  ", email: " jane@example.com " });
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.data).toMatchObject({
      name: "Jane Doe",
      email: "jane@example.com",
      preferredDate: "2025-03-20",
      preferredTime: notSpecifiedTime,
    });
    expect(result.data.phone).toBeUndefined();
    expect(result.data.message).toBeUndefined();
    expect(result.data.productName).toBeUndefined();
    expect(result.data.utm).toEqual({});
  });

  it.each(timeSlots)("accepts the %s slot", (slot) => {
    const result = check({ preferredTime: slot });
    expect(result.ok && result.data.preferredTime).toBe(slot);
  });

  it.each(["12:00 PM", "9:00AM", "09:00 AM", "5:00 PM", "noon"])("refuses the time %j", (time) => {
    expect(errorsOf({ preferredTime: time }).preferredTime).toBe(fieldMessages.timeInvalid);
  });

  it("accepts 'Not specified' sent explicitly", () => {
    const result = check({ preferredTime: notSpecifiedTime });
    expect(result.ok && result.data.preferredTime).toBe(notSpecifiedTime);
  });

  it("shows the required-fields toast and marks every missing required field", () => {
    const result = validateConsultation({}, { now });
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.toast).toEqual(consultationRequiredToast);
    expect(result.missing).toEqual(["name", "email", "preferredDate"]);
    expect(result.fieldErrors).toEqual({
      name: fieldMessages.nameRequired,
      email: fieldMessages.emailRequired,
      preferredDate: fieldMessages.dateRequired,
    });
  });

  it("treats whitespace-only required fields as missing", () => {
    const result = check({ name: "   " });
    expect(!result.ok && result.missing).toEqual(["name"]);
    expect(!result.ok && result.toast).toEqual(consultationRequiredToast);
  });

  it("uses the general toast when nothing required is missing", () => {
    const result = check({ phone: "call me" });
    expect(!result.ok && result.toast).toEqual(invalidFieldsToast);
    expect(!result.ok && result.missing).toEqual([]);
  });

  it("keeps the toast texts word for word", () => {
    expect(consultationRequiredToast).toMatchObject({
      title: "Please fill in required fields",
      description: "Name, email, and preferred date are required.",
      tone: "destructive",
    });
    expect(consultationSuccessToast).toMatchObject({
      title: "Consultation Booked!",
      description: "We'll contact you soon to confirm your appointment.",
    });
    expect(consultationFailureToast).toMatchObject({
      title: "Error",
      description: "Failed to send consultation request. Please try again.",
    });
  });

  describe("name", () => {
    it("allows 1 to 100 characters", () => {
      expect(check({ name: "J" }).ok).toBe(true);
      expect(check({ name: "J".repeat(100) }).ok).toBe(true);
      expect(errorsOf({ name: "J".repeat(101) }).name).toBe(fieldMessages.nameTooLong);
    });

    it.each(injections)("refuses control characters and line breaks: %j", (name) => {
      expect(errorsOf({ name }).name).toBe(fieldMessages.singleLine);
    });
  });

  describe("email", () => {
    it("allows up to 254 characters", () => {
      const local = "a".repeat(64);
      const domain = `${"b".repeat(63)}.${"c".repeat(63)}.${"d".repeat(63)}.com`.slice(0, 254 - 65);
      const address = `${local}@${domain.replace(/\.$/, "")}`;
      expect(address.length).toBeLessThanOrEqual(254);
      expect(check({ email: address }).ok).toBe(true);
      expect(errorsOf({ email: `${"a".repeat(250)}@b.co` }).email).toBe(fieldMessages.emailInvalid);
    });

    it.each(["jane", "jane@", "@example.com", "jane@example", "jane doe@example.com"])(
      "refuses %j",
      (email) => {
        expect(errorsOf({ email }).email).toBe(fieldMessages.emailInvalid);
      },
    );

    it.each(["jane@example.com\r\nBcc: x@y.z", "jane@example.com\nBcc:x@y.z", "a\r\nBcc: x@y.z"])(
      "refuses header injection: %j",
      (email) => {
        expect(errorsOf({ email }).email).toBe(fieldMessages.emailInvalid);
      },
    );
  });

  describe("phone", () => {
    it.each(["+1 (305) 555-0142", "305.555.0142", "3055550142", "1".repeat(30)])(
      "accepts %j",
      (phone) => {
        const result = check({ phone });
        expect(result.ok && result.data.phone).toBe(phone);
      },
    );

    it("allows at most 30 characters", () => {
      expect(errorsOf({ phone: "1".repeat(31) }).phone).toBe(fieldMessages.phoneTooLong);
    });

    it.each(["call me", "555-0142 ext 4", "()", "+", "555\r\nBcc: x@y.z", "555#1"])(
      "refuses %j",
      (phone) => {
        expect(errorsOf({ phone }).phone).toBe(fieldMessages.phoneInvalid);
      },
    );
  });

  describe("message", () => {
    it("is optional and allows 5,000 characters", () => {
      expect(check({ message: "x".repeat(5_000) }).ok).toBe(true);
      expect(errorsOf({ message: "x".repeat(5_001) }).message).toBe(fieldMessages.messageTooLong);
    });

    it("counts a posted CRLF line break as one character", () => {
      const message = "x\r\n".repeat(2_000) + "y".repeat(1_000);
      const result = check({ message });
      expect(result.ok).toBe(true);
      expect(result.ok && result.data.message).toBe("x\n".repeat(2_000) + "y".repeat(1_000));
    });

    it("keeps line breaks and tabs but refuses other control characters", () => {
      expect(check({ message: "Hello,\n\tthe hallway." }).ok).toBe(true);
      expect(errorsOf({ message: "Hello\u0000" }).message).toBe(fieldMessages.messageCharacters);
      expect(errorsOf({ message: "Hello\u001b[31m" }).message).toBe(
        fieldMessages.messageCharacters,
      );
    });
  });

  describe("preferred date", () => {
    it("accepts today and a year ahead in New York", () => {
      expect(check({ preferredDate: "2025-03-10" }).ok).toBe(true);
      expect(check({ preferredDate: "2026-03-10" }).ok).toBe(true);
    });

    it("refuses yesterday and anything past a year", () => {
      expect(errorsOf({ preferredDate: "2025-03-09" }).preferredDate).toBe(fieldMessages.datePast);
      expect(errorsOf({ preferredDate: "2026-03-11" }).preferredDate).toBe(
        fieldMessages.dateTooFar,
      );
    });

    it("decides 'today' in America/New_York, not UTC", () => {
      // 02:30 UTC on 11 March is still 22:30 on 10 March in New York.
      const lateEvening = () => new Date("2025-03-11T02:30:00Z");
      expect(check({ preferredDate: "2025-03-10" }, lateEvening).ok).toBe(true);
      expect(errorsOf({ preferredDate: "2025-03-09" }, lateEvening).preferredDate).toBe(
        fieldMessages.datePast,
      );
    });

    it("handles a leap day", () => {
      const leapDay = () => new Date("2024-02-29T17:00:00Z");
      expect(check({ preferredDate: "2025-02-28" }, leapDay).ok).toBe(true);
      expect(errorsOf({ preferredDate: "2025-03-01" }, leapDay).preferredDate).toBe(
        fieldMessages.dateTooFar,
      );
    });

    it.each([
      "2025-02-30",
      "2025-13-01",
      "03/20/2025",
      "2025-3-20",
      "tomorrow",
      "2025-03-20T10:00",
    ])("refuses %j", (preferredDate) => {
      expect(errorsOf({ preferredDate }).preferredDate).toBe(fieldMessages.dateInvalid);
    });

    it("reads the clock at parse time", () => {
      let current = new Date("2025-03-10T15:00:00Z");
      const schema = createConsultationSchema({ now: () => current });
      expect(schema.safeParse({ ...valid, preferredDate: "2025-03-10" }).success).toBe(true);
      current = new Date("2025-03-12T15:00:00Z");
      expect(schema.safeParse({ ...valid, preferredDate: "2025-03-10" }).success).toBe(false);
    });
  });

  describe("product name", () => {
    it("is optional and bounded at 120 characters", () => {
      const result = check({ productName: "  Verdure Chinoiserie  " });
      expect(result.ok && result.data.productName).toBe("Verdure Chinoiserie");
      expect(check({ productName: "p".repeat(120) }).ok).toBe(true);
      expect(errorsOf({ productName: "p".repeat(121) }).productName).toBe(
        fieldMessages.productTooLong,
      );
      expect(errorsOf({ productName: "a\r\nBcc: x@y.z" }).productName).toBe(
        fieldMessages.singleLine,
      );
    });
  });

  describe("hidden fields", () => {
    it("keeps a client uuid, the pages and utm parameters", () => {
      const result = check({
        idempotencyKey: "6F1C2B4E-8A61-4E7B-9C1D-0C4E5F6A7B8C",
        page: "/consultation",
        landingPage: "/?utm_source=houzz",
        utm: JSON.stringify({ utm_source: "houzz", utm_campaign: "spring", other: "x" }),
      });
      expect(result.ok).toBe(true);
      if (!result.ok) return;
      expect(result.data.idempotencyKey).toBe("6f1c2b4e-8a61-4e7b-9c1d-0c4e5f6a7b8c");
      expect(result.data.page).toBe("/consultation");
      expect(result.data.landingPage).toBe("/?utm_source=houzz");
      expect(result.data.utm).toEqual({ utm_source: "houzz", utm_campaign: "spring" });
    });

    it("drops broken tracking data instead of failing the visitor", () => {
      const result = check({
        idempotencyKey: "not-a-uuid",
        page: "https://evil.example/x",
        landingPage: "//evil.example",
        utm: "{not json",
      });
      expect(result.ok).toBe(true);
      if (!result.ok) return;
      expect(result.data.idempotencyKey).toBeUndefined();
      expect(result.data.page).toBeUndefined();
      expect(result.data.landingPage).toBeUndefined();
      expect(result.data.utm).toEqual({});
    });
  });

  it("starts idle with every visible field empty", () => {
    expect(initialConsultationState.status).toBe("idle");
    expect(Object.keys(initialConsultationState.values)).toEqual([...consultationFields]);
  });
});
