import { describe, expect, it } from "vitest";

import { getGuide } from "./guide-lookup";

describe("guides", () => {
  it("returns undefined for an unknown slug", () => {
    expect(getGuide("wallpaper-calculator")).toBeUndefined();
  });
});
