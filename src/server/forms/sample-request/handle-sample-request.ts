import "server-only";

import { type Locale } from "@/i18n/routing";
import { formMessages, validationMessages } from "@/lib/forms/form-messages";
import { readFormValues } from "@/lib/forms/form-state";
import {
  sampleRequestFields,
  validateSampleRequest,
  type SampleRequestField,
  type SampleRequestFormState,
  type SampleRequestSubmission,
} from "@/lib/forms/sample-request-schema";
import { localizePath } from "@/lib/i18n/localize-path";
import { parseProductId } from "@/lib/samples/cart";
import { type SampleLine } from "@/lib/samples/cart-lines";
import { totalCents } from "@/lib/samples/money";
import { normaliseForFingerprint } from "@/server/forms/idempotency";
import { submissionLocale } from "@/server/forms/submission-locale";
import {
  handleFormSubmission,
  type FormDefinition,
  type SubmissionContext,
} from "@/server/forms/submission-pipeline";

import { sampleRequestEmails } from "./sample-request-emails";

/** The name of the checkboxes (one per line, value = product id) asking for a current-run cutting. */
export const currentRunField = "currentRun";

/** The ids the visitor ticked, limited to the lines actually in the cart. */
export function currentRunIds(formData: FormData, lines: readonly SampleLine[]): number[] {
  const inCart = new Set(lines.map((line) => line.productId));
  const ticked = formData
    .getAll(currentRunField)
    .map((value) => parseProductId(value))
    .filter((id): id is number => id !== undefined && inCart.has(id));
  return [...new Set(ticked)];
}

function sampleRequestForm(
  lines: readonly SampleLine[],
  currentRun: readonly number[],
): FormDefinition<"sample_request", SampleRequestField, SampleRequestSubmission> {
  const storedLines = lines.map((line, index) => ({
    position: index + 1,
    productId: line.productId,
    productName: line.name,
    brand: line.brand,
    priceCents: line.priceCents,
    currentRun: currentRun.includes(line.productId),
  }));
  return {
    form: "sample_request",
    fields: sampleRequestFields,
    validate: (input, { locale }) =>
      validateSampleRequest(input, validationMessages(locale, "sampleRequest")),
    fingerprint: (data) => [
      normaliseForFingerprint(data.name),
      normaliseForFingerprint(data.email),
      normaliseForFingerprint(data.street),
      normaliseForFingerprint(data.zip),
      lines.map((line) => line.productId).join("."),
    ],
    columns: (data) => ({
      street: data.street,
      city: data.city,
      state: data.state,
      zip: data.zip,
      totalCents: totalCents(storedLines),
    }),
    lines: storedLines,
    emails: (input) => sampleRequestEmails({ ...input, lines: storedLines }),
    toasts: (locale) => formMessages(locale).toasts.sampleRequest,
  };
}

/** Where the visitor lands once the request is stored: the confirmation, in their language. */
export function confirmationPath(reference: string | undefined, locale: Locale): string {
  const path = reference
    ? `/checkout/confirmation?ref=${encodeURIComponent(reference)}`
    : "/checkout/confirmation";
  return localizePath(path, locale);
}

/**
 * The sample request's whole server side. The lines come from the cart cookie, already priced
 * from the catalog by the caller; nothing about the samples is read from the form except which
 * of those lines ask for a current-run cutting.
 */
export async function handleSampleRequestSubmission(
  formData: FormData,
  context: SubmissionContext,
  lines: readonly SampleLine[],
): Promise<SampleRequestFormState> {
  const currentRun = currentRunIds(formData, lines);
  if (lines.length === 0) {
    const empty = formMessages(submissionLocale(formData)).sampleRequestEmptyToast;
    return {
      status: "error",
      values: readFormValues(formData, sampleRequestFields),
      fieldErrors: {},
      message: empty.description,
      toast: empty,
    };
  }
  const state = await handleFormSubmission(sampleRequestForm(lines, currentRun), formData, context);
  return state.status === "error" ? { ...state, currentRun } : state;
}
