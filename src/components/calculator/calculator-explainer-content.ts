/** One part of the long text under the calculator; links are written as [label](/path). */
export type ExplainerSection = { id: string; heading: string; paragraphs: readonly string[] };

/**
 * The long text under the calculator (its claims: docs/product.md, 4.6 Roll calculator). The
 * Spanish twin, calculator-explainer-content-es.ts, keeps the same ids, order and links.
 */
export const explainerSections: readonly ExplainerSection[] = [
  {
    id: "how-to-measure",
    heading: "How to measure your room",
    paragraphs: [
      "Use a steel tape and write everything down in feet. Measure the wall height from the floor to the ceiling; if a tall baseboard or crown molding will stay unpapered you may measure between them, but the full height leaves a useful margin. Then measure the room's width and length along the walls, and round every figure up to the next half foot.",
      "Choose how many walls you are papering. One wall is an accent wall: enter its width as the room width. Two means two opposite walls of the room's width; three adds one wall of the room's length; four is the entire room.",
      "For windows and doors, measure one typical opening outside its trim and enter how many there are. If the sizes vary, enter an average, and leave out anything small: a smaller deduction errs on the side of enough paper. Finally, copy the roll width, roll length and pattern repeat from the label or the product page. The [pattern repeat](/how-to/glossary#pattern-repeat) is the vertical distance, in inches, before the design starts again.",
    ],
  },
  {
    id: "usable-paper",
    heading: "Why a roll is only 85–95% usable",
    paragraphs: [
      "No roll goes onto the wall whole. Every strip is cut a few inches long so it can be trimmed cleanly at the ceiling and the baseboard, each strip has to line up with its neighbor, and the last piece on a roll is often too short for a full drop. In practice a roll is 85–95% usable: nearer 95% for a plain paper or a random match, nearer 85% when the design must align.",
      "That is why the calculator adds 10% to the wall area for a plain paper and 15% when you enter a pattern repeat, before dividing by the area of one roll and rounding up.",
    ],
  },
  {
    id: "roll-coverage",
    heading: "How much one roll covers",
    paragraphs: [
      "A standard American single roll holds about 27 sq ft of paper; once it is trimmed and matched, plan on covering a little less. Many European papers come in rolls of 20.5 in by 33 ft, about 56 sq ft, and wide commercial goods and grasscloth differ again. Because sizes vary so much, the calculator works from the roll you enter, never from a nominal size.",
      "In the United States wallpaper is often priced by the single roll but packaged in double-roll [bolts](/how-to/glossary#bolt). The double-roll figure is half the single-roll count, rounded up; order by whichever unit the product is sold in.",
    ],
  },
  {
    id: "patterned-matches",
    heading: "Why patterned matches may need 25–70% more",
    paragraphs: [
      "A pattern has to meet itself at every seam. With a straight match the design lines up straight across from strip to strip; with a half-drop match every other strip starts half a repeat lower; a random match, like most stripes and textures, goes up with almost no waste. The larger the repeat, the more paper is cut away to bring each strip into line.",
      "For large repeats, tall walls and narrow walls, a patterned match may need 25–70% more paper than the bare wall area suggests, because offcuts cannot be joined into a full strip. The strip-by-strip check under the estimate counts whole strips for exactly this reason. When it asks for more rolls than the headline figure, order the higher number.",
    ],
  },
  {
    id: "before-you-order",
    heading: "Before you order",
    paragraphs: [
      "Order 10% extra, and order every roll at once so that all of them come from one print run, the [dye lot](/how-to/glossary#dye-lot-number). A roll from a later run can differ just enough to show at a seam. Keep one label and any leftover paper: they make invisible repairs possible years from now.",
      "Not sure of a measurement or a repeat? Bring your numbers, or a photo of the room, to the showroom. A [design consultation](/consultation) covers quantities as well as color and pattern, and our guides to [hanging wallpaper](/how-to/hang-wallpaper) and [preparing your walls](/how-to/prepare-your-walls-for-wallpaper) take the next steps with you.",
    ],
  },
];
