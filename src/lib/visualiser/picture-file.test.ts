import { describe, expect, it } from "vitest";

import { captionBarHeight, pictureCaption, pictureFileName } from "./picture-file";

describe("the picture's name and caption", () => {
  it("names the file after the paper", () => {
    expect(pictureFileName("Tidewater Pastorale")).toBe("tidewater-pastorale-on-your-wall.jpg");
    expect(pictureFileName("Café — Crème")).toBe("cafe-creme-on-your-wall.jpg");
    expect(pictureFileName("!!!")).toBe("wallpaper-on-your-wall.jpg");
  });

  it("captions it with the paper and the store", () => {
    expect(pictureCaption("Tidewater Pastorale", "Alcove Wallcoverings")).toBe(
      "Tidewater Pastorale · Alcove Wallcoverings",
    );
    expect(captionBarHeight(1600, 1200)).toBe(56);
    expect(captionBarHeight(300, 200)).toBe(36);
  });
});
