import { describe, expect, it } from "vitest";

import { landingPageFrom } from "./visit-origin";

describe("landingPageFrom", () => {
  it("keeps the path and its utm_* parameters only", () => {
    expect(
      landingPageFrom("/catalog", "?utm_source=houzz&gclid=abc123&utm_Campaign=spring&page=2"),
    ).toBe("/catalog?utm_source=houzz&utm_campaign=spring");
  });

  it("gives the bare path when there is nothing to keep", () => {
    expect(landingPageFrom("/", "")).toBe("/");
    expect(landingPageFrom("/about", "?fbclid=xyz")).toBe("/about");
  });

  it("never exceeds the length the server accepts", () => {
    const long = landingPageFrom("/catalog", `?utm_source=${"x".repeat(600)}`);
    expect(long).toBe("/catalog");
  });
});
