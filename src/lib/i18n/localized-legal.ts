/** The Privacy Policy and the Terms & Conditions in the page's language. */
import * as spanishLegal from "@/content/es/legal";
import * as englishLegal from "@/content/legal";
import type { LegalDocument } from "@/content/legal";
import type { Locale } from "@/i18n/routing";

export type LegalDocuments = {
  privacyPolicy: LegalDocument;
  termsAndConditions: LegalDocument;
};

export function localizedLegal(locale: Locale): LegalDocuments {
  return locale === "es" ? spanishLegal : englishLegal;
}
