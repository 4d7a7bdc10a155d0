/**
 * Heading and introduction of each color page (/color/<name>): the custom text where the owner
 * wrote one, otherwise the template, so any name typed into the URL still reads well.
 */
import { customColorTexts, type ColorText } from "@/content/catalog/color-texts";
import { titleFromSlug } from "@/lib/catalog/titles";

type CustomColor = keyof typeof customColorTexts;

function isCustomColor(name: string): name is CustomColor {
  return Object.hasOwn(customColorTexts, name);
}

/** The template; it reads well with any title-cased word, known color or not. */
export function genericColorText(name: string): ColorText {
  const title = titleFromSlug(name) || "Colorful";
  return {
    title: `${title} Wallpaper`,
    description: `Browse our ${title} wallpapers and narrow the selection by brand, style and price. Color shifts with the light, so we suggest ordering samples and looking at them on your own walls, morning and evening, before you decide.`,
  };
}

/** The heading and introduction for a color page; `name` is the route parameter, in any case. */
export function colorText(name: string): ColorText & { custom: boolean } {
  const key = name.trim().toLowerCase();
  if (isCustomColor(key)) return { ...customColorTexts[key], custom: true };
  return { ...genericColorText(name), custom: false };
}
