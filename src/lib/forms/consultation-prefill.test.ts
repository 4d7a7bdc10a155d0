import { describe, expect, it } from "vitest";

import { consultationPrefill } from "./consultation-prefill";

describe("consultationPrefill", () => {
  it("reads the product and the message a consultation button sends", () => {
    expect(
      consultationPrefill({ product: " Palmetto Grove ", message: "About 6 rolls\nfor the hall" }),
    ).toEqual({ productName: "Palmetto Grove", message: "About 6 rolls\nfor the hall" });
  });

  it("takes the first value of a repeated parameter", () => {
    expect(consultationPrefill({ product: ["Damask Noir", "Other"] })).toEqual({
      productName: "Damask Noir",
    });
  });

  it("drops values the form's schema would refuse", () => {
    expect(consultationPrefill({ product: "Line\nbreak", message: "bell\u0007" })).toEqual({});
    expect(consultationPrefill({ product: "x".repeat(121), message: "y".repeat(5_001) })).toEqual(
      {},
    );
  });

  it("gives nothing for an empty query", () => {
    expect(consultationPrefill({})).toEqual({});
  });
});
