/**
 * The contact form's one schema, used by the form on /contact and its Server Action. The subject
 * is not a field: every message is stored as "Contact Form Submission".
 */
import { z } from "zod";

import {
  emailField,
  hiddenFieldsSchema,
  nameField,
  phoneField,
  requiredMessageField,
} from "./field-rules";
import { initialFormState, type FormState } from "./form-state";
import { type HiddenFieldValues } from "./hidden-fields";
import { validateForm, type FormValidation } from "./validate-form";
import { type ValidationMessages } from "./validation-messages";

export const contactSubject = "Contact Form Submission";

export const contactFields = ["name", "email", "phone", "message"] as const;

export type ContactField = (typeof contactFields)[number];

export const contactRequiredFields = [
  "name",
  "email",
  "message",
] as const satisfies readonly ContactField[];

export type ContactFormValues = Record<ContactField, string>;

export type ContactFormInput = Partial<ContactFormValues> & HiddenFieldValues;

export type ContactFormState = FormState<ContactField>;

export const initialContactState: ContactFormState = initialFormState(contactFields);

export const contactSchema = z.object({
  name: nameField.prefault(""),
  email: emailField.prefault(""),
  phone: phoneField.prefault(""),
  message: requiredMessageField.prefault(""),
  ...hiddenFieldsSchema.shape,
});

export type ContactSubmission = z.output<typeof contactSchema>;

/** Checks a contact message; the messages are the visitor's language's (see validateForm). */
export function validateContact(
  input: ContactFormInput | Partial<Record<string, unknown>>,
  messages?: ValidationMessages,
): FormValidation<ContactField, ContactSubmission> {
  return validateForm({
    schema: contactSchema,
    input,
    fields: contactFields,
    requiredFields: contactRequiredFields,
    messages,
  });
}
