import { describe, expect, it } from "vitest";

import { customColorTexts, colorTextSchema } from "@/content/catalog/color-texts";

import { colorText, genericColorText } from "./color-text";

describe("colour texts", () => {
  it.each(["white", "WHITE", " Teal "])("uses the custom text for %j", (name) => {
    const text = colorText(name);
    expect(text.custom).toBe(true);
    expect(text).toMatchObject(customColorTexts[name.trim().toLowerCase() as "white" | "teal"]);
  });

  it.each([
    ["grey", "Grey Wallpaper", "Browse our Grey wallpapers"],
    ["burnt-orange", "Burnt Orange Wallpaper", "Browse our Burnt Orange wallpapers"],
    ["XYZ", "Xyz Wallpaper", "Browse our Xyz wallpapers"],
    ["constructor", "Constructor Wallpaper", "Browse our Constructor wallpapers"],
  ])("uses the template for %j", (name, title, start) => {
    const text = colorText(name);
    expect(text.custom).toBe(false);
    expect(text.title).toBe(title);
    expect(text.description.startsWith(start)).toBe(true);
    expect(colorTextSchema.safeParse(text).success).toBe(true);
  });

  it("still reads for an empty or very long name", () => {
    expect(colorTextSchema.safeParse(genericColorText("")).success).toBe(true);
    expect(colorTextSchema.safeParse(genericColorText("a-".repeat(200))).success).toBe(true);
  });
});
