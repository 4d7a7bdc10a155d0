import { bullets, h2, h3, links, p, tip } from "../blocks";
import { defineGuide } from "../define-guide";

export const chooseWallpaperColorGuide = defineGuide({
  slug: "choose-wallpaper-color",
  title: "How to Choose a Wallpaper Color",
  metaTitle: "How to Choose a Wallpaper Color",
  description:
    "Choose a wallpaper color that works in South Florida light: reading exposure, ground and ink colors, undertones, fading and testing samples at home.",
  summary:
    "Read your light, your fixed finishes and the paper's ground color before you fall for a sample.",
  updated: "2025-01-06",
  illustration: {
    scene: {
      room: "living-room",
      style: "botanical-floral",
      motif: "leaf-scatter",
      material: "paper",
      palette: { ground: "#f3efe6", inks: ["#7d9a6f", "#4f6b47"] },
    },
    alt: "Illustration of a living room papered in a scattered-leaf pattern in two soft greens on a warm off-white ground.",
  },
  body: [
    p(
      "Color is usually the first thing people notice about a wallpaper and the last thing they stop noticing. A pattern can be forgiven for being a little busy; a color that fights the room never quite settles. The good news is that choosing well is less about taste than about looking carefully at a few things you already have: your light, your floors and furniture, and the way the paper itself is colored.",
    ),
    p(
      "This guide walks through those decisions in the order we use with clients. Take your time with each one. A wall covering is meant to stay up for years, so an extra week of looking at samples is time well spent.",
    ),

    h2("Start with the light"),
    p(
      "Light changes color more than anything else in a room, and South Florida light is strong. Midday sun is high and bright, and many homes also catch light bounced off a pool, a canal or the bay. Strong light tends to wash out soft colors, so a gentle blush or pale sage can read almost white on a sunny wall. The same color in a north-facing guest room will look cooler and grayer.",
    ),
    bullets(
      "East-facing rooms get warm, clear morning light and turn cooler and flatter in the afternoon.",
      "West-facing rooms are even in the morning and glow warm and orange in the late afternoon, which can push yellows and reds further than you expect.",
      "North-facing rooms get steady, cool light all day. Warmer grounds such as cream, sand and soft gold keep them from feeling chilly.",
      "South-facing rooms get the most light. They can carry deeper and cooler colors without feeling dark.",
      "Interior rooms such as powder rooms, hallways and many condo dining areas rely on artificial light, so the color of your bulbs matters more than the direction of the window.",
    ),
    h3("Sun, fading and natural materials"),
    p(
      "Direct sun fades many wallcoverings over time, and natural materials fade fastest. Grasscloth, silk and other natural fibers can shift noticeably on a wall that gets afternoon sun through an unshaded window. If you love a natural texture for a sunny room, choose a color that ages gracefully, such as a wheat, flax or driftwood tone, and consider UV-filtering window film or shades. A vinyl or a well-printed non-woven paper is the steadier choice where the sun is relentless.",
    ),

    h2("Decide how the room should feel"),
    p(
      "Before you look at swatches, write down in a few words what the room is for and how you want to feel in it. That short list will narrow the field faster than any color wheel.",
    ),
    bullets(
      "Calm and restful bedrooms usually suit soft blues, greens, warm grays and quiet neutrals with low contrast between ground and pattern.",
      "Dining rooms are mostly used in the evening. Deeper colors such as claret, ink blue, forest green or a metallic ground glow beautifully under lamplight and candles.",
      "Powder rooms are visited briefly, so they are the place to be bold: saturated color, high contrast or a dark ground feels like a jewel box rather than a cave.",
      "Kitchens, laundries and family rooms tend to look best in fresh, clear colors that stay cheerful under bright overhead light.",
      "Home offices benefit from colors that do not tire the eye over long hours, often muted greens and blues or gentle neutrals.",
    ),

    h2("Read the ground and the inks"),
    p(
      "Most printed wallpapers have a ground, the background color of the paper, and one or more inks that form the pattern. From across the room the ground does most of the talking, because it usually covers more of the surface. Two papers printed with the same green leaf can look completely different if one has a white ground and the other a tobacco ground.",
    ),
    p(
      "Many designs come in several colorways, the same pattern printed in different color combinations. When you find a design you love, ask to see all of its colorways side by side. It is common to fall for the pattern in one colorway and then realize a quieter or warmer version suits the room better.",
    ),
    tip(
      "Squint at the sample",
      "Hold a sample at arm's length and squint. The pattern blurs and you see the overall color the wall will read as from across the room. That blended color is what you are really matching to your sofa, rug and floor.",
    ),

    h2("Work with what stays"),
    p(
      "Wallpaper has to live with everything that is not changing: floors, stone countertops, cabinetry, built-ins, window treatments and the art you already own. Gather samples or photos of those fixed finishes and judge every wallpaper against them, not against an empty white board.",
    ),
    h3("Match undertones, not just colors"),
    p(
      "Whites, beiges and grays all lean warm or cool. A cool white paper beside a warm travertine floor can make the stone look dingy, while a warm ivory ground will flatter it. Lay the sample directly on or beside the finish and look for the undertone: yellow, pink or red reads warm; blue, green or violet reads cool. Trim paint matters too. A crisp bright white trim sharpens a pattern, while a soft off-white lets it blend.",
    ),
    h3("A simple proportion to start from"),
    p(
      "Designers often balance a room with a rough 60-30-10 split: about 60 percent of the room in a dominant color, 30 percent in a secondary color, and 10 percent in an accent. Wallpaper often supplies the dominant color on the walls and repeats the accent in its inks. If your paper's accent ink matches a pillow, a lamp or a piece of art, the whole room starts to feel intentional.",
    ),

    h2("Color ideas for South Florida homes"),
    p(
      "Coastal living does not have to mean anchors and navy stripes. A few directions that work well in local homes and condos:",
    ),
    bullets(
      "Sand, linen and driftwood neutrals on a textured ground keep a bright room calm and hide the everyday dust of beach life. See our [beige wallpapers](/color/beige).",
      "Sea-glass greens and soft aqua pair naturally with water views and pale wood. Browse [green wallpapers](/color/green) and [teal wallpapers](/color/teal).",
      "Clear blues, from chalky sky to deep indigo, read fresh in strong light. Explore [blue wallpapers](/color/blue).",
      "Lush tropical greens on a white ground bring the garden indoors without feeling themed. Our [coastal and tropical designs](/styles/coastal-tropical) are a good start.",
      "When a condo has a big view, let the view lead. A quiet, tonal paper in a color pulled from the water or sky frames the window instead of competing with it.",
    ),

    h2("Test before you commit"),
    p(
      "Never choose from a screen alone. Monitors and phones shift color, and a small image cannot show texture or sheen. Order physical samples, ideally the largest piece available, and live with them for a few days.",
    ),
    bullets(
      "Tape each sample to the actual wall at eye level, not flat on a table.",
      "Look at it in the morning, the afternoon and at night with your own lamps on. Warm bulbs around 2700K soften and yellow a color; cooler bulbs sharpen it.",
      "Move the sample to the darkest and brightest walls of the room. Color on a sunny wall and a shaded wall can look like two different papers.",
      "Keep it beside your trim paint and any fabric or stone that will stay in the room.",
      "Expect the color to look a little stronger once it covers whole walls. A large area always intensifies a color compared with a small swatch.",
    ),
    p(
      "You can request samples through our [samples page](/samples), or start by browsing the [full catalog](/catalog) by color.",
    ),
    tip(
      "Bring the room with you",
      "When you visit the showroom, bring a photo of the room, a cabinet door or floor sample if you can, and a fabric or paint chip you plan to keep. Judging paper against the real finishes saves hours. A [design consultation](/consultation) is the easiest way to do this with someone who works with color every day.",
    ),

    h2("Once you have chosen"),
    p(
      "When the color is settled, make sure you order enough paper from a single print run, because colors can vary slightly between runs. The batch or dye lot number on each roll label tells you which run it came from; our [glossary](/how-to/glossary#dye-lot-number) explains why it matters. Use the [wallpaper calculator](/wallpaper-calculator) to estimate how many rolls your walls need, and then read our guide to [choosing a pattern](/how-to/choose-a-wallpaper-pattern) if the design is still open.",
    ),
    links(
      ["Estimate your rolls with the wallpaper calculator", "/wallpaper-calculator"],
      ["How to choose a wallpaper pattern", "/how-to/choose-a-wallpaper-pattern"],
      ["Book a design consultation", "/consultation"],
    ),
  ],
});
