import { describe, expect, it } from "vitest";

import { firstSearchParam } from "./search-params";

describe("firstSearchParam", () => {
  it("reads a page's searchParams record and URLSearchParams alike", () => {
    expect(firstSearchParam({ page: "2" }, "page")).toBe("2");
    expect(firstSearchParam(new URLSearchParams("page=2"), "page")).toBe("2");
  });

  it("takes the first of repeated params", () => {
    expect(firstSearchParam({ page: ["2", "3"] }, "page")).toBe("2");
    expect(firstSearchParam(new URLSearchParams("page=2&page=3"), "page")).toBe("2");
  });

  it("is undefined for an absent param", () => {
    expect(firstSearchParam({}, "page")).toBeUndefined();
    expect(firstSearchParam({ page: [] }, "page")).toBeUndefined();
    expect(firstSearchParam(new URLSearchParams(), "page")).toBeUndefined();
  });
});
