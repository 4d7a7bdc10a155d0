import { describe, expect, it } from "vitest";

import { site } from "@/content/site";

import { contactSubject, type ContactFormInput } from "./contact-schema";
import {
  contactFailureToast,
  contactRequiredToast,
  contactSuccessToast,
  fieldMessages,
  invalidFieldsToast,
} from "./form-messages";
import { validateContact } from "./validators.test-support";

const valid: ContactFormInput = {
  name: "Jane Doe",
  email: "jane@example.com",
  phone: "",
  message: "Do you carry grasscloth in blue?",
};

function errorsOf(input: Partial<ContactFormInput>) {
  const result = validateContact({ ...valid, ...input });
  return result.ok ? {} : result.fieldErrors;
}

describe("contact schema", () => {
  it("accepts a message and trims it", () => {
    const result = validateContact({ ...valid, message: "  Hello\r\nthere  " });
    expect(result.ok && result.data.message).toBe("Hello\nthere");
    expect(result.ok && result.data.phone).toBeUndefined();
  });

  it("requires name, email and message", () => {
    const result = validateContact({ phone: "305 555 0142" });
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.missing).toEqual(["name", "email", "message"]);
    expect(result.toast).toEqual(contactRequiredToast);
    expect(result.fieldErrors.message).toBe(fieldMessages.messageRequired);
  });

  it("bounds every field", () => {
    expect(errorsOf({ name: "n".repeat(101) }).name).toBe(fieldMessages.nameTooLong);
    expect(errorsOf({ message: "m".repeat(5_001) }).message).toBe(fieldMessages.messageTooLong);
    expect(validateContact({ ...valid, message: "m".repeat(5_000) }).ok).toBe(true);
    expect(errorsOf({ phone: "5".repeat(31) }).phone).toBe(fieldMessages.phoneTooLong);
    expect(errorsOf({ email: "jane@example.com\r\nBcc: x@y.z" }).email).toBe(
      fieldMessages.emailInvalid,
    );
    expect(errorsOf({ name: "a\r\nBcc: x@y.z" }).name).toBe(fieldMessages.singleLine);
  });

  it("uses the general toast for a malformed optional field", () => {
    const result = validateContact({ ...valid, phone: "none" });
    expect(!result.ok && result.toast).toEqual(invalidFieldsToast);
  });

  it("keeps the toast texts and the fixed subject", () => {
    expect(contactSubject).toBe("Contact Form Submission");
    expect(contactSuccessToast).toMatchObject({
      title: "Message Sent!",
      description: "Thank you for contacting us. We'll get back to you within 24 hours.",
    });
    expect(contactSuccessToast.description).toContain(site.replyPromise);
    expect(contactFailureToast).toMatchObject({
      title: "Error",
      description: "Failed to send message. Please try again.",
      tone: "destructive",
    });
  });
});
