/**
 * The three forms' validators speaking English, the language the rules' tests read their
 * messages in (the schemas themselves carry only keys; see validate-form.ts).
 */
import {
  validateConsultation as validateConsultationIn,
  type ConsultationSchemaOptions,
} from "./consultation-schema";
import { validateContact as validateContactIn } from "./contact-schema";
import { validationMessages } from "./form-messages";
import { validateSampleRequest as validateSampleRequestIn } from "./sample-request-schema";

type Input = Partial<Record<string, unknown>>;

export function validateContact(input: Input) {
  return validateContactIn(input, validationMessages("en", "contact"));
}

export function validateConsultation(input: Input, options: ConsultationSchemaOptions = {}) {
  return validateConsultationIn(input, {
    ...options,
    messages: validationMessages("en", "consultation"),
  });
}

export function validateSampleRequest(input: Input) {
  return validateSampleRequestIn(input, validationMessages("en", "sampleRequest"));
}
