"use client";

import { useEffect, useRef } from "react";

import { fieldControls } from "@/components/forms/field-controls";
import { FormStatus } from "@/components/forms/form-status";
import { HiddenFormFields } from "@/components/forms/hidden-form-fields";
import { dismissFormToast, showFormToast } from "@/components/forms/show-form-toast";
import { SubmitButton } from "@/components/forms/submit-button";
import { Field } from "@/components/ui/field";
import { Input } from "@/components/ui/input";
import { Select } from "@/components/ui/select";
import { sampleRequestFields, type SampleRequestField } from "@/lib/forms/sample-request-fields";
import { useHydrated } from "@/lib/hooks/use-hydrated";
import { usStates } from "@/lib/samples/us-states";

import { checkoutFormId, useCheckoutState } from "./checkout-state";

const idPrefix = "checkout";

/**
 * "Shipping Information": five required fields plus State (Florida by default). The server
 * validates everything; the values come back with the messages, with or without JavaScript.
 */
export function ShippingForm({ labelledBy }: { labelledBy: string }) {
  const { state, action, pending } = useCheckoutState();
  const hydrated = useHydrated();
  const formRef = useRef<HTMLFormElement>(null);
  const errors = state.fieldErrors;
  const values = state.values;
  const { id, control } = fieldControls<SampleRequestField>(idPrefix, values, errors);

  // A refused post is also announced in a toast, as the site's other forms do; the next attempt
  // clears it, so it never lingers over the confirmation.
  useEffect(() => {
    if (state.status === "error") showFormToast(state.toast, "checkout");
  }, [state]);
  useEffect(() => {
    if (pending) dismissFormToast("checkout");
  }, [pending]);

  // After a refused post, focus goes to the first field with a problem.
  useEffect(() => {
    const first = sampleRequestFields.find((field) => errors[field]);
    if (!first) return;
    const control = formRef.current?.elements.namedItem(first);
    if (control instanceof HTMLElement) control.focus();
  }, [errors]);

  return (
    <form
      ref={formRef}
      id={checkoutFormId}
      action={action}
      aria-labelledby={labelledBy}
      aria-busy={pending}
      // With JavaScript the server's messages replace the browser's bubbles.
      noValidate={hydrated}
      className="relative"
    >
      <HiddenFormFields idPrefix={idPrefix} page="/checkout" />
      <FormStatus id={id("status")} state={state} className="mb-8" />
      <div className="grid gap-x-5 gap-y-6 sm:grid-cols-6">
        <Field
          id={id("name")}
          label="Full Name"
          required
          error={errors.name}
          className="sm:col-span-6"
        >
          <Input {...control("name", true)} autoComplete="name" maxLength={100} />
        </Field>
        <Field
          id={id("email")}
          label="Email Address"
          required
          error={errors.email}
          className="sm:col-span-6"
        >
          <Input {...control("email", true)} type="email" autoComplete="email" maxLength={254} />
        </Field>
        <Field
          id={id("street")}
          label="Street Address"
          required
          error={errors.street}
          className="sm:col-span-6"
        >
          <Input {...control("street", true)} autoComplete="street-address" maxLength={120} />
        </Field>
        <Field id={id("city")} label="City" required error={errors.city} className="sm:col-span-3">
          <Input {...control("city", true)} autoComplete="address-level2" maxLength={60} />
        </Field>
        <Field id={id("state")} label="State" error={errors.state} className="sm:col-span-1">
          <Select {...control("state")} autoComplete="address-level1">
            {usStates.map(([code, name]) => (
              <option key={code} value={code} title={name}>
                {code}
              </option>
            ))}
          </Select>
        </Field>
        <Field
          id={id("zip")}
          label="ZIP Code"
          required
          error={errors.zip}
          className="sm:col-span-2"
        >
          <Input
            {...control("zip", true)}
            autoComplete="postal-code"
            inputMode="numeric"
            maxLength={10}
          />
        </Field>
      </div>
      <div className="mt-10 flex flex-col gap-4 sm:flex-row sm:items-center sm:justify-between">
        <SubmitButton pending={pending}>Place Order</SubmitButton>
        <p className="text-xs leading-relaxed text-muted-foreground sm:max-w-72">
          No payment is taken online. We use your details only to send your samples.
        </p>
      </div>
    </form>
  );
}
