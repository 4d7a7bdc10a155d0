import "server-only";

import {
  contactFields,
  contactSubject,
  validateContact,
  type ContactField,
  type ContactFormState,
  type ContactSubmission,
} from "@/lib/forms/contact-schema";
import { formMessages, validationMessages } from "@/lib/forms/form-messages";
import { normaliseForFingerprint } from "@/server/forms/idempotency";
import {
  handleFormSubmission,
  type FormDefinition,
  type SubmissionContext,
} from "@/server/forms/submission-pipeline";

import { contactEmails } from "./contact-emails";

const contactForm: FormDefinition<"contact", ContactField, ContactSubmission> = {
  form: "contact",
  fields: contactFields,
  validate: (input, { locale }) => validateContact(input, validationMessages(locale, "contact")),
  fingerprint: (data) => [
    normaliseForFingerprint(data.name),
    normaliseForFingerprint(data.email),
    normaliseForFingerprint(data.phone),
    normaliseForFingerprint(data.message),
  ],
  columns: (data) => ({
    phone: data.phone ?? null,
    message: data.message,
    subject: contactSubject,
  }),
  emails: contactEmails,
  toasts: (locale) => formMessages(locale).toasts.contact,
};

/** The contact form's whole server side; `submitContact` wraps it. */
export function handleContactSubmission(
  formData: FormData,
  context: SubmissionContext,
): Promise<ContactFormState> {
  return handleFormSubmission(contactForm, formData, context);
}
