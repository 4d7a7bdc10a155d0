import { describe, expect, it } from "vitest";

import { draftSize, fitWithin, maxWorkingSide } from "./photo-fit";

describe("fitWithin", () => {
  it("shrinks a 12 MP photo to the working size, either way round", () => {
    expect(fitWithin(4032, 3024)).toEqual({ width: maxWorkingSide, height: 1200, scaled: true });
    expect(fitWithin(3024, 4032)).toEqual({ width: 1200, height: maxWorkingSide, scaled: true });
  });

  it("never enlarges", () => {
    expect(fitWithin(1600, 1200)).toEqual({ width: 1600, height: 1200, scaled: false });
    expect(fitWithin(640, 480)).toEqual({ width: 640, height: 480, scaled: false });
  });

  it("halves for the draft", () => {
    expect(draftSize(1600, 1200)).toEqual({ width: 800, height: 600 });
    expect(draftSize(1, 1)).toEqual({ width: 1, height: 1 });
  });
});
