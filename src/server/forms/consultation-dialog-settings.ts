import "server-only";

import type { Locale } from "@/i18n/routing";
import type { ConsultationDialogSettings } from "@/lib/forms/consultation-dialog-settings";
import { consultationFormConfig } from "@/lib/forms/form-config";
import { messagesByLocale } from "@/messages/messages";

/** The consultation dialog's settings and the texts it reads, in one language. */
export function consultationDialogSettings(locale: Locale): ConsultationDialogSettings {
  const { fields, consultationForm, consultationDialog } = messagesByLocale[locale].forms;
  return {
    config: consultationFormConfig(locale),
    messages: { forms: { fields, consultationForm, consultationDialog } },
  };
}
