import { bullets, h2, h3, links, p, tip } from "../blocks";
import { defineGuide } from "../define-guide";

export const cleanWallpaperSafelyGuide = defineGuide({
  slug: "clean-wallpaper-safely",
  title: "How to Clean Wallpaper Safely",
  metaTitle: "How to Clean Wallpaper Safely, by Material",
  description:
    "How to clean wallpaper without damaging it: vinyl, non-woven, paper, grasscloth, fabric and silk, metallic and flocked, plus mildew in humid homes.",
  summary:
    "Material by material, from scrubbable vinyl to grasscloth and silk: what is safe to use and what to avoid.",
  updated: "2025-01-06",
  illustration: {
    scene: {
      room: "dining-room",
      style: "damask",
      motif: "classic-damask",
      material: "flocked",
      palette: { ground: "#ede4d3", inks: ["#7a2e2a"] },
    },
    alt: "Illustration of a dining room papered in a classic deep red flocked damask on a cream ground.",
  },
  body: [
    p(
      "Most wallpaper needs far less cleaning than people expect. A light dusting a few times a year keeps it fresh, and spills are easy to deal with when you act quickly and use the right method. The wrong method, on the other hand, can do permanent harm in seconds: water rings on grasscloth, a shiny patch on matte paper, a flattened pile on flock.",
    ),
    p(
      "The key is to know what your wallpaper is made of. This guide starts with the rules that apply to every wallcovering, then goes through the common materials one by one.",
    ),

    h2("Rules for every wallpaper"),
    bullets(
      "Find the label or product details. Care symbols tell you whether a paper is spongeable, washable or scrubbable, and that rating sets the limit for everything you do.",
      "Test first. Try any method on a hidden spot, such as behind furniture or a door, and let it dry before judging the result.",
      "Dust before you wash. Wetting a dusty wall turns dust into streaks.",
      "Use the gentlest method that works: dry before damp, damp before soapy, and soft cloths before brushes.",
      "Keep water away from seams and edges, where it can loosen the paste.",
      "Blot, do not rub. Rubbing spreads a stain and can burnish or scuff the surface.",
      "Avoid abrasive pads, scouring powders, solvents and strong household cleaners unless the manufacturer specifically allows them.",
    ),
    tip(
      "Know the three ratings",
      "Spongeable means you may wipe gently with a damp sponge. Washable means mild soap and water are safe. Scrubbable means the surface can take a soft brush and mild detergent. If there is no rating, treat the paper as dust-only.",
    ),

    h2("Cleaning by material"),
    h3("Vinyl and fabric-backed vinyl"),
    p(
      "The most forgiving wallcoverings. Mix a few drops of mild dish soap in warm water, wring a soft sponge until it is barely damp, and wipe the wall in small sections. On walls with drips or runs, work from the bottom up, so drips fall onto areas you have already cleaned rather than streaking a dry, dusty surface. Rinse with a second sponge and clean water, then pat dry with a soft towel. Scrubbable vinyls can take a soft nylon brush for scuffs. Avoid solvent-based cleaners, which can soften or dull the vinyl. See our [vinyl wallpapers](/types/vinyl).",
    ),
    h3("Non-woven"),
    p(
      "Many non-woven papers are washable, but the printed surface is often more delicate than vinyl. Check the rating, then use a damp sponge with a little mild soap, blotting rather than scrubbing. Pat dry. If the paper is only spongeable, use plain water. See [non-woven wallpapers](/types/non-woven).",
    ),
    h3("Traditional paper"),
    p(
      "Uncoated paper absorbs water, so treat it as dust-only unless the label says otherwise. Dust with a clean microfiber cloth, a soft brush or a vacuum brush attachment on low suction. For surface grime and fingerprints, a dry cleaning sponge, sometimes sold as a soot sponge, lifts dirt without moisture. A soft white eraser can remove pencil marks and small scuffs; test it first, and use light pressure so you do not burnish the surface. See [paper wallpapers](/types/paper).",
    ),
    h3("Grasscloth and natural weaves"),
    p(
      "Never use water on grasscloth. Natural fibers absorb it unevenly and dry with rings and tide marks that cannot be removed. Vacuum regularly with a soft brush attachment on low suction, working in the direction of the weave. If something is spilled, blot it at once with a clean, dry, white cloth and do not rub. For a stain that remains, ask a professional before trying anything else. This is one of the best reasons to keep a few spare lengths after installation, since a badly stained strip can be replaced. See [grasscloth](/types/grasscloth).",
    ),
    h3("Fabric and silk"),
    p(
      "Fabric and silk wallcoverings collect dust in their weave. Vacuum gently with a brush attachment on the lowest suction, or use a lint roller on small areas. Blot spills immediately with a dry white cloth. Water and most spot cleaners can leave marks or shift the dye, so anything beyond dusting is a job for a professional who cleans upholstery and wall textiles.",
    ),
    h3("Metallic and foil"),
    p(
      "Metallic surfaces scratch and show fingerprints. Dust with a soft, dry microfiber cloth using light pressure. If the label allows, wipe marks with a cloth dampened in plain water and dry immediately to prevent water spots. Avoid glass cleaners, ammonia and anything abrasive, and take off rings before cleaning. See [metallic and foil wallpapers](/types/metallic-foil).",
    ),
    h3("Flocked"),
    p(
      "The velvety pile of flocked paper traps dust and crushes easily. Brush it lightly with a soft, clean brush in the direction of the pile, or vacuum with a brush attachment held just above the surface on low suction. Do not rub or wet the flocking. If something is spilled, dab it with a dry cloth and let the pile recover before brushing it back into place. See [flocked wallpapers](/types/flocked).",
    ),

    h2("Mildew in humid homes"),
    p(
      "South Florida humidity makes mildew a real concern, especially in bathrooms, laundries, closets and rooms on exterior walls. Mildew on the surface appears as small gray, green or black spots and often comes with a musty smell.",
    ),
    bullets(
      "Fix the cause first: improve ventilation, run the exhaust fan, keep the air conditioning at steady settings and repair any leaks.",
      "On washable vinyl, wipe surface mildew with a cleaner made for the purpose, tested first on a hidden area, then rinse and dry thoroughly.",
      "Avoid chlorine bleach on colored wallpaper. It can lift or spot the color.",
      "On paper, grasscloth and fabric, surface mildew usually means the material has absorbed moisture. Call a professional rather than trying to scrub it.",
      "If spots return quickly, seams are lifting, or stains spread from behind the paper, the moisture is probably in the wall. The paper may need to come down so the wall can be dried and treated.",
    ),

    h2("Everyday habits that help"),
    bullets(
      "Dust papered walls when you dust the room, a few times a year.",
      "Keep furniture an inch or two off the wall so it does not rub.",
      "In kitchens and laundries, wipe splashes as they happen.",
      "Use UV-filtering film or shades on sunny windows to slow fading.",
      "Keep leftover paper and a roll label for repairs.",
    ),

    h2("Choosing for easy care"),
    p(
      "If cleaning is a priority, choose the material before the pattern. Our guide to [choosing the right type of wallpaper](/how-to/choose-the-right-type-of-wallpaper) compares them. When a damaged area needs replacing, or a busy room needs a more practical paper, use the [wallpaper calculator](/wallpaper-calculator) to estimate what you need, and book a [design consultation](/consultation) to see washable options in person.",
    ),
    links(
      ["How to choose the right type of wallpaper", "/how-to/choose-the-right-type-of-wallpaper"],
      ["Estimate your rolls with the wallpaper calculator", "/wallpaper-calculator"],
      ["Book a design consultation", "/consultation"],
    ),
  ],
});
