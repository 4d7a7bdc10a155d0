import { bullets, h2, h3, links, p, tip } from "../blocks";
import { defineGuide } from "../define-guide";

export const wallpaperInTheLaundryRoomGuide = defineGuide({
  slug: "wallpaper-in-the-laundry-room",
  title: "Wallpaper in the Laundry Room",
  metaTitle: "Wallpaper in the Laundry Room: A Humid-Climate Guide",
  description:
    "How to wallpaper a laundry room in a humid climate: ventilation, dryer vents, scrubbable vinyls, exterior walls, moisture-proof details and design ideas.",
  summary:
    "Humidity, ventilation and scrubbable vinyls: how to make a cheerful laundry room paper last in South Florida.",
  updated: "2025-01-06",
  illustration: {
    scene: {
      room: "laundry-room",
      style: "coastal-tropical",
      motif: "banana-leaf",
      material: "vinyl",
      palette: { ground: "#f7f6f1", inks: ["#5b7a4a", "#8fb07a"] },
    },
    alt: "Illustration of a laundry room papered in large green banana leaves on a bright white vinyl ground.",
  },
  body: [
    p(
      "The laundry room is one of the most rewarding places to use wallpaper. It is small, so even a special paper is a modest order. It is a room you visit often, usually for chores, so a pattern that makes you smile earns its keep. And it is often the one room in the house where you can be playful without worrying about the rest of the decor.",
    ),
    p(
      "It is also one of the most demanding rooms for a wallcovering. Warm, damp air from the washer and dryer, splashes from a utility sink and lint in the air all test the paper and the paste. In South Florida, where outdoor humidity is high for much of the year, those conditions matter even more. With the right preparation and material, though, a papered laundry room will look good for years.",
    ),

    h2("Understand the conditions"),
    p("Every laundry room is different, so start by looking at yours honestly."),
    bullets(
      "Where is it? A laundry in a conditioned part of the house behaves very differently from one in the garage. Unconditioned garages in our climate stay hot and humid, and most wallcoverings are not suitable there.",
      "How is the dryer vented? A dryer must vent outdoors through a sealed duct. A loose or crushed duct pours warm, moist, lint-laden air into the room, and wallpaper will be the first to show it.",
      "Is there a sink? Splashes around a utility sink are the most common cause of lifting seams and stains.",
      "Is there a window, an exhaust fan or an air conditioning vent? Air movement and conditioned air are what keep humidity in check.",
      "Which walls are exterior walls? This affects which material to use, as explained below.",
    ),

    h2("Ventilation comes first"),
    p(
      "No wallpaper can make up for a room that stays damp. Before choosing a paper, make sure the room can dry out after every load.",
    ),
    bullets(
      "Have the dryer duct checked and cleaned. It should be tightly connected, as short and straight as possible, and vent to the outside.",
      "Add or upgrade an exhaust fan if the room has no window, and run it during and after laundry.",
      "Keep the air conditioning supply open in the room, or add a louvered door to a laundry closet so conditioned air can reach it.",
      "Avoid drying clothes on racks in a small closed laundry. That moisture has to go somewhere.",
      "In a room that still feels damp, a small dehumidifier helps, especially during the wettest summer months.",
    ),

    h2("Choose a scrubbable vinyl"),
    p(
      "For most laundry rooms the right material is a solid vinyl or a fabric-backed vinyl with a washable or scrubbable rating. The vinyl surface sheds splashes, wipes clean and resists the humidity in the room. Fabric-backed vinyl is tougher still, and a good choice where baskets and ironing boards bump the walls. Browse [vinyl wallpapers](/types/vinyl) and [fabric-backed vinyl](/types/fabric-backed-vinyl).",
    ),
    p(
      "Use the adhesive the manufacturer recommends, ideally one with a mildew inhibitor, which is common in adhesives sold for vinyl wallcoverings. In a well-ventilated, air-conditioned laundry, a washable non-woven is also a reasonable choice. Leave grasscloth, silk, flock and uncoated papers for drier rooms.",
    ),
    h3("A note on exterior walls"),
    p(
      "Solid vinyl does not let water vapor pass through it. In a hot, humid climate, moisture from outdoors tends to move inward through exterior walls toward the cool, air-conditioned interior. A vapor-tight vinyl on the inside face of an exterior wall can trap that moisture, which can lead to mildew behind the paper. Laundry rooms are often on an exterior wall because of the dryer vent, so this is worth a conversation. Options include a breathable non-woven on the exterior wall and vinyl on the interior walls, or a vinyl the manufacturer rates as breathable.",
    ),
    tip(
      "Think about the power going out",
      "During hurricane season a home can lose air conditioning for days. When the power returns, look at papered walls in the laundry and bathrooms for lifting seams, bubbles or a musty smell, and run the fans and air conditioning to dry the rooms out.",
    ),

    h2("Details that keep moisture out"),
    bullets(
      "Prepare the walls carefully and prime with a wallcovering primer; a mildew-resistant formula adds protection in damp rooms. Our guide to [preparing your walls](/how-to/prepare-your-walls-for-wallpaper) covers the steps.",
      "Stop the paper at a backsplash around the sink, and seal the joint between paper and backsplash with a thin bead of clear silicone caulk.",
      "Seal seams near the sink well; a small seam roller and a careful hand help on vinyl.",
      "You do not need to paper behind a stacked washer and dryer that will never move. Run the paper just out of sight and save rolls.",
      "Leave a little space between appliances and the wall so warm air can circulate.",
    ),

    h2("Design ideas"),
    p(
      "A laundry room is the perfect place to try something you might hesitate to use in a living room.",
    ),
    bullets(
      "Cheerful color: sunny yellows and fresh greens lift a windowless room. See [yellow wallpapers](/color/yellow) and [green wallpapers](/color/green).",
      "Botanicals: trailing vines and leaf prints bring the garden indoors. Browse [botanical and floral designs](/styles/botanical-floral).",
      "Tropical prints: palms and banana leaves suit South Florida homes and look right at home beside white cabinets. See [coastal and tropical designs](/styles/coastal-tropical).",
      "Stripes and ticking: crisp, practical and timeless, and they make a low room feel taller. Browse [stripes](/styles/stripes).",
      "The ceiling: in a small laundry, papering the ceiling as well as the walls makes the room feel finished.",
    ),

    h2("Measuring a laundry room"),
    p(
      "Laundry rooms are full of cabinets, appliances and doors, so measure only the wall you will actually paper. For a laundry closet, the back wall may be the only one. Use the [wallpaper calculator](/wallpaper-calculator) with one or two walls, enter the door and window sizes, and add the pattern repeat from the label. Because the area is small, the extra cost of a spare roll for future repairs is modest and worth it.",
    ),

    h2("Keeping it fresh"),
    bullets(
      "Wipe splashes near the sink as they happen, using a soft, damp sponge.",
      "Dust away lint from the top of the walls and around the dryer every few weeks.",
      "Run the exhaust fan during and after every load.",
      "Check the seams near the sink and dryer a few times a year, and re-adhere any lifting edge promptly.",
    ),
    p(
      "Our guide to [cleaning wallpaper safely](/how-to/clean-wallpaper-safely) has more on washable vinyls. If you would like help choosing a paper that can take the heat, book a [design consultation](/consultation) and bring a photo of the room.",
    ),
    links(
      ["Estimate your rolls with the wallpaper calculator", "/wallpaper-calculator"],
      ["How to clean wallpaper safely", "/how-to/clean-wallpaper-safely"],
      ["Browse vinyl wallpapers", "/types/vinyl"],
      ["Book a design consultation", "/consultation"],
    ),
  ],
});
