"use client";

import { useCallback, useEffect, useRef, useState } from "react";

import { FormField } from "@/components/forms/form-field";
import { FormStatus } from "@/components/forms/form-status";
import { HiddenFormFields } from "@/components/forms/hidden-form-fields";
import { SubmitButton } from "@/components/forms/submit-button";
import { VisitorFields } from "@/components/forms/visitor-fields";
import { Select } from "@/components/ui/select";
import { Textarea } from "@/components/ui/textarea";
import { useLocale, useTranslations } from "@/i18n/client-intl";
import type { AttachedPicture } from "@/lib/consultation/attached-picture";
import { pictureDescriptionField, pictureField } from "@/lib/consultation/picture-rules";
import type { ConsultationField } from "@/lib/forms/consultation-schema";
import { dateInputRange } from "@/lib/forms/date-range";
import type { ConsultationFormConfig } from "@/lib/forms/form-config";
import { lazyValidator } from "@/lib/forms/lazy-validation";
import { useFormSubmission } from "@/lib/forms/use-form-submission";
import type { ValidationMessages } from "@/lib/forms/validation-messages";
import { localizePath } from "@/lib/i18n/localize-path";
import { cx } from "@/lib/utils/cx";
import { submitConsultation } from "@/server/forms/consultation/submit-consultation";

import { AttachedPictureField, PictureNote } from "./attached-picture-field";
import { ProductContext } from "./product-context";

const validator = lazyValidator(() =>
  import("@/lib/forms/consultation-schema").then(
    (schema) => (input: Record<ConsultationField, string>, messages?: ValidationMessages) =>
      schema.validateConsultation(input, { messages }),
  ),
);

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
  /** The page a post without JavaScript lands on, as its internal path ("/consultation#book"). */
  permalink?: string;
  /** The page the form is on, for posts without JavaScript. */
  page?: string;
  /** The id of the heading that names the form (the inline form's section heading). */
  labelledBy?: string;
  /** The wall visualiser's picture, sent with the request unless the visitor removes it. */
  picture?: AttachedPicture;
  /** A picture was asked for but could not be made. */
  pictureFailed?: boolean;
  onSuccess?: () => void;
};

/**
 * The consultation request form: the site-wide dialog and the inline form at /consultation#book
 * render this same component against the same Server Action and schema. Its texts are the
 * `forms` parts "fields" and "consultationForm" (see FormMessages).
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
  picture: offeredPicture,
  pictureFailed = false,
  onSuccess,
}: ConsultationFormProps) {
  const t = useTranslations("forms");
  const locale = useLocale();
  const [picture, setPicture] = useState(offeredPicture ?? null);
  const [pictureRemoved, setPictureRemoved] = useState(false);
  const removePicture = useRef<HTMLButtonElement>(null);
  const form = useFormSubmission({
    action: submitConsultation,
    config,
    validator,
    toastId: `${idPrefix}-consultation`,
    permalink: permalink && localizePath(permalink, locale),
    attach: picture
      ? (formData) => {
          formData.set(pictureField, picture.blob, picture.fileName);
          formData.set(pictureDescriptionField, picture.description);
        }
      : undefined,
    onSuccess: () => {
      setPicture(null);
      onSuccess?.();
    },
  });
  const pictureError = picture ? form.state.fieldErrors.picture : undefined;
  const onlyPictureRefused =
    pictureError !== undefined && Object.keys(form.state.fieldErrors).length === 1;
  // The fields' own errors take focus first (useFormSubmission); a refused picture alone takes
  // it to its remove button.
  useEffect(() => {
    if (onlyPictureRefused) removePicture.current?.focus();
  }, [form.state, onlyPictureRefused]);
  const prefilled = form.fresh && form.state.status !== "error";
  const values = prefilled
    ? { ...form.values, productName: productName ?? "", message: message ?? "" }
    : form.values;
  const fields = { idPrefix, values, errors: form.fieldErrors };
  const { min, max } = dateInputRange(new Date(), config.timeZone);
  // The inline form's page is built once, so its HTML carries the bounds of the day it was built,
  // and hydration keeps the served attributes: the browser's own day is set on the element.
  const applyDateBounds = useCallback(
    (input: HTMLInputElement | null) => {
      if (!input) return;
      input.min = min;
      input.max = max;
    },
    [min, max],
  );
  const status = (
    <FormStatus
      id={`${idPrefix}-status`}
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
        {picture ? (
          <AttachedPictureField
            idPrefix={idPrefix}
            picture={picture}
            error={pictureError}
            removeRef={removePicture}
            onRemove={() => {
              setPicture(null);
              setPictureRemoved(true);
            }}
          />
        ) : pictureRemoved ? (
          <PictureNote text={config.pictureNotes.removed} removed />
        ) : pictureFailed ? (
          <PictureNote text={config.pictureNotes.attachFailed} removed={false} />
        ) : null}
        <VisitorFields fields={fields} />
        <FormField
          fields={fields}
          name="preferredDate"
          label={t("consultationForm.preferredDate")}
          required
          type="date"
          min={min}
          max={max}
          ref={applyDateBounds}
          // "Today" is decided again in the browser and may be a later day than the build's.
          suppressHydrationWarning
        />
        <FormField
          fields={fields}
          name="preferredTime"
          label={t("consultationForm.preferredTime")}
          control={Select}
        >
          <option value="">{t("consultationForm.noPreference")}</option>
          {config.timeSlots.map((slot) => (
            <option key={slot.value} value={slot.value}>
              {slot.label}
            </option>
          ))}
        </FormField>
        <FormField
          fields={fields}
          name="message"
          label={t("fields.message")}
          className="sm:col-span-2"
          control={Textarea}
          rows={3}
          maxLength={5000}
          placeholder={t("consultationForm.messagePlaceholder")}
        />
      </div>

      <div
        className={cx(
          "mt-8 flex flex-col gap-4 sm:flex-row sm:items-center sm:justify-between",
          placement === "dialog" && "sm:flex-row-reverse",
        )}
      >
        <SubmitButton pending={form.pending}>{t("consultationForm.submit")}</SubmitButton>
        <p className="text-xs leading-relaxed text-muted-foreground sm:max-w-72">
          {config.hoursNote}
        </p>
      </div>
      {placement === "dialog" ? status : null}
    </form>
  );
}
