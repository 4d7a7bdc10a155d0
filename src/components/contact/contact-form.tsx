"use client";

import { FormField } from "@/components/forms/form-field";
import { FormStatus } from "@/components/forms/form-status";
import { HiddenFormFields } from "@/components/forms/hidden-form-fields";
import { SubmitButton } from "@/components/forms/submit-button";
import { VisitorFields } from "@/components/forms/visitor-fields";
import { Textarea } from "@/components/ui/textarea";
import { useLocale, useTranslations } from "@/i18n/client-intl";
import type { ContactFormConfig } from "@/lib/forms/form-config";
import { lazyValidator } from "@/lib/forms/lazy-validation";
import { localizePath } from "@/lib/i18n/localize-path";
import { useFormSubmission } from "@/lib/forms/use-form-submission";
import { submitContact } from "@/server/forms/contact/submit-contact";

const idPrefix = "contact";

const validator = lazyValidator(() =>
  import("@/lib/forms/contact-schema").then((schema) => schema.validateContact),
);

/**
 * The message form on /contact. Name, email and message are required; the subject is not a
 * field (the server stores every message as "Contact Form Submission"). Works without
 * JavaScript: the post comes back to #message-form with the result written above the fields.
 * Its texts are the `forms` parts "fields" and "contactForm" (see FormMessages).
 */
export function ContactForm({
  config,
  labelledBy,
}: {
  config: ContactFormConfig;
  labelledBy?: string;
}) {
  const t = useTranslations("forms");
  const locale = useLocale();
  const form = useFormSubmission({
    action: submitContact,
    config,
    validator,
    toastId: "contact-message",
    permalink: localizePath("/contact#message-form", locale),
  });
  const fields = { idPrefix, values: form.values, errors: form.fieldErrors };

  return (
    <form {...form.formProps} aria-labelledby={labelledBy} className="relative">
      <HiddenFormFields idPrefix={idPrefix} page="/contact" />
      <FormStatus id={`${idPrefix}-status`} state={form.state} className="mb-8" />
      <div key={form.generation} className="grid gap-x-5 gap-y-6 sm:grid-cols-2">
        <VisitorFields fields={fields} />
        <FormField
          fields={fields}
          name="message"
          label={t("fields.message")}
          required
          className="sm:col-span-2"
          control={Textarea}
          rows={6}
          maxLength={5000}
        />
      </div>
      <div className="mt-8 flex flex-col gap-4 sm:flex-row sm:items-center sm:justify-between">
        <SubmitButton pending={form.pending}>{t("contactForm.submit")}</SubmitButton>
        <p className="text-xs leading-relaxed text-muted-foreground sm:max-w-72">
          {t("contactForm.privacy")}
        </p>
      </div>
    </form>
  );
}
