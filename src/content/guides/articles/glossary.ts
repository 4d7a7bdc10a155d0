import { h2, links, p } from "../blocks";
import { defineGuide } from "../define-guide";
import { glossaryTerms } from "../glossary-terms";

/** Each term is an h2 with the term's id, so the table of contents doubles as the term index. */
export const glossaryGuide = defineGuide({
  slug: "glossary",
  title: "Wallpaper Glossary",
  metaTitle: "Wallpaper Glossary: Booking, Bolts, Repeats and More",
  description:
    "Plain-English definitions of the wallpaper terms found on labels and in hanging instructions, from booking and bolts to plumb lines and sizing.",
  summary:
    "Booking, bolt, chair rail, dye lot, pattern repeat, plumb line, prepasted and sizing, explained.",
  updated: "2025-01-06",
  illustration: {
    scene: {
      room: "office",
      style: "stripes",
      motif: "pinstripe",
      material: "paper",
      palette: { ground: "#f1ede4", inks: ["#2b2a28"] },
    },
    alt: "Illustration of a home office papered in a fine charcoal pinstripe on a warm ivory ground.",
  },
  body: [
    p(
      "Wallpaper labels and installation instructions use a handful of trade terms that are rarely explained. Here they are in plain English.",
    ),
    p(
      "Each term links back to the guides where it matters most. If a word on a label is not here, ask us; we are always glad to explain.",
    ),
    ...glossaryTerms.flatMap((entry) => [h2(entry.term, entry.id), p(entry.definition)]),
    p(
      "Ready to put the vocabulary to work? Estimate your rolls with the [wallpaper calculator](/wallpaper-calculator), follow our guide to [hanging wallpaper](/how-to/hang-wallpaper), browse the [catalog](/catalog), or book a [design consultation](/consultation).",
    ),
    links(
      ["How to hang wallpaper", "/how-to/hang-wallpaper"],
      ["Estimate your rolls with the wallpaper calculator", "/wallpaper-calculator"],
      ["Book a design consultation", "/consultation"],
    ),
  ],
});
