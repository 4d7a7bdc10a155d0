import { describe, expect, it } from "vitest";

import { onYourWallHref } from "./visualiser-path";

describe("onYourWallHref", () => {
  it("adds the tool's segment, and the wall height when there is one", () => {
    expect(onYourWallHref("/wallpaper/10001-tidewater-pastorale")).toBe(
      "/wallpaper/10001-tidewater-pastorale/on-your-wall",
    );
    expect(onYourWallHref("/wallpaper/10001-tidewater-pastorale/", 9.5)).toBe(
      "/wallpaper/10001-tidewater-pastorale/on-your-wall?height=9.5",
    );
  });
});
