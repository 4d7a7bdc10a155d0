/**
 * Calendar dates (YYYY-MM-DD) and the range a consultation may be booked in. Plain code without
 * zod: the date input computes its min and max in the browser with it, and the schema in
 * field-rules checks the same range on the server.
 */

const isoDatePattern = /^(\d{4})-(\d{2})-(\d{2})$/;

/** The calendar date that `instant` falls on in `timeZone`. */
export function calendarDate(instant: Date, timeZone: string): string {
  const parts = new Intl.DateTimeFormat("en-US", {
    timeZone,
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
  }).formatToParts(instant);
  const part = (type: Intl.DateTimeFormatPartTypes) =>
    parts.find((entry) => entry.type === type)?.value ?? "";
  return `${part("year")}-${part("month")}-${part("day")}`;
}

export function isCalendarDate(value: string): boolean {
  const match = isoDatePattern.exec(value);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  return (
    date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day
  );
}

/** The same day `years` later; 29 February falls back to the 28th in a common year. */
export function addYearsToCalendarDate(value: string, years: number): string {
  const match = isoDatePattern.exec(value);
  if (!match) throw new Error(`Not a calendar date: ${value}`);
  const year = Number(match[1]) + years;
  const month = Number(match[2]);
  const lastDay = new Date(Date.UTC(year, month, 0)).getUTCDate();
  const day = Math.min(Number(match[3]), lastDay);
  return `${String(year).padStart(4, "0")}-${match[2]}-${String(day).padStart(2, "0")}`;
}

/** Today in `timeZone`, and the same day a year later: the dates a visitor may pick. */
export function dateInputRange(now: Date, timeZone: string): { min: string; max: string } {
  const min = calendarDate(now, timeZone);
  return { min, max: addYearsToCalendarDate(min, 1) };
}
