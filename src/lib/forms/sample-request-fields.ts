/**
 * The sample request's fields and form state without zod, so the checkout's client components
 * can import them: zod is never part of a page's first load (see lazy-validation.ts).
 */
import { defaultState } from "@/lib/samples/us-states";

import { initialFormState, type FormState } from "./form-state";
import type { HiddenFieldValues } from "./hidden-fields";

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
