import { describe, expect, it } from "vitest";

import { isUsZip } from "./field-rules";
import { fieldMessages, invalidFieldsToast, sampleRequestRequiredToast } from "./form-messages";
import { initialSampleRequestState, type SampleRequestFormInput } from "./sample-request-schema";
import { validateSampleRequest } from "./validators.test-support";

const valid: SampleRequestFormInput = {
  name: "Jane Doe",
  email: "jane@example.com",
  street: "2150 Ponce de Leon Blvd",
  city: "Coral Gables",
  state: "FL",
  zip: "33134",
};

function errorsOf(input: Partial<SampleRequestFormInput>) {
  const result = validateSampleRequest({ ...valid, ...input });
  return result.ok ? {} : result.fieldErrors;
}

describe("ZIP codes", () => {
  it.each(["12345", "12345-6789", " 33134 "])("accepts %s", (zip) => {
    expect(isUsZip(zip)).toBe(true);
    expect(errorsOf({ zip })).toEqual({});
  });

  it.each(["1234", "123456", "12345-678", "12345 6789", "ABCDE", "12345-", "1234a"])(
    "refuses %s",
    (zip) => {
      expect(isUsZip(zip)).toBe(false);
      expect(errorsOf({ zip })).toEqual({ zip: fieldMessages.zipInvalid });
    },
  );
});

describe("sample request schema", () => {
  it("accepts a complete address and trims it", () => {
    const result = validateSampleRequest({ ...valid, city: "  Coral Gables " });
    expect(result.ok && result.data.city).toBe("Coral Gables");
    expect(result.ok && result.data.state).toBe("FL");
  });

  it("defaults the state to Florida and reads codes in any case", () => {
    const empty = validateSampleRequest({ ...valid, state: "" });
    expect(empty.ok && empty.data.state).toBe("FL");
    const lower = validateSampleRequest({ ...valid, state: "ny" });
    expect(lower.ok && lower.data.state).toBe("NY");
    expect(initialSampleRequestState.values.state).toBe("FL");
  });

  it("refuses a state that is not a US code", () => {
    expect(errorsOf({ state: "XX" })).toEqual({ state: fieldMessages.stateInvalid });
  });

  it("reports every empty required field with the required toast", () => {
    const result = validateSampleRequest({ state: "FL" });
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.toast).toEqual(sampleRequestRequiredToast);
    expect(result.missing).toEqual(["name", "email", "street", "city", "zip"]);
    expect(result.fieldErrors).toEqual({
      name: fieldMessages.nameRequired,
      email: fieldMessages.emailRequired,
      street: fieldMessages.streetRequired,
      city: fieldMessages.cityRequired,
      zip: fieldMessages.zipRequired,
    });
  });

  it("limits street to 120 and city to 60 characters", () => {
    expect(errorsOf({ street: "a".repeat(120), city: "b".repeat(60) })).toEqual({});
    const result = validateSampleRequest({
      ...valid,
      street: "a".repeat(121),
      city: "b".repeat(61),
    });
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.toast).toEqual(invalidFieldsToast);
    expect(result.fieldErrors).toEqual({
      street: fieldMessages.streetTooLong,
      city: fieldMessages.cityTooLong,
    });
  });

  it("refuses line breaks that could reach an e-mail header", () => {
    expect(errorsOf({ street: "1 Main St\r\nBcc: x@example.com" })).toEqual({
      street: fieldMessages.singleLine,
    });
    expect(errorsOf({ email: "jane@example.com\nBcc: x@example.com" })).toEqual({
      email: fieldMessages.emailInvalid,
    });
  });

  it("checks name and e-mail as the other forms do", () => {
    expect(errorsOf({ name: "n".repeat(101) })).toEqual({ name: fieldMessages.nameTooLong });
    expect(errorsOf({ email: "jane@" })).toEqual({ email: fieldMessages.emailInvalid });
  });
});
