"use server";

import "server-only";

import { redirect } from "next/navigation";

import { formDataArgument } from "@/lib/forms/form-data-argument";
import { type SampleRequestFormState } from "@/lib/forms/sample-request-schema";
import { requestContext } from "@/server/forms/request-context";
import { readCart, writeCartIds } from "@/server/samples/sample-cart";

import { handleSampleRequestSubmission } from "./handle-sample-request";

/**
 * The checkout form's Server Action (see useFormSubmission). On success the cart is emptied and
 * the visitor lands on the confirmation with the request's reference; `redirect` stays outside
 * any try, so it reaches Next.js.
 */
export async function submitSampleRequest(
  _previous: SampleRequestFormState,
  formData: FormData,
): Promise<SampleRequestFormState> {
  const cart = await readCart();
  const state = await handleSampleRequestSubmission(
    formDataArgument(formData),
    await requestContext(),
    cart.lines,
  );
  if (state.status !== "success") return state;
  await writeCartIds([]);
  redirect(
    state.reference
      ? `/checkout/confirmation?ref=${encodeURIComponent(state.reference)}`
      : "/checkout/confirmation",
  );
}
