import { describe, expect, it } from "vitest";

import { timeSlots } from "@/content/consultation";

import { spanishAtTime, timeSlotLabel } from "./time-slot-label";

describe("timeSlotLabel", () => {
  it("keeps the English slots as sent and writes Spanish times as Miami does", () => {
    for (const slot of timeSlots) expect(timeSlotLabel(slot, "en")).toBe(slot);
    expect(timeSlots.map((slot) => timeSlotLabel(slot, "es"))).toEqual([
      "9:00 a. m.",
      "10:00 a. m.",
      "11:00 a. m.",
      "1:00 p. m.",
      "2:00 p. m.",
      "3:00 p. m.",
      "4:00 p. m.",
    ]);
    expect(timeSlotLabel("Not specified", "es")).toBe("Not specified");
  });

  it("says one o'clock in the singular", () => {
    expect(spanishAtTime("1:00 PM")).toBe("a la 1:00 p. m.");
    expect(spanishAtTime("11:00 AM")).toBe("a las 11:00 a. m.");
  });
});
