import { bullets, h2, h3, links, p, tip } from "../blocks";
import { defineGuide } from "../define-guide";

export const chooseTheRightTypeOfWallpaperGuide = defineGuide({
  slug: "choose-the-right-type-of-wallpaper",
  title: "How to Choose the Right Type of Wallpaper",
  metaTitle: "Wallpaper Types Explained: Vinyl, Non-Woven and More",
  description:
    "Vinyl, non-woven, paper, grasscloth, fabric-backed vinyl, metallic, flocked, peel-and-stick and murals: what each wallpaper type does and where it belongs.",
  summary:
    "Vinyl, non-woven, paper, grasscloth and more: how each material behaves and which rooms it suits.",
  updated: "2025-01-06",
  illustration: {
    scene: {
      room: "office",
      style: "grasscloth-naturals",
      motif: "grasscloth",
      material: "grasscloth",
      palette: { ground: "#cdb891", inks: ["#a8926a"] },
    },
    alt: "Illustration of a home office covered in natural grasscloth with a fine horizontal weave in warm wheat and honey tones.",
  },
  body: [
    p(
      "Two wallpapers can share a pattern and a color and still behave very differently once they are on the wall. The material decides how the paper handles humidity, how it cleans, how it is hung and how it comes down again. Choosing the right type first makes every later decision easier.",
    ),
    p(
      "In South Florida the material question matters more than in most places. Humidity is high for much of the year, many homes rely on air conditioning to keep it in check, and a bathroom or laundry can go from dry to steamy several times a day. Here is what each type does well and where it is happiest.",
    ),

    h2("The everyday workhorses"),
    h3("Vinyl"),
    p(
      "Solid vinyl wallpaper has a vinyl surface that resists moisture and can be washed and often scrubbed. It is the practical choice for kitchens, bathrooms, laundries and children's rooms. The trade-off is that vinyl does not breathe, which is worth thinking about on exterior walls in a humid climate; see the section on humidity below. Browse [vinyl wallpapers](/types/vinyl).",
    ),
    h3("Fabric-backed vinyl"),
    p(
      "A heavier vinyl laminated to a woven fabric backing. It is tough, washable and dimensionally stable, which is why it is used in hotels, offices, corridors and other commercial spaces. At home it is a good choice for busy halls, mudrooms and any wall that takes knocks. See [fabric-backed vinyl](/types/fabric-backed-vinyl).",
    ),
    h3("Non-woven"),
    p(
      "Non-woven wallpapers are made from a blend of natural and synthetic fibers. They are breathable, they resist tearing, and most are hung by pasting the wall rather than the paper. When it is time for a change, many can be peeled off dry in whole strips. That combination makes non-woven an excellent all-round choice for living areas and bedrooms. See [non-woven wallpapers](/types/non-woven).",
    ),

    h2("The decorative classics"),
    h3("Paper"),
    p(
      "Traditional printed paper has a soft, matte depth that vinyl cannot quite imitate, and it is the ground for many historic and designer prints. It is less forgiving to handle, since it can stretch when wet and tear if overworked, and most papers can only be dusted or very lightly sponged. It belongs in dining rooms, living rooms and bedrooms rather than in splash zones. See [paper wallpapers](/types/paper).",
    ),
    h3("Grasscloth and natural weaves"),
    p(
      "Grasscloth is made from natural grasses, such as sisal, jute or arrowroot, woven and laminated to a paper backing. Every strip varies in color and texture, and the seams are visible by nature; that variation is the beauty of the material, not a defect. It is not washable, it can stain if splashed, and it fades in strong sun. Use it in living rooms, bedrooms, offices and dining rooms, away from water. See [grasscloth](/types/grasscloth).",
    ),
    h3("Flocked"),
    p(
      "Flocked papers have a raised, velvety pattern made by fixing fine fibers onto an adhesive print. The effect is rich and tactile, a natural partner for damask designs in formal rooms. Flocking can be crushed or marked, so keep it away from traffic and splashes. See [flocked wallpapers](/types/flocked).",
    ),
    h3("Metallic and foil"),
    p(
      "Foils, mica and metallic inks reflect light and make a small room sparkle, especially powder rooms and dining rooms at night. Because they reflect light, they show every bump and ridge on the wall, so walls must be perfectly smooth before hanging. See [metallic and foil wallpapers](/types/metallic-foil).",
    ),
    h3("Textured"),
    p(
      "Embossed and dimensional papers add relief to the wall and help disguise minor imperfections, which makes them useful in older homes and on plaster. Some are designed to be painted. Avoid rolling the seams hard, which can flatten the texture. See [textured wallpapers](/types/textured).",
    ),

    h2("Special formats"),
    h3("Peel and stick"),
    p(
      "Self-adhesive panels go up without paste and come off without much fuss, which makes them popular for rentals, closets, shelf backs and quick refreshes. They work best on smooth, well-primed, fully cured walls, and they are more sensitive to heat and humidity than pasted papers. See [peel and stick](/types/peel-and-stick).",
    ),
    h3("Murals"),
    p(
      "A mural is a single scene printed across a set of numbered panels, often made to the dimensions of your wall. There is no repeat, so the measurements have to be exact, and the panels must be hung in order. See [murals](/types/mural) and our [murals and digital designs](/styles/murals-digital).",
    ),

    h2("Humidity, air conditioning and the wall behind the paper"),
    p(
      "Our climate adds one important consideration. In a hot, humid place, moisture from the outdoor air tends to move inward through exterior walls toward the cool, air-conditioned interior. A wallcovering that does not let vapor through, such as solid vinyl, can trap that moisture behind it, and trapped moisture can lead to mildew, lifting seams and staining. This is a well-known problem in air-conditioned buildings in humid climates.",
    ),
    bullets(
      "On exterior walls of air-conditioned rooms, favor breathable materials such as non-woven, paper and natural weaves, or a vinyl the manufacturer specifically rates as breathable or perforated.",
      "Keep vinyl for interior walls and wet rooms where its washability matters most, and make sure those rooms have good ventilation.",
      "Keep the air conditioning running at steady settings, including while a home is empty during the summer. After a long power outage, check papered walls for lifting seams, bubbles or a musty smell.",
      "Fix any water intrusion, such as leaking windows or plumbing, before hanging any wallcovering.",
    ),
    tip(
      "Read the label symbols",
      "Every roll carries small symbols for washability, light-fastness, how to paste and how the paper comes off. They are the fastest way to compare two papers you like. Ask us if any symbol is unfamiliar.",
    ),

    h2("A quick guide by room"),
    bullets(
      "Bathrooms and laundries: vinyl or fabric-backed vinyl; non-woven in a well-ventilated powder room.",
      "Kitchens: vinyl or a washable non-woven, especially near the range and sink.",
      "Living and dining rooms: almost anything, including paper, grasscloth, flocked and metallic.",
      "Bedrooms: non-woven, paper, grasscloth or textured weaves for a softer feel.",
      "Children's rooms and playrooms: scrubbable vinyl or a washable non-woven.",
      "Halls and commercial spaces: fabric-backed vinyl for durability.",
    ),
    p(
      "Our broader guide to [choosing the right wallpaper](/how-to/choose-the-right-wallpaper) walks through room-by-room decisions in more detail. When you have a type in mind, use the [wallpaper calculator](/wallpaper-calculator) with the roll width and length from the label, since they vary widely between materials. If you would like to feel the materials side by side, a [design consultation](/consultation) is the best way to do it.",
    ),
    links(
      ["Estimate your rolls with the wallpaper calculator", "/wallpaper-calculator"],
      ["How to prepare your walls", "/how-to/prepare-your-walls-for-wallpaper"],
      ["Browse the catalog", "/catalog"],
      ["Book a design consultation", "/consultation"],
    ),
  ],
});
