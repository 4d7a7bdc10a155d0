"use server";

import { type ConsultationFormState } from "@/lib/forms/consultation-schema";
import { handleConsultationSubmission } from "@/server/forms/handle-consultation";
import { requestContext } from "@/server/forms/request-context";

/** For `useActionState(submitConsultation, initialConsultationState)`. */
export async function submitConsultation(
  _previous: ConsultationFormState,
  formData: FormData,
): Promise<ConsultationFormState> {
  return handleConsultationSubmission(formData, await requestContext());
}
