import { describe, expect, it } from "vitest";

import { fieldMessages } from "./form-messages";
import {
  emptyIfBlank,
  hasBidiControls,
  isBlankText,
  isCleanMultiLine,
  isSingleLine,
} from "./text-rules";
import {
  validateConsultation,
  validateContact,
  validateSampleRequest,
} from "./validators.test-support";

type Row = {
  value: string;
  blank: boolean;
  bidi: boolean;
  singleLine: boolean;
  multiLine: boolean;
};

const rows: [string, Row][] = [
  [
    "a plain name",
    { value: "Jane Doe", blank: false, bidi: false, singleLine: true, multiLine: true },
  ],
  [
    "accents and other scripts",
    { value: "Zoë Ñúñez 王芳 محمد", blank: false, bidi: false, singleLine: true, multiLine: true },
  ],
  [
    "a joiner inside an emoji",
    { value: "Jane 👩‍🎨", blank: false, bidi: false, singleLine: true, multiLine: true },
  ],
  [
    "a non-joiner inside a Persian name",
    { value: "می\u200cخواهم", blank: false, bidi: false, singleLine: true, multiLine: true },
  ],
  ["the empty string", { value: "", blank: true, bidi: false, singleLine: true, multiLine: true }],
  [
    "spaces, tabs and no-break spaces",
    { value: " \t\u00a0\u3000 ", blank: true, bidi: false, singleLine: false, multiLine: true },
  ],
  [
    "zero-width spaces",
    { value: "\u200b\u200b", blank: true, bidi: false, singleLine: true, multiLine: true },
  ],
  [
    "zero-width joiners",
    { value: "\u200c\u200d", blank: true, bidi: false, singleLine: true, multiLine: true },
  ],
  [
    "a word joiner and a BOM",
    { value: "\u2060\ufeff", blank: true, bidi: false, singleLine: true, multiLine: true },
  ],
  [
    "a soft hyphen",
    { value: "\u00ad", blank: true, bidi: false, singleLine: true, multiLine: true },
  ],
  [
    "a Hangul filler and a Braille blank",
    { value: "\u3164\u2800", blank: true, bidi: false, singleLine: true, multiLine: true },
  ],
  [
    "line breaks only",
    { value: "\r\n\n", blank: true, bidi: false, singleLine: false, multiLine: true },
  ],
  [
    "a name with a line break",
    { value: "Jane\nBcc: x@y.z", blank: false, bidi: false, singleLine: false, multiLine: true },
  ],
  [
    "a NUL",
    { value: "Jane\u0000Doe", blank: false, bidi: false, singleLine: false, multiLine: false },
  ],
  [
    "a C1 next-line",
    { value: "Jane\u0085Doe", blank: false, bidi: false, singleLine: false, multiLine: false },
  ],
  [
    "DEL",
    { value: "Jane\u007fDoe", blank: false, bidi: false, singleLine: false, multiLine: false },
  ],
  [
    "a line separator",
    { value: "Jane\u2028Doe", blank: false, bidi: false, singleLine: false, multiLine: false },
  ],
  [
    "a right-to-left override",
    { value: "Jane\u202egnp.exe", blank: false, bidi: true, singleLine: false, multiLine: false },
  ],
  [
    "a left-to-right embedding",
    { value: "\u202aJane\u202c", blank: false, bidi: true, singleLine: false, multiLine: false },
  ],
  [
    "a right-to-left isolate",
    {
      value: "Jane \u2067Doe\u2069",
      blank: false,
      bidi: true,
      singleLine: false,
      multiLine: false,
    },
  ],
  [
    "a first-strong isolate",
    { value: "\u2068Jane", blank: false, bidi: true, singleLine: false, multiLine: false },
  ],
  [
    "a left-to-right mark",
    { value: "Jane\u200e", blank: false, bidi: true, singleLine: false, multiLine: false },
  ],
  [
    "a right-to-left mark",
    { value: "\u200fJane", blank: false, bidi: true, singleLine: false, multiLine: false },
  ],
  [
    "an Arabic letter mark",
    { value: "Jane\u061c", blank: false, bidi: true, singleLine: false, multiLine: false },
  ],
  [
    "a lone override",
    { value: "\u202e", blank: true, bidi: true, singleLine: false, multiLine: false },
  ],
];

describe("text rules", () => {
  it.each(rows)("%s", (_label, row) => {
    expect({
      blank: isBlankText(row.value),
      bidi: hasBidiControls(row.value),
      singleLine: isSingleLine(row.value),
      multiLine: isCleanMultiLine(row.value),
    }).toEqual({
      blank: row.blank,
      bidi: row.bidi,
      singleLine: row.singleLine,
      multiLine: row.multiLine,
    });
    expect(emptyIfBlank(row.value)).toBe(row.blank ? "" : row.value);
  });
});

const zeroWidthName = "\u200b\u200d\u2060\ufeff";

