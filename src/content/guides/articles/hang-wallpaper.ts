import { bullets, h2, h3, links, p, steps, tip } from "../blocks";
import { defineGuide } from "../define-guide";

export const hangWallpaperGuide = defineGuide({
  slug: "hang-wallpaper",
  title: "How to Hang Wallpaper",
  metaTitle: "How to Hang Wallpaper, Step by Step",
  description:
    "How to hang wallpaper step by step: tools, planning the layout, a plumb line, pasting and booking, matching the pattern, trimming, corners and outlets.",
  summary:
    "A step-by-step method for hanging pasted, prepasted and paste-the-wall papers with straight seams.",
  updated: "2025-01-06",
  illustration: {
    scene: {
      room: "bedroom",
      style: "geometric",
      motif: "trellis",
      material: "non-woven",
      palette: { ground: "#f6f4ef", inks: ["#2f6f6a"] },
    },
    alt: "Illustration of a bedroom papered in a teal trellis pattern on a soft white ground.",
  },
  body: [
    p(
      "Hanging wallpaper rewards care more than speed. The method is the same whether you are papering a powder room or a living room: plan the layout, establish a true vertical, cut and paste each strip consistently, and keep the surface clean as you go. This guide assumes your walls are already prepared and primed; if they are not, start with our guide to [preparing your walls](/how-to/prepare-your-walls-for-wallpaper).",
    ),
    p(
      "Always read the instructions on the roll label first. The manufacturer tells you which paste to use, whether to paste the paper or the wall, the booking time, the pattern match, and whether strips should be reversed. Where the label and this guide differ, follow the label.",
    ),

    h2("Tools and materials"),
    bullets(
      "A laser level, or a plumb bob and a 4-foot level",
      "A tape measure and a sharp pencil",
      "A snap-off utility knife with plenty of fresh blades",
      "A 6-inch broad knife or trim guide and a long straightedge",
      "Long-bladed wallpaper scissors",
      "A smoothing brush or plastic smoother, chosen to suit the paper",
      "A seam roller, for papers that allow it",
      "The adhesive recommended on the label, with a paste roller or brush",
      "A water tray, if the paper is prepasted",
      "A clean bucket of water and two sponges, one for paste and one for rinsing",
      "A pasting table or a clean, flat work surface and a stable step ladder",
      "Drop cloths and a trash bag for offcuts",
    ),

    h2("Before you cut"),
    bullets(
      "Confirm every roll has the same batch or dye lot number.",
      "Unroll and inspect each roll in good light for printing flaws or damage. Most manufacturers will not accept a claim for paper that has already been hung, so check before cutting.",
      "Note the pattern repeat and match type from the label.",
      "Turn off power to the room at the breaker if you will be papering around switches and outlets, and work with a portable light.",
    ),

    h2("Step by step"),
    steps(
      [
        "Plan the layout",
        "Decide where the first strip goes and where the last one will end. The final strip rarely matches the first, so end in the least visible place: behind a door, beside a tall cabinet or in a corner you do not face on entering. For a bold pattern, start so that a full motif is centered on the focal wall, such as a fireplace or bed wall, and work outward in both directions.",
      ],
      [
        "Draw a plumb line",
        "Measure out from your starting corner a distance slightly less than the roll width and mark a true vertical with a laser level or plumb bob. Never use the corner itself as your guide; corners are rarely straight. This [plumb line](/how-to/glossary#plumb-line) is the reference for the first strip.",
      ],
      [
        "Cut the first strip",
        "Measure the wall height and add about 2 inches at the top and 2 inches at the bottom for trimming. If there is a pattern, decide where the pattern should break at the ceiling line, usually with a full motif just below the ceiling, and cut accordingly.",
      ],
      [
        "Cut the following strips to match",
        "Lay the next length beside the first, slide it until the pattern matches, and cut it to the same length with the same allowances. With a half-drop match, alternate strips start half a repeat lower. Number the back of each strip lightly in pencil so they go up in order.",
      ],
      [
        "Paste or activate",
        "For traditional papers, roll paste evenly onto the back, right to the edges. For prepasted papers, dip the rolled strip in the water tray for the time the label gives. For non-woven paste-the-wall papers, paste the wall one strip width at a time and hang the paper dry.",
      ],
      [
        "Book the strip",
        "Pasted and prepasted papers usually need [booking](/how-to/glossary#booking): fold each end toward the middle, paste to paste, without creasing the folds, and leave it for the time on the label. This lets the paper relax and expand before it goes on the wall, so it does not shrink and open the seams later. Keep booking times consistent from strip to strip. Non-woven papers are not booked.",
      ],
      [
        "Hang the first strip",
        "Unfold the top half and position the strip at the ceiling with the trimming allowance overlapping. Align the edge exactly with your plumb line, then smooth from the center outward and downward to push out air. Unfold the bottom half and continue.",
      ],
      [
        "Trim top and bottom",
        "Press the paper into the ceiling and baseboard joints with your broad knife, then cut along the knife with a sharp blade. Change blades often. A dull blade tears wet paper, and snapping off a fresh section every few cuts costs far less than a spoiled strip.",
      ],
      [
        "Clean as you go",
        "Wipe any paste off the face of the paper, the ceiling and the trim immediately with a clean, damp sponge, then rinse the sponge in clean water. Dried paste can leave a shine on matte papers. Grasscloth, silk and many specialty papers must never be wiped; keep paste off their surface entirely.",
      ],
      [
        "Hang the next strips",
        "Slide each new strip into place against the previous one so the edges meet without overlapping, and match the pattern at eye level first. Smooth it, then roll the seam lightly if the paper allows. Do not roll embossed, flocked or natural-fiber papers, and never press hard enough to squeeze paste out of the seam.",
      ],
      [
        "Turn inside corners",
        "Measure from the last strip to the corner at the top, middle and bottom. Cut a strip about 1/2 inch wider than the widest measurement, hang it so it wraps slightly around the corner, and keep the offcut. Draw a new plumb line on the next wall and hang the offcut to it, overlapping the narrow wrap in the corner. The new plumb line keeps the next wall straight even though the corner is not.",
      ],
      [
        "Wrap outside corners",
        "Wrap the paper about 1 inch around an outside corner, then hang the next strip to a fresh plumb line. If the corner is out of plumb, overlap and double-cut, where the paper allows, for a clean seam.",
      ],
      [
        "Cut around windows, switches and outlets",
        "Hang the strip over the opening, press it gently to find the edges, and make diagonal relief cuts from the center to the corners of the box or frame. Trim the flaps with the broad knife and blade. With the power off, you can paper right over a switch box and trim it the same way.",
      ],
    ),

    h2("After hanging"),
    p(
      "Let the paper dry slowly and evenly. Keep the air conditioning at normal settings and avoid fans blowing directly on the walls or sudden changes in temperature, which can make seams open as the paste cures. Small bubbles often disappear as the paper dries; if one remains after a day, it can be slit with a fresh blade and flattened with a little paste. Replace switch plates and outlet covers only when the paper is completely dry.",
    ),
    h3("Common problems and their causes"),
    bullets(
      "Open seams: inconsistent booking times, overstretched paper, or drafts while drying.",
      "Shiny marks: paste left to dry on the face, or a seam rolled too hard.",
      "Pattern drift: strips hung without checking the plumb line on each new wall.",
      "Blisters: air trapped during smoothing, or paste applied unevenly.",
    ),
    tip(
      "Save the labels and leftovers",
      "Keep one label with the batch number and any leftover paper. A few spare pieces make invisible repairs possible years later, and the label lets you or your installer find the exact product again.",
    ),

    h2("When to call a professional"),
    p(
      "Grasscloth, silk, metallics, murals, hand-printed papers and very high walls are best left to an experienced installer. So are jobs where the paper is costly enough that a mistake would hurt. Learn about our [installation service](/installation), estimate your rolls with the [wallpaper calculator](/wallpaper-calculator), and browse easy-to-hang [non-woven wallpapers](/types/non-woven) if you are planning your first project. A [design consultation](/consultation) can help with both the paper and the plan.",
    ),
    links(
      ["How to prepare your walls", "/how-to/prepare-your-walls-for-wallpaper"],
      ["Estimate your rolls with the wallpaper calculator", "/wallpaper-calculator"],
      ["Professional installation", "/installation"],
      ["Book a design consultation", "/consultation"],
    ),
  ],
});
