import { bullets, h2, h3, links, p, steps, tip } from "../blocks";
import { defineGuide } from "../define-guide";

export const whatCanIDoWithABorderGuide = defineGuide({
  slug: "what-can-i-do-with-a-border",
  title: "What Can I Do With a Wallpaper Border?",
  metaTitle: "What Can I Do With a Wallpaper Border?",
  description:
    "Ideas for wallpaper borders at the ceiling, chair rail, around windows and as framed panels, plus how to measure, pair and hang a border neatly.",
  summary:
    "Ceiling lines, chair-rail height, framed panels and more: where a border earns its place, and how to measure it.",
  updated: "2025-01-06",
  illustration: {
    scene: {
      room: "nursery",
      style: "kid-teen",
      motif: "stars",
      material: "paper",
      palette: { ground: "#eef3f7", inks: ["#f0c75e", "#7fa6c9"] },
    },
    alt: "Illustration of a nursery papered in small scattered stars in soft yellow and powder blue on a pale blue-white ground.",
  },
  body: [
    p(
      "A wallpaper border is a narrow strip of printed paper, sold in long rolls, that runs horizontally around a room or frames a feature. Borders had a long run of popularity and then fell quiet, but they never stopped being useful. Used with restraint, a border adds architecture to a plain room, finishes the top edge of a paper, or gives a painted room a touch of pattern at a fraction of the cost of full coverage.",
    ),
    p(
      "Here are the placements that work best today, what to pair a border with, and how to measure and hang it.",
    ),

    h2("Where a border works"),
    h3("At the ceiling line"),
    p(
      "The classic placement. A border just below the ceiling, or just below crown molding, draws the eye around the room and gives a crisp finish where the walls meet the ceiling. In rooms without crown molding it can stand in for it. Keep the border slim in rooms with eight-foot ceilings; a wide band at the top of a low wall makes the ceiling feel lower.",
    ),
    h3("At chair-rail height"),
    p(
      "A border run at about one third of the wall height, roughly where a [chair rail](/how-to/glossary#chair-rail) would sit, divides the wall into two zones. You might paint below and paper above, or use two coordinating papers with the border covering the seam between them. This is a practical arrangement in dining rooms and hallways, where the lower wall takes knocks from chairs and bags.",
    ),
    h3("Around windows, doors and openings"),
    p(
      "Running a border around a window or doorway frames it like a picture. This works best with a simple, directional design such as a Greek key, a rope or a narrow stripe, mitered neatly at the corners.",
    ),
    h3("As framed panels"),
    p(
      "One of the most elegant uses is to create panels. Hang a border in rectangles on a painted or lightly textured wall to imitate paneling, or to frame sections of a patterned paper, a mural or a mirror. Panels bring a tailored, traditional feel to a dining room or a formal living room and suit many [traditional designs](/styles/traditional).",
    ),
    h3("In children's rooms"),
    p(
      "A border at a child's eye level, with animals, stars or letters, is charming and easy to change as they grow. Pair it with a simple stripe or a painted wall and update it when the room needs a new look. Our [kids and teen designs](/styles/kid-teen) include playful patterns that coordinate well with borders.",
    ),

    h2("Pairing a border"),
    bullets(
      "With paint: pull the wall color from the border's ground or one of its inks so the border looks planned.",
      "With a coordinating wallpaper: many collections include borders designed to sit with a matching paper. Using them together takes the guesswork out of scale and color.",
      "With stripes: a border at the top of a striped wall stops the stripes cleanly and gives them a cornice.",
      "With texture: a grasscloth or linen-look wall below a printed border is understated and rich.",
    ),
    tip(
      "Keep it in proportion",
      "As a rough guide, choose a border width of about a tenth of the height of the wall section it sits in or frames, then adjust by eye. Tape a sample up at the exact height before ordering.",
    ),

    h2("Measuring for a border"),
    p(
      "Borders are measured by length, not area. Measure the length of every wall the border will run along and add them together. For a full room at the ceiling line that is the perimeter of the room. Borders are commonly sold in spools of five yards, which is fifteen feet.",
    ),
    p(
      "Our [wallpaper calculator](/wallpaper-calculator) estimates this for you. Turn on the trim option and it works out the border length for the walls you choose and the number of fifteen-foot rolls, along with the wallpaper itself. Add extra for matching the border's own pattern at joins and for mitered corners, and allow more if you are framing windows or making panels, since every frame has four corners.",
    ),

    h2("Hanging a border"),
    p(
      "Hanging a border is easier than hanging full-height paper, but a straight line matters even more, because the eye follows a border all the way around the room.",
    ),
    steps(
      [
        "Mark a level line",
        "Use a laser level or a long spirit level to draw a faint pencil line where the bottom or top edge of the border will sit. Do not rely on the ceiling; few ceilings are truly level.",
      ],
      [
        "Choose the adhesive",
        "On painted walls, use the adhesive the manufacturer recommends. Over existing vinyl wallpaper, use a border or vinyl-over-vinyl adhesive, because ordinary paste will not hold on a vinyl surface.",
      ],
      [
        "Start in an inconspicuous corner",
        "Begin behind a door or in the least visible corner, so the final join, where the pattern may not match, is out of sight.",
      ],
      [
        "Work in manageable lengths",
        "Paste or activate a length you can handle comfortably, book it briefly if the instructions say so, and fold it accordion-style so it does not stick to itself.",
      ],
      [
        "Turn corners and join neatly",
        "Wrap inside corners slightly and overlap the next piece, matching the pattern. For frames and panels, overlap the two strips at the corner, cut through both at 45 degrees with a sharp blade and a straightedge, and remove the offcuts for a clean miter.",
      ],
      [
        "Wipe and check",
        "Wipe away any adhesive from the surface with a clean, damp sponge as you go, and stand back regularly to check the line.",
      ],
    ),

    h2("When a border is not the answer"),
    p(
      "Borders are less successful on walls that are very uneven, in rooms with many interruptions along the line, or where a ceiling slopes. In those cases a full wallpaper, a painted stripe, or a change of material at chair-rail height may look better. If you are unsure, bring photos of the room to a [design consultation](/consultation) and we will sketch out the options with you.",
    ),
    links(
      ["Estimate wallpaper and border with the calculator", "/wallpaper-calculator"],
      ["How to choose a wallpaper pattern", "/how-to/choose-a-wallpaper-pattern"],
      ["Browse the catalog", "/catalog"],
      ["Book a design consultation", "/consultation"],
    ),
  ],
});
