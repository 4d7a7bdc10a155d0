import { type GlossaryTerm } from "./guide-schema";

/** The glossary's eight terms, in alphabetical order. */
export const glossaryTerms = [
  {
    id: "booking",
    term: "Booking",
    definition:
      "Booking is folding a pasted length of wallpaper back on itself, paste side to paste side, and letting it rest before hanging. The rest lets the paper absorb the paste and expand evenly, so it does not blister on the wall or shrink and open at the seams as it dries. The label gives the booking time, and it should be the same for every strip. Most non-woven papers are hung dry onto a pasted wall and are not booked.",
  },
  {
    id: "bolt",
    term: "Bolt",
    definition:
      "A bolt is one continuous roll of wallpaper as it is packaged and sold. In the United States wallpaper is often priced by the single roll but packaged in bolts holding two or three single rolls' worth of paper, known as double and triple rolls. Longer bolts mean longer continuous lengths and less waste. Always check the actual roll width and length in the product details before estimating.",
  },
  {
    id: "chair-rail",
    term: "Chair Rail",
    definition:
      "A chair rail is a horizontal molding fixed around a room at about chair-back height, often 32 to 36 inches from the floor or roughly a third of the wall's height. It was first used to protect walls from scuffs by chair backs. Today it is also a natural place to change finishes, such as wallpaper above and paint or paneling below, or to run a border.",
  },
  {
    id: "dye-lot-number",
    term: "Dye Lot Number",
    definition:
      "The dye lot number, also called the batch or run number, identifies the print run a roll came from. Color can vary slightly from one run to the next, and the difference often shows only when two strips meet on the wall. Order every roll for a room at the same time and check that all the labels carry the same number. Keep one label in case you need more later.",
  },
  {
    id: "pattern-repeat",
    term: "Pattern Repeat",
    definition:
      "The pattern repeat is the distance, usually measured vertically, from one point of a design to the point where the design begins again. It is listed on the label in inches or centimeters, together with the match type: straight, half-drop or random. A larger repeat means more paper is trimmed away to line up each strip, so it raises the number of rolls you need; the [wallpaper calculator](/wallpaper-calculator) allows for it.",
  },
  {
    id: "plumb-line",
    term: "Plumb Line",
    definition:
      "A plumb line is a true vertical line marked on the wall to guide the first strip on each wall. It is drawn with a plumb bob, a weight on a string that hangs straight down, or with a level or laser level. Walls and corners are rarely perfectly straight, so hanging to a plumb line keeps seams and pattern vertical all the way around the room.",
  },
  {
    id: "prepasted",
    term: "Prepasted",
    definition:
      "A prepasted wallpaper has a dry, water-activated adhesive applied to its back at the factory. The cut strip is dipped briefly in a water tray, or coated with an activator, and then booked as the label directs. It saves mixing and spreading paste, although installers sometimes add an activator or a compatible paste for extra hold.",
  },
  {
    id: "sizing",
    term: "Sizing",
    definition:
      "Sizing is a coating applied to a wall before wallpaper goes up, sealing the surface so it absorbs paste slowly and evenly. Traditionally it was a thin glue solution; today a wallcovering primer does the job, and the word is used for both. A sized wall gives the paper slip while it is positioned, a better bond, and a much easier removal years later.",
  },
] as const satisfies readonly GlossaryTerm[];

export type GlossaryTermId = (typeof glossaryTerms)[number]["id"];
