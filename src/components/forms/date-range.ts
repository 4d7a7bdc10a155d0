/**
 * The preferred-date bounds for the date input's min and max, computed in the browser without
 * zod (the schema in field-rules does the same and has the final word on the server; a test keeps
 * the two in step).
 */

/** Today's calendar date (YYYY-MM-DD) in `timeZone`. */
function calendarDate(now: Date, timeZone: string): string {
  const parts = new Intl.DateTimeFormat("en-US", {
    timeZone,
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
  }).formatToParts(now);
  const part = (type: Intl.DateTimeFormatPartTypes) =>
    parts.find((entry) => entry.type === type)?.value ?? "";
  return `${part("year")}-${part("month")}-${part("day")}`;
}

/** Today in the showroom's time zone, and the same day a year later (29 February falls to the 28th). */
export function dateInputRange(now: Date, timeZone: string): { min: string; max: string } {
  const min = calendarDate(now, timeZone);
  const [year, month, day] = min.split("-").map(Number) as [number, number, number];
  const lastDay = new Date(Date.UTC(year + 1, month, 0)).getUTCDate();
  const max = `${String(year + 1).padStart(4, "0")}-${String(month).padStart(2, "0")}-${String(Math.min(day, lastDay)).padStart(2, "0")}`;
  return { min, max };
}
