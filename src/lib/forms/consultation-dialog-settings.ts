/**
 * What the consultation dialog needs besides its code: the form's settings and its texts, in one
 * language. The dialog is on every page but opened on few visits, so the browser fetches these
 * (a static file per language, `consultationDialogSettingsUrl`) when it loads the dialog, instead
 * of every page carrying them in its RSC payload (about 3 kB a page).
 */
import type { Locale } from "@/i18n/routing";
import type { Messages } from "@/messages/messages";

import type { ConsultationFormConfig } from "./form-config";

/** The parts of the `forms` texts the dialog and its form read. */
type DialogPart = "fields" | "consultationForm" | "consultationDialog";

export type ConsultationDialogSettings = {
  config: ConsultationFormConfig;
  messages: { forms: Pick<Messages["forms"], DialogPart> };
};

export function consultationDialogSettingsUrl(locale: Locale): string {
  return `/api/consultation-dialog/${locale}`;
}
