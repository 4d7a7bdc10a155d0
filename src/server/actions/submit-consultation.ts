"use server";

import { formDataArgument } from "@/lib/forms/form-data-argument";
import { type ConsultationFormState } from "@/lib/forms/consultation-schema";
import { handleConsultationSubmission } from "@/server/forms/handle-consultation";
import { requestContext } from "@/server/forms/request-context";

/** For `useActionState(submitConsultation, initialConsultationState)`. */
export async function submitConsultation(
  _previous: ConsultationFormState,
  formData: FormData,
): Promise<ConsultationFormState> {
  return handleConsultationSubmission(formDataArgument(formData), await requestContext());
}
