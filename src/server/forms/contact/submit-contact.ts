"use server";

import "server-only";

import { formDataArgument } from "@/lib/forms/form-data-argument";
import { type ContactFormState } from "@/lib/forms/contact-schema";
import { requestContext } from "@/server/forms/request-context";

import { handleContactSubmission } from "./handle-contact";

/** The contact form's Server Action (see useFormSubmission). */
export async function submitContact(
  _previous: ContactFormState,
  formData: FormData,
): Promise<ContactFormState> {
  return handleContactSubmission(formDataArgument(formData), await requestContext());
}
