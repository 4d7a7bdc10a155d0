import { describe, expect, it } from "vitest";

import { customColourTexts, colourTextSchema } from "@/content/catalogue/colour-texts";

import { colourText, genericColourText } from "./color-text";

describe("colour texts", () => {
  it.each(["white", "WHITE", " Teal "])("uses the custom text for %j", (name) => {
    const text = colourText(name);
    expect(text.custom).toBe(true);
    expect(text).toMatchObject(customColourTexts[name.trim().toLowerCase() as "white" | "teal"]);
  });

  it.each([
    ["grey", "Grey Wallpaper", "Browse our Grey wallpapers"],
    ["burnt-orange", "Burnt Orange Wallpaper", "Browse our Burnt Orange wallpapers"],
    ["XYZ", "Xyz Wallpaper", "Browse our Xyz wallpapers"],
    ["constructor", "Constructor Wallpaper", "Browse our Constructor wallpapers"],
  ])("uses the template for %j", (name, title, start) => {
    const text = colourText(name);
    expect(text.custom).toBe(false);
    expect(text.title).toBe(title);
    expect(text.description.startsWith(start)).toBe(true);
    expect(colourTextSchema.safeParse(text).success).toBe(true);
  });

  it("still reads for an empty or very long name", () => {
    expect(colourTextSchema.safeParse(genericColourText("")).success).toBe(true);
    expect(colourTextSchema.safeParse(genericColourText("a-".repeat(200))).success).toBe(true);
  });
});
