import { describe, expect, it } from "vitest";

import { timeSlots } from "@/content/consultation";

import { consultationIcs, escapeIcsText, foldIcsLine, slotToTime } from "./ics";

const base = {
  uid: "consultation-1@example.com",
  date: "2025-11-02",
  summary: "Design consultation",
  description: "Line one\nLine two; with, punctuation \\ too",
  location: "2415 Ponce de Leon Boulevard, Coral Gables, FL 33134",
  createdAt: new Date("2025-10-20T14:05:09Z"),
  producer: "Alcove Wallcoverings",
} as const;

describe("consultation .ics", () => {
  it.each(timeSlots)("maps the %s slot to a wall-clock hour", (slot) => {
    const time = slotToTime(slot)!;
    expect(time.hour).toBeGreaterThanOrEqual(9);
    expect(time.hour).toBeLessThanOrEqual(16);
    expect(time.minute).toBe(0);
  });

  it("converts afternoon slots to 24-hour time", () => {
    expect(slotToTime("1:00 PM")).toEqual({ hour: 13, minute: 0 });
    expect(slotToTime("9:00 AM")).toEqual({ hour: 9, minute: 0 });
    expect(slotToTime("12:00 PM")).toEqual({ hour: 12, minute: 0 });
  });

  it("is a tentative one-hour event in New York time with CRLF lines", () => {
    // 2 November 2025 is the day New York leaves daylight time: the TZID keeps 4 PM at 4 PM.
    const ics = consultationIcs({ ...base, time: "4:00 PM" });
    expect(ics).toContain("BEGIN:VCALENDAR\r\nVERSION:2.0\r\n");
    expect(ics).toContain("DTSTART;TZID=America/New_York:20251102T160000\r\n");
    expect(ics).toContain("DTEND;TZID=America/New_York:20251102T170000\r\n");
    expect(ics).toContain("BEGIN:VTIMEZONE\r\nTZID:America/New_York\r\n");
    expect(ics).toContain("STATUS:TENTATIVE\r\n");
    expect(ics).toContain("DTSTAMP:20251020T140509Z\r\n");
    expect(ics).toContain("METHOD:PUBLISH\r\n");
    expect(ics).toContain("PRODID:-//Alcove Wallcoverings//Consultation request//EN");
    expect(ics.endsWith("END:VCALENDAR\r\n")).toBe(true);
    expect(ics.replace(/\r\n/g, "")).not.toMatch(/[\r\n]/);
  });

  it("books the whole day when no time was chosen", () => {
    const ics = consultationIcs({ ...base, time: "Not specified" });
    expect(ics).toContain("DTSTART;VALUE=DATE:20251102\r\n");
    expect(ics).toContain("DTEND;VALUE=DATE:20251103\r\n");
    expect(ics).not.toContain("VTIMEZONE");
  });

  it("escapes text and folds long lines at 75 octets", () => {
    expect(escapeIcsText(base.description)).toBe(
      "Line one\\nLine two\\; with\\, punctuation \\\\ too",
    );
    const folded = foldIcsLine(`DESCRIPTION:${"é".repeat(100)}`);
    for (const line of folded.split("\r\n")) {
      expect(new TextEncoder().encode(line).length).toBeLessThanOrEqual(75);
    }
    expect(
      folded
        .split("\r\n")
        .map((l, i) => (i ? l.slice(1) : l))
        .join(""),
    ).toBe(`DESCRIPTION:${"é".repeat(100)}`);
  });
});
