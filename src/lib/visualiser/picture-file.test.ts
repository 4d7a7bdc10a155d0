import { describe, expect, it } from "vitest";

import { captionBarHeight, pictureCaption, pictureFileName } from "./picture-file";
import { visualiserTexts } from "./texts.test-support";

const english = visualiserTexts("en", "visualiser.picture");
const spanish = visualiserTexts("es", "visualiser.picture");

describe("the picture's name and caption", () => {
  it("names the file after the paper", () => {
    expect(pictureFileName("Tidewater Pastorale", english)).toBe(
      "tidewater-pastorale-on-your-wall.jpg",
    );
    expect(pictureFileName("Café — Crème", english)).toBe("cafe-creme-on-your-wall.jpg");
    expect(pictureFileName("!!!", english)).toBe("wallpaper-on-your-wall.jpg");
  });

  it("names the file in Spanish on the Spanish page", () => {
    expect(pictureFileName("Tidewater Pastorale", spanish)).toBe(
      "tidewater-pastorale-en-su-pared.jpg",
    );
    expect(pictureFileName("!!!", spanish)).toBe("papel-tapiz-en-su-pared.jpg");
  });

  it("captions it with the paper and the store", () => {
    expect(pictureCaption("Tidewater Pastorale", "Alcove Wallcoverings")).toBe(
      "Tidewater Pastorale · Alcove Wallcoverings",
    );
    expect(captionBarHeight(1600, 1200)).toBe(56);
    expect(captionBarHeight(300, 200)).toBe(36);
  });
});
