/** The eleven guide pages under /how-to/, in reading order. */
export const guideSlugs = [
  "choose-wallpaper-color",
  "choose-a-wallpaper-pattern",
  "what-can-i-do-with-a-border",
  "choose-the-right-type-of-wallpaper",
  "prepare-your-walls-for-wallpaper",
  "hang-wallpaper",
  "clean-wallpaper-safely",
  "choose-the-right-wallpaper",
  "wallpaper-in-the-laundry-room",
  "differences-between-wallpaper-brands",
  "glossary",
] as const;

export type GuideSlug = (typeof guideSlugs)[number];
