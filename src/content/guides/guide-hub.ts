/** The /how-to-wallpaper page: its heading, metadata and the words around the guide list. */
export const guideHub = {
  path: "/how-to-wallpaper",
  title: "Wallpaper Selection and Installation Guide",
  metaTitle: "Wallpaper Selection and Installation Guide",
  description:
    "Practical guides to choosing, measuring, hanging and caring for wallpaper in South Florida homes, plus a roll calculator and a glossary of trade terms.",
  /** Two short paragraphs; inline links use [label](/path). */
  intro: [
    "Good wallpaper starts with good decisions: the right color for your light, a pattern at the right scale, a material that suits the room, and enough rolls from a single print run. These guides walk through each step, from the first sample to the last strip.",
    "They are written for South Florida homes, condos and businesses, where humidity and strong sun shape every choice. Read them in order or go straight to the question in front of you, and use the [wallpaper calculator](/wallpaper-calculator) when you are ready to measure.",
  ],
  listHeading: "All guides",
  /** Closing note under the list, linking to /contact. */
  closing:
    "Have a question the guides do not answer? [Contact us](/contact) or book a [design consultation](/consultation), and we will help you plan the room.",
} as const;
