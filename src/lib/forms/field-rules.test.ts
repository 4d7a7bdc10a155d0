import { describe, expect, it } from "vitest";

import {
  addYearsToCalendarDate,
  calendarDateIn,
  isCalendarDate,
  preferredDateRange,
} from "./field-rules";

describe("calendar dates", () => {
  it("reads the date in New York across the UTC midnight", () => {
    expect(calendarDateIn(new Date("2025-07-01T03:59:00Z"))).toBe("2025-06-30");
    expect(calendarDateIn(new Date("2025-07-01T04:00:00Z"))).toBe("2025-07-01");
    expect(calendarDateIn(new Date("2025-01-01T04:59:00Z"))).toBe("2024-12-31");
  });

  it("validates real calendar days only", () => {
    expect(isCalendarDate("2024-02-29")).toBe(true);
    expect(isCalendarDate("2025-02-29")).toBe(false);
    expect(isCalendarDate("2025-04-31")).toBe(false);
    expect(isCalendarDate("2025-4-3")).toBe(false);
  });

  it("adds a year, clamping 29 February", () => {
    expect(addYearsToCalendarDate("2025-03-10", 1)).toBe("2026-03-10");
    expect(addYearsToCalendarDate("2024-02-29", 1)).toBe("2025-02-28");
  });

  it("gives the date input's min and max", () => {
    expect(preferredDateRange(new Date("2025-03-10T15:00:00Z"))).toEqual({
      min: "2025-03-10",
      max: "2026-03-10",
    });
  });
});
