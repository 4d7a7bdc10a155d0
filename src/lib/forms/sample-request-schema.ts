/**
 * The sample request's one schema: the "Shipping Information" form on /checkout and its Server
 * Action. The samples themselves are not fields: the server reads them from the cart cookie and
 * prices them from the catalogue. `currentRun` lists the ids of lines that ask for a cutting
 * from the current production run; ids not in the cart are ignored by the handler.
 */
import { z } from "zod";

import { defaultState, isUsStateCode, type UsStateCode } from "@/lib/samples/us-states";

import { cityField, emailField, nameField, streetField, zipField } from "./field-rules";
import { fieldMessages, sampleRequestRequiredToast } from "./form-messages";
import { initialFormState, type FormState } from "./form-state";
import { hiddenFieldsSchema, type HiddenFieldValues } from "./hidden-fields";
import { validateForm, type FormValidation } from "./validate-form";

export const sampleRequestFields = ["name", "email", "street", "city", "state", "zip"] as const;

export type SampleRequestField = (typeof sampleRequestFields)[number];

export const sampleRequestRequiredFields = [
  "name",
  "email",
  "street",
  "city",
  "zip",
] as const satisfies readonly SampleRequestField[];

export type SampleRequestFormValues = Record<SampleRequestField, string>;

export type SampleRequestFormInput = Partial<SampleRequestFormValues> & HiddenFieldValues;

export type SampleRequestFormState = FormState<SampleRequestField> & {
  /** The lines the visitor ticked for a current-run cutting, kept through an error. */
  currentRun?: number[];
};

export const initialSampleRequestState: SampleRequestFormState = {
  ...initialFormState(sampleRequestFields),
  values: { ...initialFormState(sampleRequestFields).values, state: defaultState },
};

/** An empty or missing state is the showroom's own; anything else must be a US code. */
const stateField = z
  .string()
  .trim()
  .transform((value) => (value === "" ? defaultState : value.toUpperCase()))
  .refine((value): value is UsStateCode => isUsStateCode(value), fieldMessages.stateInvalid);

export const sampleRequestSchema = z.object({
  name: nameField.prefault(""),
  email: emailField.prefault(""),
  street: streetField.prefault(""),
  city: cityField.prefault(""),
  state: stateField.prefault(""),
  zip: zipField.prefault(""),
  ...hiddenFieldsSchema.shape,
});

export type SampleRequestSubmission = z.output<typeof sampleRequestSchema>;

export function validateSampleRequest(
  input: SampleRequestFormInput | Partial<Record<string, unknown>>,
): FormValidation<SampleRequestField, SampleRequestSubmission> {
  return validateForm({
    schema: sampleRequestSchema,
    input,
    fields: sampleRequestFields,
    requiredFields: sampleRequestRequiredFields,
    requiredToast: sampleRequestRequiredToast,
  });
}
