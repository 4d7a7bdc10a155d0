import { useLocale } from "next-intl";
import type { ReactNode } from "react";

import { sampleRequestFormConfig } from "@/lib/forms/form-config";

import { CheckoutFormProvider } from "./checkout-form-context";

/**
 * The checkout's form state around the summary and the shipping form. This server part hands
 * the client part its settings as plain data, as the contact and consultation forms get theirs.
 */
export function CheckoutStateProvider({ children }: { children: ReactNode }) {
  const locale = useLocale();
  return (
    <CheckoutFormProvider config={sampleRequestFormConfig(locale)}>{children}</CheckoutFormProvider>
  );
}
