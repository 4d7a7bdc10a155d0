/**
 * The consultation page's content and options in the visitor's language. The prices, durations
 * and time slots are the same facts in both; only the words differ.
 */
import * as english from "@/content/consultation";
import type { ConsultationContent, ConsultationOption } from "@/content/consultation";
import * as spanish from "@/content/es/consultation";
import type { Locale } from "@/i18n/routing";

export type LocalizedConsultation = {
  content: ConsultationContent;
  inHome: ConsultationOption;
  showroom: ConsultationOption;
};

const byLocale: Record<Locale, LocalizedConsultation> = {
  en: {
    content: english.consultationContent,
    inHome: english.inHomeConsultation,
    showroom: english.showroomConsultation,
  },
  es: {
    content: spanish.consultationContent,
    inHome: spanish.inHomeConsultation,
    showroom: spanish.showroomConsultation,
  },
};

export function localizedConsultation(locale: Locale): LocalizedConsultation {
  return byLocale[locale];
}
