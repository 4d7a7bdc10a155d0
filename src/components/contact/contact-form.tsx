"use client";

import { fieldControls } from "@/components/forms/field-controls";
import { FormStatus } from "@/components/forms/form-status";
import { HiddenFormFields } from "@/components/forms/hidden-form-fields";
import { SubmitButton } from "@/components/forms/submit-button";
import { useFormSubmission } from "@/components/forms/use-form-submission";
import { Field } from "@/components/ui/field";
import { Input } from "@/components/ui/input";
import { Textarea } from "@/components/ui/textarea";
import type { ContactFormValues } from "@/lib/forms/contact-schema";
import { emptyValues } from "@/lib/forms/form-state";
import { submitContact } from "@/server/actions/submit-contact";

import type { ContactFormConfig } from "./contact-form-config";

const idPrefix = "contact";

/**
 * The message form on /contact. Name, email and message are required; the subject is not a
 * field (the server stores every message as "Contact Form Submission"). Works without
 * JavaScript: the post comes back to #message-form with the result written above the fields.
 */
export function ContactForm({
  config,
  labelledBy,
}: {
  config: ContactFormConfig;
  labelledBy?: string;
}) {
  const form = useFormSubmission({
    action: submitContact,
    initialState: config.initialState,
    validator: (kit) => kit.validateContact,
    failureToast: config.failureToast,
    toastId: "contact-message",
    permalink: "/contact#message-form",
  });
  const values: ContactFormValues =
    form.restoredValues ??
    emptyValues(Object.keys(config.initialState.values) as (keyof ContactFormValues)[]);
  const errors = form.fieldErrors;
  const { id, control } = fieldControls(idPrefix, values, errors);

  return (
    <form {...form.formProps} aria-labelledby={labelledBy} className="relative">
      <HiddenFormFields idPrefix={idPrefix} page="/contact" />
      <FormStatus id={id("status")} state={form.state} className="mb-8" />
      <div key={form.generation} className="grid gap-x-5 gap-y-6 sm:grid-cols-2">
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
          id={id("message")}
          label="Message"
          required
          error={errors.message}
          className="sm:col-span-2"
        >
          <Textarea {...control("message", true)} rows={6} maxLength={5000} />
        </Field>
      </div>
      <div className="mt-8 flex flex-col gap-4 sm:flex-row sm:items-center sm:justify-between">
        <SubmitButton pending={form.pending}>Send Message</SubmitButton>
        <p className="text-xs leading-relaxed text-muted-foreground sm:max-w-72">
          We read every message ourselves and use your details only to reply.
        </p>
      </div>
    </form>
  );
}
