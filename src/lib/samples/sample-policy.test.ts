import { describe, expect, it } from "vitest";

import { samplePolicy } from "@/content/samples";

import { localizedSamplePolicy } from "./sample-policy";

describe("the sample programme by language", () => {
  it("gives English pages the English programme", () => {
    expect(localizedSamplePolicy("en")).toBe(samplePolicy);
  });

  it("gives Spanish pages Spanish words for the same facts", () => {
    const spanish = localizedSamplePolicy("es");
    expect(spanish.price).toBe(samplePolicy.price);
    expect(spanish.maxPerRequest).toBe(samplePolicy.maxPerRequest);
    expect(spanish.shipping).toBe("3 a 5 días hábiles");
    expect(spanish.credit).not.toBe(samplePolicy.credit);
    expect(spanish.currentRun).not.toBe(samplePolicy.currentRun);
  });
});
