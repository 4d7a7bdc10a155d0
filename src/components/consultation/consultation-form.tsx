"use client";

import { fieldControls } from "@/components/forms/field-controls";
import { FormStatus } from "@/components/forms/form-status";
import { HiddenFormFields } from "@/components/forms/hidden-form-fields";
import { SubmitButton } from "@/components/forms/submit-button";
import { dateInputRange } from "@/components/forms/date-range";
import { useFormSubmission } from "@/components/forms/use-form-submission";
import { Field } from "@/components/ui/field";
import { Input } from "@/components/ui/input";
import { Select } from "@/components/ui/select";
import { Textarea } from "@/components/ui/textarea";
import type { ConsultationFormValues } from "@/lib/forms/consultation-schema";
import { emptyValues } from "@/lib/forms/form-state";
import { cn } from "@/lib/utils/cn";
import { submitConsultation } from "@/server/actions/submit-consultation";

import type { ConsultationFormConfig } from "./consultation-form-config";
import { ProductContext } from "./product-context";

export type ConsultationFormProps = {
  config: ConsultationFormConfig;
  /** Makes the field ids unique when the dialog and the inline form share a page. */
  idPrefix: string;
  /** "dialog": the toast and the closing dialog report success; "inline": the page does too. */
  placement: "dialog" | "inline";
  /** The wallpaper the request is about, shown as context and sent as productName. */
  productName?: string;
  /** A prefilled message, e.g. a roll estimate from the calculator. */
  message?: string;
  /** The page a post without JavaScript lands on. */
  permalink?: string;
  /** The page the form is on, for posts without JavaScript. */
  page?: string;
  /** The id of the heading that names the form (the inline form's section heading). */
  labelledBy?: string;
  onSuccess?: () => void;
};

/**
 * The consultation request form: the site-wide dialog and the inline form at /consultation#book
 * render this same component against the same Server Action and schema.
 */
export function ConsultationForm({
  config,
  idPrefix,
  placement,
  productName,
  message,
  permalink,
  page,
  labelledBy,
  onSuccess,
}: ConsultationFormProps) {
  const form = useFormSubmission({
    action: submitConsultation,
    initialState: config.initialState,
    validator: (kit) => kit.validateConsultation,
    failureToast: config.failureToast,
    toastId: `${idPrefix}-consultation`,
    permalink,
    onSuccess,
  });
  const empty = emptyValues(
    Object.keys(config.initialState.values) as (keyof ConsultationFormValues)[],
  );
  const values: ConsultationFormValues =
    form.restoredValues ??
    (form.fresh ? { ...empty, productName: productName ?? "", message: message ?? "" } : empty);
  const errors = form.fieldErrors;
  const { id, control } = fieldControls(idPrefix, values, errors);
  const { min, max } = dateInputRange(new Date(), config.timeZone);
  const status = (
    <FormStatus
      id={id("status")}
      state={form.state}
      className={placement === "inline" ? "mb-8" : "mt-6"}
    />
  );

  return (
    <form {...form.formProps} aria-labelledby={labelledBy} className="relative">
      <HiddenFormFields idPrefix={idPrefix} page={page} />
      {placement === "inline" ? status : null}
      <div key={form.generation} className="grid gap-x-5 gap-y-5 sm:grid-cols-2">
        {values.productName ? (
          <div className="sm:col-span-2">
            <ProductContext productName={values.productName} />
            <input type="hidden" name="productName" value={values.productName} />
          </div>
        ) : null}
        <Field id={id("name")} label="Name" required error={errors.name} className="sm:col-span-2">
          <Input {...control("name", true)} autoComplete="name" maxLength={100} />
        </Field>
        <Field id={id("email")} label="Email" required error={errors.email}>
          <Input {...control("email", true)} type="email" autoComplete="email" maxLength={254} />
        </Field>
        <Field id={id("phone")} label="Phone" error={errors.phone}>
          <Input {...control("phone")} type="tel" autoComplete="tel" maxLength={30} />
        </Field>
        <Field
          id={id("preferredDate")}
          label="Preferred date"
          required
          error={errors.preferredDate}
        >
          <Input
            {...control("preferredDate", true)}
            type="date"
            min={min}
            max={max}
            // "Today" is decided again in the browser; around midnight it may differ by a day.
            suppressHydrationWarning
          />
        </Field>
        <Field id={id("preferredTime")} label="Preferred time" error={errors.preferredTime}>
          <Select {...control("preferredTime")}>
            <option value="">No preference</option>
            {config.timeSlots.map((slot) => (
              <option key={slot} value={slot}>
                {slot}
              </option>
            ))}
          </Select>
        </Field>
        <Field id={id("message")} label="Message" error={errors.message} className="sm:col-span-2">
          <Textarea
            {...control("message")}
            rows={3}
            maxLength={5000}
            placeholder="The room, the look you are after, anything we should bring"
          />
        </Field>
      </div>

      <div
        className={cn(
          "mt-8 flex flex-col gap-4 sm:flex-row sm:items-center sm:justify-between",
          placement === "dialog" && "sm:flex-row-reverse",
        )}
      >
        <SubmitButton pending={form.pending}>Book Consultation</SubmitButton>
        <p className="text-xs leading-relaxed text-muted-foreground sm:max-w-72">
          {config.hoursNote}
        </p>
      </div>
      {placement === "dialog" ? status : null}
    </form>
  );
}
