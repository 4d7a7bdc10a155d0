import "server-only";

import {
  consultationFields,
  validateConsultation,
  type ConsultationField,
  type ConsultationFormState,
  type ConsultationSubmission as Submission,
} from "@/lib/forms/consultation-schema";
import { formMessages, validationMessages } from "@/lib/forms/form-messages";
import { normaliseForFingerprint } from "@/server/forms/idempotency";
import {
  handleFormSubmission,
  type FormDefinition,
  type SubmissionContext,
} from "@/server/forms/submission-pipeline";

import { consultationEmails } from "./consultation-emails";

const consultationForm: FormDefinition<"consultation", ConsultationField, Submission> = {
  form: "consultation",
  fields: consultationFields,
  validate: (input, { now, locale }) =>
    validateConsultation(input, { now, messages: validationMessages(locale, "consultation") }),
  fingerprint: (data) => [
    normaliseForFingerprint(data.name),
    normaliseForFingerprint(data.email),
    normaliseForFingerprint(data.phone),
    data.preferredDate,
    data.preferredTime,
    normaliseForFingerprint(data.message),
    normaliseForFingerprint(data.productName),
  ],
  columns: (data) => ({
    phone: data.phone ?? null,
    message: data.message ?? null,
    preferredDate: data.preferredDate,
    preferredTime: data.preferredTime,
    productName: data.productName ?? null,
  }),
  emails: consultationEmails,
  acceptsPicture: true,
  toasts: (locale) => formMessages(locale).toasts.consultation,
};

/** The consultation form's whole server side; `submitConsultation` wraps it. */
export function handleConsultationSubmission(
  formData: FormData,
  context: SubmissionContext,
): Promise<ConsultationFormState> {
  return handleFormSubmission(consultationForm, formData, context);
}
