import { site } from "@/content/site";

/** Dates in the showroom's own time zone, whatever the server's. */
const dateTime = new Intl.DateTimeFormat("en-US", {
  timeZone: site.timeZone,
  month: "short",
  day: "numeric",
  year: "numeric",
  hour: "numeric",
  minute: "2-digit",
});

const calendarDay = new Intl.DateTimeFormat("en-US", {
  timeZone: "UTC",
  weekday: "short",
  month: "short",
  day: "numeric",
  year: "numeric",
});

export function formatDateTime(value: Date): string {
  return dateTime.format(value);
}

/** A stored YYYY-MM-DD (a consultation's preferred day) as "Thu, Mar 20, 2025". */
export function formatCalendarDate(value: string): string {
  const date = new Date(`${value}T00:00:00Z`);
  return Number.isNaN(date.getTime()) ? value : calendarDay.format(date);
}
