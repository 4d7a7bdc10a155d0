import { describe, expect, it } from "vitest";

import { dateInputRange } from "./date-range";
import { preferredDateRange } from "./field-rules";

describe("dateInputRange", () => {
  const instants = [
    "2026-11-22T12:00:00Z",
    // 11:30 PM in Coral Gables, already the next day in UTC.
    "2026-11-23T04:30:00Z",
    "2028-02-29T15:00:00Z",
    "2027-12-31T23:59:00-05:00",
    "2026-03-08T07:30:00Z",
  ];

  for (const instant of instants) {
    it(`matches the schema's range at ${instant}`, () => {
      const now = new Date(instant);
      expect(dateInputRange(now, "America/New_York")).toEqual(preferredDateRange(now));
    });
  }

  it("falls back from 29 February to the 28th a year later", () => {
    expect(dateInputRange(new Date("2028-02-29T15:00:00Z"), "America/New_York")).toEqual({
      min: "2028-02-29",
      max: "2029-02-28",
    });
  });
});
