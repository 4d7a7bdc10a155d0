import { describe, expect, it } from "vitest";

import { colorPageTitle, stylePageTitle, titleFromSlug, typePageTitle } from "@/lib/catalog/titles";

describe("titleFromSlug", () => {
  it.each([
    ["no-such-style-xyz", "No Such Style Xyz"],
    ["teal", "Teal"],
    ["NAVY", "Navy"],
    ["sea_foam green", "Sea Foam Green"],
    ["--double--dash--", "Double Dash"],
    ["", ""],
    ["---", ""],
  ])("%j → %j", (slug, title) => {
    expect(titleFromSlug(slug)).toBe(title);
  });

  it("caps very long input", () => {
    expect(titleFromSlug("word-".repeat(50)).length).toBeLessThanOrEqual(60);
  });
});

describe("page titles", () => {
  it.each([
    [undefined, "Wallpaper Styles"],
    ["", "Wallpaper Styles"],
    ["---", "Wallpaper Styles"],
    ["geometric", "Geometric Wallpaper"],
    ["botanical-floral", "Botanical / Floral Wallpaper"],
    ["modern-geometric", "Geometric Wallpaper"],
    ["classic-traditional", "Traditional Wallpaper"],
    ["kid-teen", "Kids & Teen Wallpaper"],
    ["no-such-style-xyz", "No Such Style Xyz"],
  ])("stylePageTitle(%j) is %j", (slug, title) => {
    expect(stylePageTitle(slug)).toBe(title);
  });

  it.each([
    [undefined, "Wallpaper Types"],
    ["grasscloth", "Grasscloth Wallpaper"],
    ["peel-and-stick", "Peel and Stick Wallpaper"],
    ["no-such-type", "No Such Type"],
  ])("typePageTitle(%j) is %j", (slug, title) => {
    expect(typePageTitle(slug)).toBe(title);
  });

  it.each([
    ["teal", "Teal Wallpaper"],
    ["BLUE", "Blue Wallpaper"],
    ["burnt-orange", "Burnt Orange Wallpaper"],
  ])("colourPageTitle(%j) is %j", (name, title) => {
    expect(colorPageTitle(name)).toBe(title);
  });
});
