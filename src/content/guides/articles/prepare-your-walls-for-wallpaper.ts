import { bullets, h2, h3, links, p, steps, tip } from "../blocks";
import { defineGuide } from "../define-guide";

export const prepareYourWallsForWallpaperGuide = defineGuide({
  slug: "prepare-your-walls-for-wallpaper",
  title: "How to Prepare Your Walls for Wallpaper",
  metaTitle: "How to Prepare Your Walls for Wallpaper",
  description:
    "Step-by-step wall preparation for wallpaper: checking moisture, removing old paper, repairing and smoothing, and priming with a wallcovering primer.",
  summary:
    "Remove, repair, smooth and prime: the preparation steps that decide how well wallpaper hangs and lasts.",
  updated: "2025-01-06",
  illustration: {
    scene: {
      room: "entry-hall",
      style: "textured-fabric",
      motif: "linen",
      material: "non-woven",
      palette: { ground: "#d8d5cf", inks: ["#b3afa7"] },
    },
    alt: "Illustration of an entry hall covered in a soft gray linen-look wallcovering with a fine woven texture.",
  },
  body: [
    p(
      "Ask any experienced installer what makes a wallpaper job last and the answer is the same: preparation. Paper follows the wall beneath it. Every bump, ridge and patch shows through, and a wall that is dusty, glossy or damp will let the paper down no matter how carefully it is hung.",
    ),
    p(
      "Good preparation is not difficult, but it takes patience. Plan for it to take as long as the hanging itself, and sometimes longer. The steps below apply to most drywall and plaster walls in homes and condos.",
    ),

    h2("Tools and materials"),
    bullets(
      "Drop cloths and painter's tape",
      "A screwdriver for switch plates and outlet covers",
      "A scoring tool, wallpaper remover solution and a pump sprayer, or a wallpaper steamer",
      "Broad knives in 3-inch and 6-inch widths",
      "Lightweight joint compound and a sanding sponge or pole sander",
      "An oil-based or shellac-based sealer for any torn drywall paper",
      "A degreasing cleaner, buckets, sponges and clean rags",
      "A wallcovering primer, roller, tray and angled brush",
      "A bright flashlight or work light for inspecting the surface",
      "A moisture meter, if you suspect damp walls",
    ),

    h2("Step by step"),
    steps(
      [
        "Check for moisture first",
        "Wallpaper should only go on a dry, sound wall. Look for staining, bubbling paint, soft spots or a musty smell, especially on exterior walls, under windows and beside bathrooms. Many South Florida homes have concrete block exterior walls finished with plaster or furred-out drywall, and those can hold moisture after a leak or a storm. Find and fix the cause before you go further. New plaster and new drywall compound must also be fully dry.",
      ],
      [
        "Clear and protect the room",
        "Move furniture to the center and cover it. Lay drop cloths along the walls. Turn off power to the room at the breaker, then remove switch plates and outlet covers and keep the screws together in a bag.",
      ],
      [
        "Remove old wallpaper",
        "Start by lifting a corner. Many modern papers are strippable and come away dry, sometimes leaving a backing layer that must also be removed. For stubborn papers, score the surface lightly, soak it with remover solution or use a steamer, wait, and scrape gently with a broad knife held at a low angle. Never hang new paper over old: the moisture in fresh paste can loosen the old layer and the seams will show through.",
      ],
      [
        "Wash off adhesive residue",
        "Old paste left on the wall can interfere with primer and new adhesive. Wash the walls with warm water and a little remover solution, then rinse with clean water and let them dry completely.",
      ],
      [
        "Seal any torn drywall",
        "If scraping has torn the brown paper face of the drywall, seal those areas with an oil-based or shellac-based sealer before patching. Water-based compound or primer applied straight onto torn drywall paper makes it swell and bubble.",
      ],
      [
        "Repair and smooth",
        "Fill holes, dents and cracks with joint compound. Let each coat dry, sand it flush and feather the edges. Walls with a knockdown or orange-peel texture, which are common in Florida homes, should be skim coated smooth or lined with a lining paper, because texture telegraphs through most wallcoverings and is especially visible under metallics and fine prints.",
      ],
      [
        "Clean painted surfaces",
        "Kitchens, bathrooms and hallways collect grease and hand marks. Wash painted walls with a degreasing cleaner and rinse. Scuff glossy or semi-gloss paint with a fine sanding sponge so primer can grip, then wipe away the dust.",
      ],
      [
        "Remove the dust",
        "Sanding dust is the enemy of adhesion. Vacuum the walls and baseboards, then wipe the walls with a barely damp cloth and let them dry.",
      ],
      [
        "Prime with a wallcovering primer",
        "Roll on an even coat of primer made for wallcoverings, often called sizing. It seals the wall so paste does not soak in too fast, gives the paper slip while you position it, and makes future removal far easier. Never hang wallpaper on unprimed drywall; it will bond to the drywall paper and tear it on the way off. Let the primer dry fully, following the time on the label.",
      ],
      [
        "Inspect with a raking light",
        "Hold a flashlight flat against the wall and sweep it across the surface. The low light exaggerates every ridge and pinhole. Touch up, sand and spot-prime anything you find. Ten minutes here saves a great deal of disappointment later.",
      ],
    ),
    tip(
      "Tint the primer for dark papers",
      "If your paper has a dark ground, ask for the primer to be tinted close to that color. Tiny gaps at the seams, which open slightly as paste dries, will then disappear instead of showing a thin white line.",
    ),

    h2("Special situations"),
    h3("Paneling, tile and other hard surfaces"),
    p(
      "Wood paneling, tile and masonry can sometimes be papered, but they need extra work: grooves filled or lined, glossy surfaces deglossed and primed with a bonding primer, and usually a lining paper. Ask before you commit, as the answer depends on the surface and the wallcovering.",
    ),
    h3("Condos and shared walls"),
    p(
      "Check your building's rules for work hours, elevator reservations and debris removal before you start. Party walls in condos are often concrete, which can be cool and prone to condensation on the inside face in humid weather. A breathable wallcovering is usually the safer choice there; our guide to [wallpaper types](/how-to/choose-the-right-type-of-wallpaper) explains why.",
    ),
    h3("After a storm"),
    p(
      "If a home has been without air conditioning for days after a hurricane, walls can absorb a surprising amount of moisture. Let the house return to normal temperature and humidity for at least a few days, and check suspect walls with a moisture meter before hanging anything.",
    ),

    h2("Before hanging day"),
    bullets(
      "Keep the air conditioning running at your normal settings so the room is at the temperature and humidity it will live at.",
      "Bring the unopened rolls into the room a day ahead so they can adjust to it.",
      "Check that every roll carries the same batch or dye lot number, and inspect the paper for flaws before cutting.",
      "Mark where you want the first strip and the least visible finishing corner.",
    ),
    p(
      "When the walls are ready, our step-by-step guide to [hanging wallpaper](/how-to/hang-wallpaper) takes you through the rest. If you have not ordered yet, estimate the rolls with the [wallpaper calculator](/wallpaper-calculator) and browse [textured wallpapers](/types/textured) if your walls are less than perfect. Prefer to leave it to a professional? Our [installation service](/installation) handles the preparation too, and a [design consultation](/consultation) is a good place to start.",
    ),
    links(
      ["How to hang wallpaper", "/how-to/hang-wallpaper"],
      ["Estimate your rolls with the wallpaper calculator", "/wallpaper-calculator"],
      ["Professional installation", "/installation"],
      ["Book a design consultation", "/consultation"],
    ),
  ],
});
