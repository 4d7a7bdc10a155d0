import { describe, expect, it } from "vitest";

import { zoomIn, zoomLabel, zoomOut } from "./zoom";

describe("zoom", () => {
  it("steps from fit to 4x and back", () => {
    expect(zoomIn(1)).toBe(1.5);
    expect(zoomIn(4)).toBe(4);
    expect(zoomOut(1.5)).toBe(1);
    expect(zoomOut(1)).toBe(1);
    expect(zoomOut(2.5)).toBe(2);
    expect(zoomLabel(1.5)).toBe("150%");
  });
});
