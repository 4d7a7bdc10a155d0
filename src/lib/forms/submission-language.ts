/**
 * How the owner is told the language a request was made in. The inbox and the owner's e-mails
 * stay in English; a request in another language is marked so she answers in that language.
 */
import type { Locale } from "@/i18n/routing";

export const languageNames: Record<Locale, string> = { en: "English", es: "Spanish" };

/** True when the owner should answer in a language other than the inbox's own. */
export function needsReplyInOwnLanguage(locale: Locale): boolean {
  return locale !== "en";
}

/** "Written in Spanish: reply in Spanish", for the inbox. */
export function replyLanguageNote(locale: Locale): string {
  const name = languageNames[locale];
  return `Written in ${name}: reply in ${name}`;
}

/** The first line of the owner's e-mail about a request in another language. */
export function ownerLanguageLine(locale: Locale): string {
  const name = languageNames[locale];
  return `Language: ${name} \u2014 the visitor wrote in ${name}; please reply in ${name}.`;
}
