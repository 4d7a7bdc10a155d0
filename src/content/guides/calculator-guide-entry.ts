import { type GuideListEntry } from "./guide-schema";
import { type GuideSlug } from "./guide-slugs";

export const calculatorPath = "/wallpaper-calculator";

/** Word for word, exclamation mark included (docs/product.md, 3.8 Guides and calculator). */
export const calculatorGuideEntry: GuideListEntry = {
  path: calculatorPath,
  title: "How Many Rolls Of Wallpaper Do I Need? - Use The Wallpaper Calculator!",
  summary:
    "Enter your room, openings and roll size to estimate single and double rolls, trim and cost.",
};

/** The guide the calculator follows in the site-wide list; it sits before the type guide. */
export const calculatorFollows: GuideSlug = "what-can-i-do-with-a-border";
