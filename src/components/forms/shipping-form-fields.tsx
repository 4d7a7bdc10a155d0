"use client";

import { checkoutFormId, useCheckoutForm } from "@/components/samples/checkout-form-context";
import { Select } from "@/components/ui/select";
import { useTranslations } from "@/i18n/client-intl";
import { usStates } from "@/lib/samples/us-states";

import { FormField } from "./form-field";
import { FormStatus } from "./form-status";
import { HiddenFormFields } from "./hidden-form-fields";
import { SubmitButton } from "./submit-button";

const idPrefix = "checkout";

/**
 * The checkout's "Shipping Information" fields: five required plus State (Florida by default).
 * The server validates everything; the values come back with the messages, in the page's
 * language, with or without JavaScript. Its texts are the `forms` parts "fields" and
 * "shippingForm" (ShippingForm, in src/components/samples, provides them).
 */
export function ShippingFormFields({ labelledBy }: { labelledBy: string }) {
  const t = useTranslations("forms.shippingForm");
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
          label={t("name")}
          required
          className="sm:col-span-6"
          autoComplete="name"
          maxLength={100}
        />
        <FormField
          fields={fields}
          name="email"
          label={t("email")}
          required
          className="sm:col-span-6"
          type="email"
          autoComplete="email"
          maxLength={254}
        />
        <FormField
          fields={fields}
          name="street"
          label={t("street")}
          required
          className="sm:col-span-6"
          autoComplete="street-address"
          maxLength={120}
        />
        <FormField
          fields={fields}
          name="city"
          label={t("city")}
          required
          className="sm:col-span-3"
          autoComplete="address-level2"
          maxLength={60}
        />
        <FormField
          fields={fields}
          name="state"
          label={t("state")}
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
          label={t("zip")}
          required
          className="sm:col-span-2"
          autoComplete="postal-code"
          inputMode="numeric"
          maxLength={10}
        />
      </div>
      <div className="mt-10 flex flex-col gap-4 sm:flex-row sm:items-center sm:justify-between">
        <SubmitButton pending={form.pending}>{t("submit")}</SubmitButton>
        <p className="text-xs leading-relaxed text-muted-foreground sm:max-w-72">{t("privacy")}</p>
      </div>
    </form>
  );
}
