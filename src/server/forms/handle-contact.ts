import "server-only";

import {
  contactFields,
  contactSubject,
  validateContact,
  type ContactField,
  type ContactFormState,
  type ContactSubmission,
} from "@/lib/forms/contact-schema";
import { contactFailureToast, contactSuccessToast } from "@/lib/forms/form-messages";
import { insertContactMessage } from "@/server/db/queries";
import { contactEmails } from "@/server/mail/contact-emails";
import { retryPolicy } from "@/server/outbox/backoff";

import { normaliseForFingerprint } from "./idempotency";
import {
  handleFormSubmission,
  type FormDefinition,
  type SubmissionContext,
} from "./submission-pipeline";

const contactForm: FormDefinition<ContactField, ContactSubmission> = {
  form: "contact",
  fields: contactFields,
  validate: (input) => validateContact(input),
  fingerprint: (data) => [
    normaliseForFingerprint(data.name),
    normaliseForFingerprint(data.email),
    normaliseForFingerprint(data.phone),
    normaliseForFingerprint(data.message),
  ],
  async store({ db, data, id, idempotency, now, ownerEmail }) {
    const emails = contactEmails({ id, submission: data, createdAt: now, ownerEmail });
    return insertContactMessage(
      db,
      {
        id,
        name: data.name,
        email: data.email,
        phone: data.phone ?? null,
        message: data.message,
        subject: contactSubject,
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
  successToast: contactSuccessToast,
  failureToast: contactFailureToast,
};

/** The contact form's whole server side; `submitContact` wraps it. */
export function handleContactSubmission(
  formData: FormData,
  context: SubmissionContext,
): Promise<ContactFormState> {
  return handleFormSubmission(contactForm, formData, context);
}
