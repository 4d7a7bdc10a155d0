/**
 * Heading and introduction of each colour page (/color/<name>): the custom text where the owner
 * wrote one, otherwise the template, so any name typed into the URL still reads well.
 */
import { customColourTexts, type ColourText } from "@/content/catalogue/colour-texts";
import { titleFromSlug } from "@/lib/catalogue/titles";

type CustomColour = keyof typeof customColourTexts;

function isCustomColour(name: string): name is CustomColour {
  return Object.hasOwn(customColourTexts, name);
}

/** The template; it reads well with any title-cased word, known color or not. */
export function genericColourText(name: string): ColourText {
  const title = titleFromSlug(name) || "Colorful";
  return {
    title: `${title} Wallpaper`,
    description: `Browse our ${title} wallpapers and narrow the selection by brand, style and price. Color shifts with the light, so we suggest ordering samples and looking at them on your own walls, morning and evening, before you decide.`,
  };
}

/** The heading and introduction for a colour page; `name` is the route parameter, in any case. */
export function colourText(name: string): ColourText & { custom: boolean } {
  const key = name.trim().toLowerCase();
  if (isCustomColour(key)) return { ...customColourTexts[key], custom: true };
  return { ...genericColourText(name), custom: false };
}
