/**
 * What each client form needs from the server, as plain data, in the page's language. The client
 * forms must not import the schema modules or the messages (they bring zod, through the schemas
 * and site.ts, which is loaded only when someone starts typing, and every language's texts), so
 * server components build these and pass them down. Client code imports only the types.
 */
import { timeSlots } from "@/content/consultation";
import { site } from "@/content/site";
import type { Locale } from "@/i18n/routing";
import { timeSlotLabel } from "@/lib/consultation/time-slot-label";

import { initialConsultationState, type ConsultationFormState } from "./consultation-schema";
import { initialContactState, type ContactFormState } from "./contact-schema";
import { formMessages, validationMessages } from "./form-messages";
import type { FormState, FormToast } from "./form-state";
import { initialSampleRequestState, type SampleRequestFormState } from "./sample-request-fields";
import type { ValidationMessages } from "./validation-messages";

/** What every form starts from, and what it says when its action cannot be reached. */
export type FormConfig<TState extends FormState<string>> = {
  initialState: TState;
  failureToast: FormToast;
  /** What the form's schema says in the browser; only forms checked there have it. */
  validation?: ValidationMessages;
};

export type ContactFormConfig = FormConfig<ContactFormState>;

export type ConsultationFormConfig = FormConfig<ConsultationFormState> & {
  /** The slots offered: the value sent (always the English one) and the words shown. */
  timeSlots: readonly { value: string; label: string }[];
  /** The showroom's zone, which decides "today" for the date input. */
  timeZone: string;
  /** The line beside the submit button. */
  hoursNote: string;
  /** What the dialog says about a picture from the wall visualiser. */
  pictureNotes: { attachFailed: string; removed: string };
};

export type SampleRequestFormConfig = FormConfig<SampleRequestFormState>;

export function contactFormConfig(locale: Locale = "en"): ContactFormConfig {
  return {
    initialState: initialContactState,
    failureToast: formMessages(locale).toasts.contact.failure,
    validation: validationMessages(locale, "contact"),
  };
}

export function consultationFormConfig(locale: Locale = "en"): ConsultationFormConfig {
  const messages = formMessages(locale);
  return {
    initialState: initialConsultationState,
    timeSlots: timeSlots.map((slot) => ({ value: slot, label: timeSlotLabel(slot, locale) })),
    timeZone: site.timeZone,
    hoursNote: messages.hoursNote,
    pictureNotes: messages.pictureNotes,
    failureToast: messages.toasts.consultation.failure,
    validation: validationMessages(locale, "consultation"),
  };
}

export function sampleRequestFormConfig(locale: Locale = "en"): SampleRequestFormConfig {
  return {
    initialState: initialSampleRequestState,
    failureToast: formMessages(locale).toasts.sampleRequest.failure,
  };
}
