/** The eleven guide slugs in reading order, written out so a reorder of the data fails a test. */
export const guideReadingOrder = [
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
];
