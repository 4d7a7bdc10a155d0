import { site } from "@/content/site";
import { bullets, h2, h3, links, numbered, p, tip } from "../blocks";
import { defineGuide } from "../define-guide";

export const chooseTheRightWallpaperGuide = defineGuide({
  slug: "choose-the-right-wallpaper",
  title: "How to Choose the Right Wallpaper for Every Room",
  metaTitle: "Choosing the Right Wallpaper for Every Room",
  description:
    "A room-by-room guide to choosing wallpaper: how each space is used, wall condition, budget, samples, dye lots, lead times and a checklist before ordering.",
  summary:
    "A room-by-room checklist that brings color, pattern, material, budget and ordering together.",
  updated: "2025-01-06",
  illustration: {
    scene: {
      room: "living-room",
      style: "abstract",
      motif: "watercolour-wash",
      material: "non-woven",
      palette: { ground: "#eef1f4", inks: ["#8fa9c4", "#3e5f8a"] },
    },
    alt: "Illustration of a living room papered in a soft abstract watercolor wash in pale and deep blues on a cool white ground.",
  },
  body: [
    p(
      "Choosing wallpaper brings together several decisions at once: color, pattern, material, budget and installation. Taken one at a time, each is manageable. This guide pulls them together, room by room, so you can arrive at a choice you will still love in ten years, and that will still be on the wall.",
    ),
    p(
      "If you want to go deeper on any single question, our guides to [color](/how-to/choose-wallpaper-color), [pattern](/how-to/choose-a-wallpaper-pattern) and [wallpaper types](/how-to/choose-the-right-type-of-wallpaper) cover each in detail.",
    ),

    h2("Start with how the room is used"),
    p(
      "Before looking at a single sample, answer a few practical questions about the room. They rule out some materials at once and make the remaining choices easier.",
    ),
    bullets(
      "Is there water or steam? Bathrooms, kitchens and laundries need washable or scrubbable surfaces.",
      "How much traffic and touching? Halls, stair walls and children's rooms take knocks, fingerprints and the occasional crayon.",
      "How much sun? Natural fibers and some inks fade on walls in direct afternoon light.",
      "Who uses it? Guests, children, pets, or clients in a commercial space each change the priorities.",
      "How long should it last? A paper for a nursery may be changed in a few years; a dining room paper may be meant to stay for decades.",
    ),

    h2("Look honestly at the walls"),
    p(
      "The walls you have affect what will look good. Smooth, well-prepared walls can take anything, including metallics and fine prints, which show every flaw. Walls with old patches, plaster ridges or a heavy texture are better served by textured, embossed or woven papers, or by a lining paper first. Our guide to [preparing your walls](/how-to/prepare-your-walls-for-wallpaper) explains what can be fixed.",
    ),
    p(
      "Architecture matters too. Rooms with many doors, windows and built-ins break a wall into small pieces, which suits strong, simple patterns. Low ceilings benefit from vertical stripes or an all-over pattern without a strong horizontal line. Tall rooms can carry large scale and even a border or a change of paper at chair-rail height.",
    ),

    h2("Room by room"),
    h3("Living rooms"),
    p(
      "The most open brief. Non-woven, paper, grasscloth and textured weaves all work well. Consider the view from the front door and the main seating, and whether you want the walls to be the focus or a backdrop for art. Grasscloth and [textured fabric looks](/styles/textured-fabric) add warmth without competing with paintings.",
    ),
    h3("Bedrooms"),
    p(
      "Comfort first. Softer contrast, quieter colors and restful patterns tend to wear best. A single papered wall behind the bed is a good way to introduce a bolder design. Breathable materials are a sensible choice on exterior walls of air-conditioned rooms.",
    ),
    h3("Dining rooms"),
    p(
      "Used mostly in the evening, often for special occasions. This is the room for drama: [chinoiserie](/styles/chinoiserie), [damask](/styles/damask), deep colors, metallics or a mural. Keep in mind the chair backs on the lower wall; a chair rail or a more durable paper below it can help.",
    ),
    h3("Kitchens"),
    p(
      "Choose vinyl or a washable non-woven, particularly near the range and sink, and keep paper away from direct splashes behind the cooktop. Kitchens usually show only small areas of wall between cabinets, so a clear, cheerful pattern reads better than a subtle one.",
    ),
    h3("Bathrooms and powder rooms"),
    p(
      "Full bathrooms with showers need vinyl, good ventilation and a running exhaust fan. Powder rooms without a shower are far more forgiving and are the perfect place for a special paper: the area is small, guests see it, and a bold design feels like a discovery.",
    ),
    h3("Entries and halls"),
    p(
      "First impressions and heavy traffic. A durable non-woven or a fabric-backed vinyl in a confident pattern works well. Look at how the hall connects to the rooms you can see from it, so the papers relate to one another.",
    ),
    h3("Children's rooms"),
    p(
      "Scrubbable surfaces and designs that can grow with the child. Consider a playful paper on one wall and a simple coordinating stripe or paint elsewhere, so the room can change with a single wall later. Browse [kids and teen designs](/styles/kid-teen).",
    ),
    h3("Offices and commercial spaces"),
    p(
      "Home offices benefit from calm, non-distracting patterns and good acoustics, which textured and woven wallcoverings help with. Shops, restaurants and offices open to the public usually call for commercial-grade [fabric-backed vinyl](/types/fabric-backed-vinyl), which is made to be durable and washable.",
    ),

    h2("Budget wisely"),
    p(
      "Comparing prices roll by roll can mislead, because rolls differ in width and length, and patterns with large repeats use more paper. The true cost of a wallpaper is the number of rolls your room needs, plus installation, plus how long it will last. A more durable paper in a busy hall may cost less over its life than a cheaper one replaced twice.",
    ),
    bullets(
      "Use a special paper where it counts: a powder room, a single accent wall, the back of a bookcase.",
      "Spend on durability in the rooms that work hardest.",
      "Factor in installation. Grasscloth, silks, metallics and murals take more skill and time to hang.",
      "Use the [wallpaper calculator](/wallpaper-calculator) with each candidate's real roll size and repeat to compare like for like.",
    ),

    h2("Order with care"),
    p(
      "Once you have chosen, order every roll you need at the same time, from the same print run. Colors can vary slightly between runs, and the batch or [dye lot number](/how-to/glossary#dye-lot-number) on each label tells you which run a roll came from. Add a little extra for mistakes and future repairs. Special orders usually arrive within " +
        site.specialOrderLeadTime +
        ", so plan the installation date around delivery rather than the other way round.",
    ),
    tip(
      "Sample, then wait",
      "Order samples of your top choices and tape them on the wall where the paper will go. Live with them for a week. First impressions fade; the paper you still like on day seven is usually the right one.",
    ),

    h2("A checklist before you order"),
    numbered(
      "The material suits the room's moisture, traffic and sun.",
      "The color works with your floors, fixed finishes and light at every time of day.",
      "The pattern scale suits the room size and the viewing distance.",
      "You know the roll width, roll length, repeat and match from the label.",
      "Your estimate includes waste for the pattern and a few spare lengths.",
      "Every roll will come from the same dye lot.",
      "The walls are, or will be, properly prepared and primed.",
      "Installation is planned, whether you hang it yourself or book a professional.",
    ),
    p(
      "You can browse the [full catalog](/catalog) by style, color and brand, request samples on the [samples page](/samples), or bring your questions to a [design consultation](/consultation) and go through this checklist together.",
    ),
    links(
      ["Estimate your rolls with the wallpaper calculator", "/wallpaper-calculator"],
      ["Browse the catalog", "/catalog"],
      ["Professional installation", "/installation"],
      ["Book a design consultation", "/consultation"],
    ),
  ],
});
