"use server";

import { formDataArgument } from "@/lib/forms/form-data-argument";
import { type ContactFormState } from "@/lib/forms/contact-schema";
import { handleContactSubmission } from "@/server/forms/handle-contact";
import { requestContext } from "@/server/forms/request-context";

/** For `useActionState(submitContact, initialContactState)`. */
export async function submitContact(
  _previous: ContactFormState,
  formData: FormData,
): Promise<ContactFormState> {
  return handleContactSubmission(formDataArgument(formData), await requestContext());
}
