"use client";

import { createContext, useActionState, useContext, type ReactNode } from "react";

import {
  initialSampleRequestState,
  type SampleRequestFormState,
} from "@/lib/forms/sample-request-fields";
import { submitSampleRequest } from "@/server/actions/submit-sample-request";

type CheckoutState = {
  state: SampleRequestFormState;
  action: (formData: FormData) => void;
  pending: boolean;
};

const CheckoutContext = createContext<CheckoutState | null>(null);

/** The form id the summary's "current run" boxes join, although they sit outside the form. */
export const checkoutFormId = "checkout-form";

/**
 * Holds the request's action state for the whole checkout: the shipping form and the summary's
 * "current run" boxes (server-rendered lines around them) read the same state. Without
 * JavaScript the post comes back to /checkout, rendered with that state.
 */
export function CheckoutStateProvider({ children }: { children: ReactNode }) {
  const [state, action, pending] = useActionState(
    submitSampleRequest,
    initialSampleRequestState,
    "/checkout",
  );
  return (
    <CheckoutContext.Provider value={{ state, action, pending }}>
      {children}
    </CheckoutContext.Provider>
  );
}

export function useCheckoutState(): CheckoutState {
  const value = useContext(CheckoutContext);
  if (!value) throw new Error("useCheckoutState needs a CheckoutStateProvider");
  return value;
}
