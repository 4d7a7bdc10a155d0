/**
 * The sample request's one schema: the "Shipping Information" form on /checkout and its Server
 * Action. The samples themselves are not fields: the server reads them from the cart cookie and
 * prices them from the catalog. `currentRun` lists the ids of lines that ask for a cutting
 * from the current production run; ids not in the cart are ignored by the handler.
 */
import { z } from "zod";

import { defaultState, isUsStateCode, type UsStateCode } from "@/lib/samples/us-states";

import {
  cityField,
  emailField,
  hiddenFieldsSchema,
  nameField,
  streetField,
  zipField,
} from "./field-rules";
import {
  sampleRequestFields,
  sampleRequestRequiredFields,
  type SampleRequestField,
  type SampleRequestFormInput,
} from "./sample-request-fields";
import { validateForm, type FormValidation } from "./validate-form";
import { messageKey, type ValidationMessages } from "./validation-messages";

/** An empty or missing state is the showroom's own; anything else must be a US code. */
const stateField = z
  .string()
  .trim()
  .transform((value) => (value === "" ? defaultState : value.toUpperCase()))
  .refine((value): value is UsStateCode => isUsStateCode(value), messageKey("stateInvalid"));

export const sampleRequestSchema = z.object({
  name: nameField.prefault(""),
  email: emailField.prefault(""),
  street: streetField.prefault(""),
  city: cityField.prefault(""),
  state: stateField.prefault(""),
  zip: zipField.prefault(""),
  ...hiddenFieldsSchema.shape,
});

export {
  initialSampleRequestState,
  sampleRequestFields,
  type SampleRequestField,
  type SampleRequestFormInput,
  type SampleRequestFormState,
  type SampleRequestFormValues,
} from "./sample-request-fields";

export type SampleRequestSubmission = z.output<typeof sampleRequestSchema>;

/** Checks a sample request; the messages are the visitor's language's (see validateForm). */
export function validateSampleRequest(
  input: SampleRequestFormInput | Partial<Record<string, unknown>>,
  messages?: ValidationMessages,
): FormValidation<SampleRequestField, SampleRequestSubmission> {
  return validateForm({
    schema: sampleRequestSchema,
    input,
    fields: sampleRequestFields,
    requiredFields: sampleRequestRequiredFields,
    messages,
  });
}
