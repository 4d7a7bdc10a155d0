import "server-only";

import { notSpecifiedTime, type PreferredTime } from "@/content/consultation";

/**
 * A one-event iCalendar file (RFC 5545) for a requested consultation, marked TENTATIVE until the
 * showroom confirms. Times are wall-clock times in America/New_York with a VTIMEZONE block, so a
 * calendar shows the slot the visitor picked wherever they are.
 */
export type ConsultationEvent = {
  uid: string;
  /** YYYY-MM-DD. */
  date: string;
  time: PreferredTime;
  durationMinutes?: number;
  summary: string;
  description: string;
  location: string;
  createdAt: Date;
  /** Who made the file, e.g. the store's name. */
  producer: string;
};

const newYorkTimeZone = [
  "BEGIN:VTIMEZONE",
  "TZID:America/New_York",
  "BEGIN:DAYLIGHT",
  "TZOFFSETFROM:-0500",
  "TZOFFSETTO:-0400",
  "TZNAME:EDT",
  "DTSTART:19700308T020000",
  "RRULE:FREQ=YEARLY;BYMONTH=3;BYDAY=2SU",
  "END:DAYLIGHT",
  "BEGIN:STANDARD",
  "TZOFFSETFROM:-0400",
  "TZOFFSETTO:-0500",
  "TZNAME:EST",
  "DTSTART:19701101T020000",
  "RRULE:FREQ=YEARLY;BYMONTH=11;BYDAY=1SU",
  "END:STANDARD",
  "END:VTIMEZONE",
];

/** "1:00 PM" → { hour: 13, minute: 0 }. */
export function slotToTime(slot: string): { hour: number; minute: number } | undefined {
  const match = /^(\d{1,2}):(\d{2}) (AM|PM)$/.exec(slot);
  if (!match) return undefined;
  const hour12 = Number(match[1]) % 12;
  return { hour: hour12 + (match[3] === "PM" ? 12 : 0), minute: Number(match[2]) };
}

export function escapeIcsText(value: string): string {
  return value
    .replace(/\\/g, "\\\\")
    .replace(/;/g, "\\;")
    .replace(/,/g, "\\,")
    .replace(/\r?\n/g, "\\n");
}

/** Folds a content line at 75 octets without splitting a UTF-8 character. */
export function foldIcsLine(line: string): string {
  const encoder = new TextEncoder();
  const parts: string[] = [];
  let current = "";
  let currentBytes = 0;
  for (const char of line) {
    const bytes = encoder.encode(char).length;
    const limit = parts.length === 0 ? 75 : 74;
    if (currentBytes + bytes > limit) {
      parts.push(current);
      current = "";
      currentBytes = 0;
    }
    current += char;
    currentBytes += bytes;
  }
  parts.push(current);
  return parts.join("\r\n ");
}

const pad = (n: number) => String(n).padStart(2, "0");

function utcStamp(instant: Date): string {
  return (
    `${instant.getUTCFullYear()}${pad(instant.getUTCMonth() + 1)}${pad(instant.getUTCDate())}` +
    `T${pad(instant.getUTCHours())}${pad(instant.getUTCMinutes())}${pad(instant.getUTCSeconds())}Z`
  );
}

function compactDate(isoDate: string): string {
  return isoDate.replace(/-/g, "");
}

function nextDay(isoDate: string): string {
  const date = new Date(`${isoDate}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + 1);
  return date.toISOString().slice(0, 10);
}

export function consultationIcs(event: ConsultationEvent): string {
  const time = event.time === notSpecifiedTime ? undefined : slotToTime(event.time);
  const when: string[] = [];
  if (time) {
    const startMinutes = time.hour * 60 + time.minute;
    const endMinutes = startMinutes + (event.durationMinutes ?? 60);
    const local = (minutes: number) =>
      `${compactDate(event.date)}T${pad(Math.floor(minutes / 60))}${pad(minutes % 60)}00`;
    when.push(`DTSTART;TZID=America/New_York:${local(startMinutes)}`);
    when.push(`DTEND;TZID=America/New_York:${local(endMinutes)}`);
  } else {
    // No time chosen: the day itself is what was requested.
    when.push(`DTSTART;VALUE=DATE:${compactDate(event.date)}`);
    when.push(`DTEND;VALUE=DATE:${compactDate(nextDay(event.date))}`);
  }
  const lines = [
    "BEGIN:VCALENDAR",
    "VERSION:2.0",
    `PRODID:-//${escapeIcsText(event.producer).replace(/\/\//g, "/")}//Consultation request//EN`,
    "CALSCALE:GREGORIAN",
    "METHOD:PUBLISH",
    ...(time ? newYorkTimeZone : []),
    "BEGIN:VEVENT",
    `UID:${event.uid}`,
    `DTSTAMP:${utcStamp(event.createdAt)}`,
    ...when,
    `SUMMARY:${escapeIcsText(event.summary)}`,
    `DESCRIPTION:${escapeIcsText(event.description)}`,
    `LOCATION:${escapeIcsText(event.location)}`,
    "STATUS:TENTATIVE",
    "TRANSP:OPAQUE",
    "END:VEVENT",
    "END:VCALENDAR",
  ];
  return `${lines.map(foldIcsLine).join("\r\n")}\r\n`;
}