describe("every form applies the text rules", () => {
  const forms = [
    [
      "contact",
      (fields: Record<string, string>) =>
        validateContact({ name: "Jane Doe", email: "jane@example.com", message: "Hi", ...fields }),
    ],
    [
      "consultation",
      (fields: Record<string, string>) =>
        validateConsultation(
          { name: "Jane Doe", email: "jane@example.com", preferredDate: "2025-03-20", ...fields },
          { now: () => new Date("2025-03-10T15:00:00Z") },
        ),
    ],
    [
      "sample request",
      (fields: Record<string, string>) =>
        validateSampleRequest({
          name: "Jane Doe",
          email: "jane@example.com",
          street: "2150 Ponce de Leon Blvd",
          city: "Coral Gables",
          zip: "33134",
          ...fields,
        }),
    ],
  ] as const;

  it.each(forms)("%s: a name of invisible characters is a missing name", (_form, validate) => {
    const result = validate({ name: zeroWidthName });
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.fieldErrors).toEqual({ name: fieldMessages.nameRequired });
    // The visitor is told a required field is empty, and the focus goes to it.
    expect(result.missing).toEqual(["name"]);
    expect(result.toast.title).toBe("Please fill in required fields");
  });

  it.each(forms)("%s: a name with a right-to-left override is refused", (_form, validate) => {
    const result = validate({ name: "Jane\u202eeoD" });
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.fieldErrors).toEqual({ name: fieldMessages.hiddenCharacters });
    expect(result.missing).toEqual([]);
  });

  it.each(forms)("%s: keeps a joiner inside a real name", (_form, validate) => {
    const result = validate({ name: "Jane 👩‍🎨" });
    expect(result.ok && result.data.name).toBe("Jane 👩‍🎨");
  });

  it.each([
    [
      "contact",
      "phone",
      () =>
        validateContact({
          name: "J",
          email: "j@example.com",
          message: "Hi",
          phone: "\u202d305 555 0100",
        }),
    ],
    [
      "contact",
      "message",
      () => validateContact({ name: "J", email: "j@example.com", message: "See \u202eevil" }),
    ],
    [
      "contact",
      "email",
      () => validateContact({ name: "J", email: "\u200ej@example.com", message: "Hi" }),
    ],
    [
      "consultation",
      "productName",
      () =>
        validateConsultation(
          {
            name: "J",
            email: "j@example.com",
            preferredDate: "2025-03-20",
            productName: "Damask\u2066",
          },
          { now: () => new Date("2025-03-10T15:00:00Z") },
        ),
    ],
    [
      "consultation",
      "message",
      () =>
        validateConsultation(
          {
            name: "J",
            email: "j@example.com",
            preferredDate: "2025-03-20",
            message: "Line one\n\u2067two",
          },
          { now: () => new Date("2025-03-10T15:00:00Z") },
        ),
    ],
    [
      "sample request",
      "street",
      () =>
        validateSampleRequest({
          name: "J",
          email: "j@example.com",
          street: "1 Main St\u200f",
          city: "Miami",
          zip: "33134",
        }),
    ],
    [
      "sample request",
      "city",
      () =>
        validateSampleRequest({
          name: "J",
          email: "j@example.com",
          street: "1 Main St",
          city: "\u061cMiami",
          zip: "33134",
        }),
    ],
  ] as const)("%s: %s refuses bidirectional controls", (_form, field, validate) => {
    const result = validate();
    expect(!result.ok && result.fieldErrors).toEqual({ [field]: fieldMessages.hiddenCharacters });
  });

  it.each([
    ["street", fieldMessages.streetRequired],
    ["city", fieldMessages.cityRequired],
    ["zip", fieldMessages.zipRequired],
  ])("sample request: a %s of invisible characters is missing", (field, message) => {
    const result = validateSampleRequest({
      name: "Jane Doe",
      email: "jane@example.com",
      street: "1 Main St",
      city: "Miami",
      zip: "33134",
      [field]: "\u200b\u00ad ",
    });
    expect(!result.ok && result.fieldErrors).toEqual({ [field]: message });
    expect(!result.ok && result.missing).toEqual([field]);
  });

  it("a message of invisible characters is a missing message, and an optional one is absent", () => {
    const contact = validateContact({
      name: "J",
      email: "j@example.com",
      message: "\u200b\r\n\u2060",
    });
    expect(!contact.ok && contact.fieldErrors).toEqual({ message: fieldMessages.messageRequired });
    const consultation = validateConsultation(
      {
        name: "J",
        email: "j@example.com",
        preferredDate: "2025-03-20",
        message: "\u200b",
        productName: "\ufeff",
        phone: "\u200b",
      },
      { now: () => new Date("2025-03-10T15:00:00Z") },
    );
    expect(consultation.ok).toBe(true);
    if (!consultation.ok) return;
    expect(consultation.data.message).toBeUndefined();
    expect(consultation.data.productName).toBeUndefined();
    expect(consultation.data.phone).toBeUndefined();
  });

  it("keeps line breaks in a message", () => {
    const result = validateContact({ name: "J", email: "j@example.com", message: "One\r\n\tTwo" });
    expect(result.ok && result.data.message).toBe("One\n\tTwo");
  });
});
