/**
 * What each client form needs from the server, as plain data. The client forms must not import
 * the schema modules or the messages (they bring zod, through the schemas and site.ts, which is
 * loaded only when someone starts typing), so server components build these and pass them down.
 * Client code imports only the types.
 */
import { timeSlots } from "@/content/consultation";
import { site } from "@/content/site";

import { initialConsultationState, type ConsultationFormState } from "./consultation-schema";
import { initialContactState, type ContactFormState } from "./contact-schema";
import {
  consultationFailureToast,
  contactFailureToast,
  pictureNotes,
  sampleRequestFailureToast,
} from "./form-messages";
import type { FormState, FormToast } from "./form-state";
import { initialSampleRequestState, type SampleRequestFormState } from "./sample-request-fields";

/** What every form starts from, and what it says when its action cannot be reached. */
export type FormConfig<TState extends FormState<string>> = {
  initialState: TState;
  failureToast: FormToast;
};

export type ContactFormConfig = FormConfig<ContactFormState>;

export type ConsultationFormConfig = FormConfig<ConsultationFormState> & {
  timeSlots: readonly string[];
  /** The showroom's zone, which decides "today" for the date input. */
  timeZone: string;
  /** The line beside the submit button. */
  hoursNote: string;
  /** What the dialog says about a picture from the wall visualiser. */
  pictureNotes: { attachFailed: string; removed: string };
};

export type SampleRequestFormConfig = FormConfig<SampleRequestFormState>;

export function contactFormConfig(): ContactFormConfig {
  return { initialState: initialContactState, failureToast: contactFailureToast };
}

export function consultationFormConfig(): ConsultationFormConfig {
  return {
    initialState: initialConsultationState,
    timeSlots,
    timeZone: site.timeZone,
    hoursNote: `${site.hours.weekdays}. ${site.hours.weekend}. We confirm every booking personally.`,
    pictureNotes,
    failureToast: consultationFailureToast,
  };
}

export function sampleRequestFormConfig(): SampleRequestFormConfig {
  return { initialState: initialSampleRequestState, failureToast: sampleRequestFailureToast };
}
