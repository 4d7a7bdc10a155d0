"use client";

import { createContext, useContext, type ReactNode } from "react";

import { useLocale } from "@/i18n/client-intl";
import type { SampleRequestFormConfig } from "@/lib/forms/form-config";
import { localizePath } from "@/lib/i18n/localize-path";
import type { SampleRequestFormState } from "@/lib/forms/sample-request-fields";
import { useFormSubmission, type FormSubmission } from "@/lib/forms/use-form-submission";
import { submitSampleRequest } from "@/server/forms/sample-request/submit-sample-request";

type CheckoutForm = FormSubmission<SampleRequestFormState>;

const CheckoutContext = createContext<CheckoutForm | null>(null);

/** The form id the summary's "current run" boxes join, although they sit outside the form. */
export const checkoutFormId = "checkout-form";

/**
 * Holds the request's submission for the whole checkout: the shipping form and the summary's
 * "current run" boxes (server-rendered lines around them) read the same state. The server alone
 * validates (the form has no client-side schema); on success its action empties the cart and
 * redirects to the confirmation. Without JavaScript the post comes back to /checkout (in the
 * page's language), rendered with that state.
 */
export function CheckoutFormProvider({
  config,
  children,
}: {
  config: SampleRequestFormConfig;
  children: ReactNode;
}) {
  const locale = useLocale();
  const form = useFormSubmission({
    action: submitSampleRequest,
    config,
    toastId: "checkout",
    permalink: localizePath("/checkout", locale),
  });
  return <CheckoutContext.Provider value={form}>{children}</CheckoutContext.Provider>;
}

export function useCheckoutForm(): CheckoutForm {
  const value = useContext(CheckoutContext);
  if (!value) throw new Error("useCheckoutForm needs a CheckoutFormProvider");
  return value;
}
