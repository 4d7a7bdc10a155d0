/**
 * The zod building blocks every form shares. The character rules themselves (controls, line
 * breaks, bidirectional controls, invisible-only values) live in text-rules.ts; here every text
 * field applies them. A problem is reported by its message's key (validation-messages.ts), which
 * validateForm turns into words in the visitor's language.
 */
import { z } from "zod";

import { site } from "@/content/site";

import { calendarDate, dateInputRange, isCalendarDate } from "./date-range";
import { isSitePath, parseUtm } from "./hidden-field-rules";
import {
  emptyIfBlank,
  hasBidiControls,
  hasMultiLineControls,
  hasSingleLineControls,
} from "./text-rules";
import { messageKey as key, type FieldMessageKey } from "./validation-messages";

export { addYearsToCalendarDate, isCalendarDate } from "./date-range";
export { isCleanMultiLine, isSingleLine } from "./text-rules";

const noBidiControls = (value: string) => !hasBidiControls(value);

/** Trimmed, with a value of only invisible characters turned into "" (so: required, or absent). */
const singleLineText = () => z.string().trim().overwrite(emptyIfBlank);

/** A required single-line text of at most `max` characters (name, street, city). */
function requiredLine(
  max: number,
  messages: { required: FieldMessageKey; tooLong: FieldMessageKey },
) {
  return singleLineText()
    .min(1, messages.required)
    .max(max, messages.tooLong)
    .refine((value) => !hasSingleLineControls(value), key("singleLine"))
    .refine(noBidiControls, key("hiddenCharacters"));
}

export const nameField = requiredLine(100, {
  required: key("nameRequired"),
  tooLong: key("nameTooLong"),
});

export const emailField = singleLineText()
  .min(1, key("emailRequired"))
  .max(254, key("emailInvalid"))
  .refine(noBidiControls, key("hiddenCharacters"))
  .refine((value) => !hasSingleLineControls(value), key("emailInvalid"))
  .pipe(z.email({ error: key("emailInvalid") }));

const phoneCharacters = /^[0-9+().\- ]*$/;

/** Optional: "" becomes undefined. */
export const phoneField = singleLineText()
  .max(30, key("phoneTooLong"))
  .refine(noBidiControls, key("hiddenCharacters"))
  .refine((value) => phoneCharacters.test(value), key("phoneInvalid"))
  .refine((value) => value === "" || /\d/.test(value), key("phoneInvalid"))
  .transform((value) => (value === "" ? undefined : value));

/**
 * Browsers post a textarea's line breaks as CRLF; counting them as one character keeps the
 * server's limit the same as the one the visitor saw while typing.
 */
const messageText = z
  .string()
  .overwrite((value) => value.replace(/\r\n?/g, "\n"))
  .trim()
  .overwrite(emptyIfBlank)
  .max(5_000, key("messageTooLong"))
  .refine((value) => !hasMultiLineControls(value), key("messageCharacters"))
  .refine(noBidiControls, key("hiddenCharacters"));

export const requiredMessageField = messageText.refine(
  (value) => value.length > 0,
  key("messageRequired"),
);

export const optionalMessageField = messageText.transform((value) =>
  value === "" ? undefined : value,
);

export const productNameField = singleLineText()
  .max(120, key("productTooLong"))
  .refine((value) => !hasSingleLineControls(value), key("singleLine"))
  .refine(noBidiControls, key("hiddenCharacters"))
  .transform((value) => (value === "" ? undefined : value));

export const streetField = requiredLine(120, {
  required: key("streetRequired"),
  tooLong: key("streetTooLong"),
});

export const cityField = requiredLine(60, {
  required: key("cityRequired"),
  tooLong: key("cityTooLong"),
});

/** Five digits, or ZIP+4 with a hyphen. */
export const zipPattern = /^\d{5}(?:-\d{4})?$/;

export function isUsZip(value: string): boolean {
  return zipPattern.test(value.trim());
}

export const zipField = singleLineText()
  .min(1, key("zipRequired"))
  .refine((value) => zipPattern.test(value), key("zipInvalid"));

/** The calendar date (YYYY-MM-DD) that `instant` falls on in `timeZone`. */
export function calendarDateIn(instant: Date, timeZone: string = site.timeZone): string {
  return calendarDate(instant, timeZone);
}

/** The earliest and latest dates a visitor may pick, as YYYY-MM-DD in the showroom's zone. */
export function preferredDateRange(now: Date): { min: string; max: string } {
  return dateInputRange(now, site.timeZone);
}

/** Required; today or later in America/New_York and at most a year ahead. */
export function preferredDateField(now: () => Date) {
  return z
    .string()
    .trim()
    .superRefine((value, ctx) => {
      const problem = preferredDateProblem(value, now());
      if (problem) ctx.addIssue({ code: "custom", message: problem });
    });
}

function preferredDateProblem(value: string, now: Date): FieldMessageKey | undefined {
  if (value === "") return key("dateRequired");
  if (!isCalendarDate(value)) return key("dateInvalid");
  const { min, max } = preferredDateRange(now);
  // ISO dates compare correctly as strings.
  if (value < min) return key("datePast");
  if (value > max) return key("dateTooFar");
  return undefined;
}

const uuidSchema = z.uuid();

export const idempotencyKeyField = z
  .string()
  .optional()
  .transform((value) => {
    const candidate = value?.trim().toLowerCase();
    return candidate && uuidSchema.safeParse(candidate).success ? candidate : undefined;
  });

export const sitePathField = z
  .string()
  .optional()
  .transform((value) => {
    const candidate = value?.trim();
    return candidate && isSitePath(candidate) ? candidate : undefined;
  });

export const utmField = z
  .unknown()
  .optional()
  .transform((value) => parseUtm(value));

/** The hidden fields every form posts (see hidden-fields.ts), cleaned. */
export const hiddenFieldsSchema = z.object({
  idempotencyKey: idempotencyKeyField,
  page: sitePathField,
  landingPage: sitePathField,
  utm: utmField,
});

export type HiddenFields = z.output<typeof hiddenFieldsSchema>;
