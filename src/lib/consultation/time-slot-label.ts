/**
 * A consultation slot as a visitor reads it. The value sent and stored is always the English
 * one ("1:00 PM"), so the server, the calendar file and the inbox read one format; Spanish shows
 * it the way Miami writes times ("1:00 p. m.").
 */
import type { Locale } from "@/i18n/routing";

const slotPattern = /^(\d{1,2}):(\d{2}) (AM|PM)$/;

export function timeSlotLabel(slot: string, locale: Locale): string {
  const match = slotPattern.exec(slot);
  if (locale === "en" || !match) return slot;
  return `${match[1]}:${match[2]} ${match[3] === "AM" ? "a. m." : "p. m."}`;
}

/**
 * "a las 2:00 p. m.", but "a la 1:00 p. m.": Spanish names one o'clock in the singular. For the
 * sentences of the Spanish e-mails.
 */
export function spanishAtTime(slot: string): string {
  const match = slotPattern.exec(slot);
  const article = match && Number(match[1]) === 1 ? "a la" : "a las";
  return `${article} ${timeSlotLabel(slot, "es")}`;
}
