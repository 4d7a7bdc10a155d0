"use server";

import "server-only";

import { formDataArgument } from "@/lib/forms/form-data-argument";
import { type ConsultationFormState } from "@/lib/forms/consultation-schema";
import { requestContext } from "@/server/forms/request-context";

import { handleConsultationSubmission } from "./handle-consultation";

/** The consultation form's Server Action (see useFormSubmission). */
export async function submitConsultation(
  _previous: ConsultationFormState,
  formData: FormData,
): Promise<ConsultationFormState> {
  return handleConsultationSubmission(formDataArgument(formData), await requestContext());
}
