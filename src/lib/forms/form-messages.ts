/**
 * Every text the three forms show in a toast or next to a field, in both languages, from
 * src/messages/<locale>/forms.json (the English words are those of docs/product.md, 3.3
 * Consultation and contact forms). The Server Action answers in the submission's language, and
 * the browser gets the same texts as plain data through form-config.ts, so the two never drift
 * apart. Server code and tests import this module; client components never do (it holds both
 * languages).
 */
import { createTranslator } from "next-intl";

import { localizedSite } from "@/content/localized";
import type { Locale } from "@/i18n/routing";
import { maxPictureBytes, maxPicturePixels } from "@/lib/consultation/picture-rules";
import { messagesByLocale, type Messages } from "@/messages/messages";

import type { FormToast, ToastTone } from "./form-state";
import type {
  FieldMessageKey,
  FieldMessages,
  PictureMessageKey,
  ValidationMessages,
} from "./validation-messages";

export type FormName = "contact" | "consultation" | "sampleRequest";

type ToastKey = keyof Messages["forms"]["toasts"];

/** A form's answers: empty required fields, stored, and not stored (server or network down). */
export type FormToasts = { required: FormToast; success: FormToast; failure: FormToast };

export type FormMessages = {
  /** Every field message, address and picture ones included. */
  fields: Record<FieldMessageKey | PictureMessageKey, string>;
  toasts: Record<FormName, FormToasts>;
  invalidFieldsToast: FormToast;
  bodyTooLargeToast: FormToast;
  sampleRequestEmptyToast: FormToast;
  tooManyRequestsToast(minutes: number): FormToast;
  /** What the consultation dialog says about a picture from the wall visualiser. */
  pictureNotes: { attachFailed: string; removed: string };
  /** The line beside the consultation form's submit button. */
  hoursNote: string;
};

/** "Monday to Friday 10AM to 5PM" → "…5PM."; a Spanish "…5:00 p. m." keeps its one period. */
function asSentence(text: string): string {
  return text.endsWith(".") ? text : `${text}.`;
}

function buildFormMessages(locale: Locale): FormMessages {
  const t = createTranslator({ locale, messages: messagesByLocale[locale], namespace: "forms" });
  const site = localizedSite(locale);
  const toast = (key: ToastKey, tone: ToastTone, values?: Record<string, string>): FormToast => ({
    title: t(`toasts.${key}.title`),
    description: t(`toasts.${key}.description`, values),
    tone,
  });
  const formToasts = (form: FormName, values?: Record<string, string>): FormToasts => ({
    required: toast(`${form}Required`, "destructive"),
    success: toast(`${form}Success`, "success", values),
    failure: toast(`${form}Failure`, "destructive"),
  });
  const raw = messagesByLocale[locale].forms;
  return {
    fields: {
      ...raw.fieldErrors,
      ...raw.addressErrors,
      pictureTooLarge: t("pictureErrors.pictureTooLarge", {
        megabytes: maxPictureBytes / 1024 ** 2,
      }),
      pictureUnreadable: t("pictureErrors.pictureUnreadable"),
      pictureTooManyPixels: t("pictureErrors.pictureTooManyPixels", {
        megapixels: maxPicturePixels / 1_000_000,
      }),
    },
    toasts: {
      contact: formToasts("contact", { replyPromise: site.replyPromise }),
      consultation: formToasts("consultation"),
      sampleRequest: formToasts("sampleRequest"),
    },
    invalidFieldsToast: toast("invalidFields", "destructive"),
    bodyTooLargeToast: toast("bodyTooLarge", "destructive"),
    sampleRequestEmptyToast: toast("sampleRequestEmpty", "destructive"),
    tooManyRequestsToast: (minutes) => ({
      title: t("toasts.tooManyRequests.title"),
      description: t("toasts.tooManyRequests.description", {
        minutes: Math.max(1, Math.ceil(minutes)),
      }),
      tone: "destructive",
    }),
    pictureNotes: { ...raw.pictureNotes },
    hoursNote: t("hoursNote", {
      weekdays: asSentence(site.hours.weekdays),
      weekend: asSentence(site.hours.weekend),
    }),
  };
}

const built: Record<Locale, FormMessages> = {
  en: buildFormMessages("en"),
  es: buildFormMessages("es"),
};

export function formMessages(locale: Locale): FormMessages {
  return built[locale];
}

const fieldKeys = {
  contact: ["fieldErrors"],
  consultation: ["fieldErrors"],
  sampleRequest: ["fieldErrors", "addressErrors"],
} as const satisfies Record<FormName, readonly (keyof Messages["forms"])[]>;

/**
 * What a form's schema needs to speak `locale`: only its own fields' messages, since the
 * browser receives these with the page.
 */
export function validationMessages(locale: Locale, form: FormName): ValidationMessages {
  const messages = formMessages(locale);
  const groups = messagesByLocale[locale].forms;
  const fields: FieldMessages = Object.assign({}, ...fieldKeys[form].map((group) => groups[group]));
  return {
    fields,
    requiredToast: messages.toasts[form].required,
    invalidToast: messages.invalidFieldsToast,
  };
}

// The English texts by name, as the tests and docs/product.md read them.
const english = formMessages("en");

export const fieldMessages = english.fields;
export const contactRequiredToast = english.toasts.contact.required;
export const contactSuccessToast = english.toasts.contact.success;
export const contactFailureToast = english.toasts.contact.failure;
export const consultationRequiredToast = english.toasts.consultation.required;
export const consultationSuccessToast = english.toasts.consultation.success;
export const consultationFailureToast = english.toasts.consultation.failure;
export const sampleRequestRequiredToast = english.toasts.sampleRequest.required;
export const sampleRequestSuccessToast = english.toasts.sampleRequest.success;
export const sampleRequestFailureToast = english.toasts.sampleRequest.failure;
export const sampleRequestEmptyToast = english.sampleRequestEmptyToast;
export const invalidFieldsToast = english.invalidFieldsToast;
export const bodyTooLargeToast = english.bodyTooLargeToast;

export function tooManyRequestsToast(minutes: number, locale: Locale = "en"): FormToast {
  return formMessages(locale).tooManyRequestsToast(minutes);
}
