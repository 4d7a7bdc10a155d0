/**
 * What the contact form needs from the server, as plain data (see consultation-form-config for
 * why the client form does not import the schema module itself).
 */
import { initialContactState, type ContactFormState } from "@/lib/forms/contact-schema";
import { contactFailureToast } from "@/lib/forms/form-messages";
import type { FormToast } from "@/lib/forms/form-state";

export type ContactFormConfig = {
  initialState: ContactFormState;
  failureToast: FormToast;
};

export function contactFormConfig(): ContactFormConfig {
  return { initialState: initialContactState, failureToast: contactFailureToast };
}
