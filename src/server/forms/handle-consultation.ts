import "server-only";

import {
  consultationFields,
  validateConsultation,
  type ConsultationField,
  type ConsultationFormState,
  type ConsultationSubmission,
} from "@/lib/forms/consultation-schema";
import { consultationFailureToast, consultationSuccessToast } from "@/lib/forms/form-messages";
import { insertConsultationRequest } from "@/server/db/queries";
import { consultationEmails } from "@/server/mail/consultation-emails";
import { retryPolicy } from "@/server/outbox/backoff";

import { normaliseForFingerprint } from "./idempotency";
import {
  handleFormSubmission,
  type FormDefinition,
  type SubmissionContext,
} from "./submission-pipeline";

const consultationForm: FormDefinition<ConsultationField, ConsultationSubmission> = {
  form: "consultation",
  fields: consultationFields,
  validate: (input, now) => validateConsultation(input, { now }),
  fingerprint: (data) => [
    normaliseForFingerprint(data.name),
    normaliseForFingerprint(data.email),
    normaliseForFingerprint(data.phone),
    data.preferredDate,
    data.preferredTime,
    normaliseForFingerprint(data.message),
    normaliseForFingerprint(data.productName),
  ],
  async store({ db, data, id, idempotency, now, ownerEmail }) {
    const emails = consultationEmails({ id, submission: data, createdAt: now, ownerEmail });
    return insertConsultationRequest(
      db,
      {
        id,
        name: data.name,
        email: data.email,
        phone: data.phone ?? null,
        message: data.message ?? null,
        preferredDate: data.preferredDate,
        preferredTime: data.preferredTime,
        productName: data.productName ?? null,
        sourcePage: data.page ?? null,
        landingPage: data.landingPage ?? null,
        utm: data.utm,
        idempotencyKey: idempotency.key,
        createdAt: now,
      },
      {
        messages: [
          { kind: "owner_notification", ...emails.ownerNotification },
          { kind: "visitor_confirmation", ...emails.visitorConfirmation },
        ],
        now,
        retryForMs: retryPolicy.retryForMs,
        alsoDuplicateOf: idempotency.alsoDuplicateOf,
      },
    );
  },
  successToast: consultationSuccessToast,
  failureToast: consultationFailureToast,
};

/** The consultation form's whole server side; `submitConsultation` wraps it. */
export function handleConsultationSubmission(
  formData: FormData,
  context: SubmissionContext,
): Promise<ConsultationFormState> {
  return handleFormSubmission(consultationForm, formData, context);
}
