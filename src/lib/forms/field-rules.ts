/**
 * The zod building blocks every form shares. The character rules themselves (controls, line
 * breaks, bidirectional controls, invisible-only values) live in text-rules.ts; here every text
 * field applies them, with the field's own messages.
 */
import { z } from "zod";

import { site } from "@/content/site";

import { calendarDate, dateInputRange, isCalendarDate } from "./date-range";
import { fieldMessages } from "./form-messages";
import { isSitePath, parseUtm } from "./hidden-field-rules";
import {
  emptyIfBlank,
  hasBidiControls,
  hasMultiLineControls,
  hasSingleLineControls,
} from "./text-rules";

export { addYearsToCalendarDate, isCalendarDate } from "./date-range";
export { isCleanMultiLine, isSingleLine } from "./text-rules";

const noBidiControls = (value: string) => !hasBidiControls(value);

/** Trimmed, with a value of only invisible characters turned into "" (so: required, or absent). */
const singleLineText = () => z.string().trim().overwrite(emptyIfBlank);

/** A required single-line text of at most `max` characters (name, street, city). */
function requiredLine(max: number, messages: { required: string; tooLong: string }) {
  return singleLineText()
    .min(1, messages.required)
    .max(max, messages.tooLong)
    .refine((value) => !hasSingleLineControls(value), fieldMessages.singleLine)
    .refine(noBidiControls, fieldMessages.hiddenCharacters);
}

export const nameField = requiredLine(100, {
  required: fieldMessages.nameRequired,
  tooLong: fieldMessages.nameTooLong,
});

export const emailField = singleLineText()
  .min(1, fieldMessages.emailRequired)
  .max(254, fieldMessages.emailInvalid)
  .refine(noBidiControls, fieldMessages.hiddenCharacters)
  .refine((value) => !hasSingleLineControls(value), fieldMessages.emailInvalid)
  .pipe(z.email({ error: fieldMessages.emailInvalid }));

const phoneCharacters = /^[0-9+().\- ]*$/;

/** Optional: "" becomes undefined. */
export const phoneField = singleLineText()
  .max(30, fieldMessages.phoneTooLong)
  .refine(noBidiControls, fieldMessages.hiddenCharacters)
  .refine((value) => phoneCharacters.test(value), fieldMessages.phoneInvalid)
  .refine((value) => value === "" || /\d/.test(value), fieldMessages.phoneInvalid)
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
  .max(5_000, fieldMessages.messageTooLong)
  .refine((value) => !hasMultiLineControls(value), fieldMessages.messageCharacters)
  .refine(noBidiControls, fieldMessages.hiddenCharacters);

export const requiredMessageField = messageText.refine(
  (value) => value.length > 0,
  fieldMessages.messageRequired,
);

export const optionalMessageField = messageText.transform((value) =>
  value === "" ? undefined : value,
);

export const productNameField = singleLineText()
  .max(120, fieldMessages.productTooLong)
  .refine((value) => !hasSingleLineControls(value), fieldMessages.singleLine)
  .refine(noBidiControls, fieldMessages.hiddenCharacters)
  .transform((value) => (value === "" ? undefined : value));

export const streetField = requiredLine(120, {
  required: fieldMessages.streetRequired,
  tooLong: fieldMessages.streetTooLong,
});

export const cityField = requiredLine(60, {
  required: fieldMessages.cityRequired,
  tooLong: fieldMessages.cityTooLong,
});

/** Five digits, or ZIP+4 with a hyphen. */
export const zipPattern = /^\d{5}(?:-\d{4})?$/;

export function isUsZip(value: string): boolean {
  return zipPattern.test(value.trim());
}

export const zipField = singleLineText()
  .min(1, fieldMessages.zipRequired)
  .refine((value) => zipPattern.test(value), fieldMessages.zipInvalid);

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

function preferredDateProblem(value: string, now: Date): string | undefined {
  if (value === "") return fieldMessages.dateRequired;
  if (!isCalendarDate(value)) return fieldMessages.dateInvalid;
  const { min, max } = preferredDateRange(now);
  // ISO dates compare correctly as strings.
  if (value < min) return fieldMessages.datePast;
  if (value > max) return fieldMessages.dateTooFar;
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
