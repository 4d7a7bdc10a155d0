/**
 * The consultation form's one schema, used by the dialog, the inline form on /consultation and
 * the Server Action. Field names match the inputs' `name` attributes.
 */
import { z } from "zod";

import { notSpecifiedTime, timeSlots } from "@/content/consultation";
import { type pictureField } from "@/lib/consultation/picture-rules";

import {
  emailField,
  hiddenFieldsSchema,
  nameField,
  optionalMessageField,
  phoneField,
  preferredDateField,
  productNameField,
} from "./field-rules";
import { initialFormState, type FormState } from "./form-state";
import { type HiddenFieldValues } from "./hidden-fields";
import { validateForm, type FormValidation } from "./validate-form";
import { messageKey, type ValidationMessages } from "./validation-messages";

/** The visible fields (productName is shown as context when the dialog carries one). */
export const consultationFields = [
  "name",
  "email",
  "phone",
  "preferredDate",
  "preferredTime",
  "message",
  "productName",
] as const;

export type ConsultationField = (typeof consultationFields)[number];

export const consultationRequiredFields = [
  "name",
  "email",
  "preferredDate",
] as const satisfies readonly ConsultationField[];

export type ConsultationFormValues = Record<ConsultationField, string>;

/** What the client posts: the visible values plus the hidden fields. */
export type ConsultationFormInput = Partial<ConsultationFormValues> & HiddenFieldValues;

/** The state also carries the server's word on an attached picture (`fieldErrors.picture`). */
export type ConsultationFormState = FormState<ConsultationField, typeof pictureField>;

export const initialConsultationState: ConsultationFormState = initialFormState(consultationFields);

/** "" (nothing chosen) is stored and sent as "Not specified". */
export const preferredTimeField = z
  .string()
  .trim()
  .transform((value) => (value === "" ? notSpecifiedTime : value))
  .pipe(z.enum([...timeSlots, notSpecifiedTime], { error: messageKey("timeInvalid") }));

export type ConsultationSchemaOptions = {
  /** The clock that decides "today" in America/New_York; tests pass a fixed one. */
  now?: () => Date;
};

export type ConsultationValidationOptions = ConsultationSchemaOptions & {
  /** The texts in the visitor's language (see validateForm). */
  messages?: ValidationMessages;
};

export function createConsultationSchema({
  now = () => new Date(),
}: ConsultationSchemaOptions = {}) {
  return z.object({
    name: nameField.prefault(""),
    email: emailField.prefault(""),
    phone: phoneField.prefault(""),
    preferredDate: preferredDateField(now).prefault(""),
    preferredTime: preferredTimeField.prefault(""),
    message: optionalMessageField.prefault(""),
    productName: productNameField.prefault(""),
    ...hiddenFieldsSchema.shape,
  });
}

export const consultationSchema = createConsultationSchema();

export type ConsultationSubmission = z.output<typeof consultationSchema>;

export function validateConsultation(
  input: ConsultationFormInput | Partial<Record<string, unknown>>,
  options: ConsultationValidationOptions = {},
): FormValidation<ConsultationField, ConsultationSubmission> {
  return validateForm({
    schema: options.now ? createConsultationSchema(options) : consultationSchema,
    input,
    fields: consultationFields,
    requiredFields: consultationRequiredFields,
    messages: options.messages,
  });
}
