"use client";

import { FormField } from "@/components/forms/form-field";
import { FormStatus } from "@/components/forms/form-status";
import { HiddenFormFields } from "@/components/forms/hidden-form-fields";
import { SubmitButton } from "@/components/forms/submit-button";
import { Select } from "@/components/ui/select";
import { usStates } from "@/lib/samples/us-states";

import { checkoutFormId, useCheckoutForm } from "./checkout-form-context";

const idPrefix = "checkout";

/**
 * "Shipping Information": five required fields plus State (Florida by default). The server
 * validates everything; the values come back with the messages, with or without JavaScript.
 */
export function ShippingForm({ labelledBy }: { labelledBy: string }) {
  const form = useCheckoutForm();
  const fields = { idPrefix, values: form.values, errors: form.fieldErrors };

  return (
    <form id={checkoutFormId} {...form.formProps} aria-labelledby={labelledBy} className="relative">
      <HiddenFormFields idPrefix={idPrefix} page="/checkout" />
      <FormStatus id={`${idPrefix}-status`} state={form.state} className="mb-8" />
      <div className="grid gap-x-5 gap-y-6 sm:grid-cols-6">
        <FormField
          fields={fields}
          name="name"
          label="Full Name"
          required
          className="sm:col-span-6"
          autoComplete="name"
          maxLength={100}
        />
        <FormField
          fields={fields}
          name="email"
          label="Email Address"
          required
          className="sm:col-span-6"
          type="email"
          autoComplete="email"
          maxLength={254}
        />
        <FormField
          fields={fields}
          name="street"
          label="Street Address"
          required
          className="sm:col-span-6"
          autoComplete="street-address"
          maxLength={120}
        />
        <FormField
          fields={fields}
          name="city"
          label="City"
          required
          className="sm:col-span-3"
          autoComplete="address-level2"
          maxLength={60}
        />
        <FormField
          fields={fields}
          name="state"
          label="State"
          className="sm:col-span-1"
          control={Select}
          autoComplete="address-level1"
        >
          {usStates.map(([code, name]) => (
            <option key={code} value={code} title={name}>
              {code}
            </option>
          ))}
        </FormField>
        <FormField
          fields={fields}
          name="zip"
          label="ZIP Code"
          required
          className="sm:col-span-2"
          autoComplete="postal-code"
          inputMode="numeric"
          maxLength={10}
        />
      </div>
      <div className="mt-10 flex flex-col gap-4 sm:flex-row sm:items-center sm:justify-between">
        <SubmitButton pending={form.pending}>Place Order</SubmitButton>
        <p className="text-xs leading-relaxed text-muted-foreground sm:max-w-72">
          No payment is taken online. We use your details only to send your samples.
        </p>
      </div>
    </form>
  );
}
