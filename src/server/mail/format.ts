import "server-only";

import { site } from "@/content/site";
import { type Locale } from "@/i18n/routing";

const dateLocales: Record<Locale, string> = { en: "en-US", es: "es-US" };

/**
 * "2025-03-15" → "Saturday, March 15, 2025", in Spanish "sábado, 15 de marzo de 2025" (a
 * calendar date has no time zone to convert).
 */
export function formatCalendarDate(isoDate: string, locale: Locale = "en"): string {
  return new Intl.DateTimeFormat(dateLocales[locale], {
    weekday: "long",
    year: "numeric",
    month: "long",
    day: "numeric",
    timeZone: "UTC",
  }).format(new Date(`${isoDate}T12:00:00Z`));
}

/** "2025-03-15" → "Sat, Mar 15". */
export function formatShortCalendarDate(isoDate: string): string {
  return new Intl.DateTimeFormat("en-US", {
    weekday: "short",
    month: "short",
    day: "numeric",
    timeZone: "UTC",
  }).format(new Date(`${isoDate}T12:00:00Z`));
}

/** An instant as the showroom reads it: "March 10, 2025 at 11:00 AM EDT". */
export function formatShowroomTime(instant: Date): string {
  return new Intl.DateTimeFormat("en-US", {
    year: "numeric",
    month: "long",
    day: "numeric",
    hour: "numeric",
    minute: "2-digit",
    timeZoneName: "short",
    timeZone: site.timeZone,
  }).format(instant);
}

/** The domain of an address such as "Store <store@example.com>". */
export function addressDomain(address: string): string {
  const match = /@([^<>@\s]+?)>?\s*$/.exec(address);
  return match?.[1]?.toLowerCase() ?? "localhost";
}

export function shortReference(id: string): string {
  return id.replace(/-/g, "").slice(0, 8).toUpperCase();
}
