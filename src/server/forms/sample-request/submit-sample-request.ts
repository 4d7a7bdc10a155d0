"use server";

import "server-only";

import { redirect } from "next/navigation";

import { formDataArgument } from "@/lib/forms/form-data-argument";
import { type SampleRequestFormState } from "@/lib/forms/sample-request-schema";
import { requestContext } from "@/server/forms/request-context";
import { submissionLocale } from "@/server/forms/submission-locale";
import { readCart, writeCartIds } from "@/server/samples/sample-cart";

import { confirmationPath, handleSampleRequestSubmission } from "./handle-sample-request";

/**
 * The checkout form's Server Action (see useFormSubmission). On success the cart is emptied and
 * the visitor lands on the confirmation, in the language of the form, with the request's
 * reference; `redirect` stays outside any try, so it reaches Next.js.
 */
export async function submitSampleRequest(
  _previous: SampleRequestFormState,
  formData: FormData,
): Promise<SampleRequestFormState> {
  const cart = await readCart();
  const post = formDataArgument(formData);
  const state = await handleSampleRequestSubmission(post, await requestContext(), cart.lines);
  if (state.status !== "success") return state;
  await writeCartIds([]);
  redirect(confirmationPath(state.reference, submissionLocale(post)));
}
