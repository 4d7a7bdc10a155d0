import { bullets, h2, h3, links, p, tip } from "../blocks";
import { defineGuide } from "../define-guide";

export const chooseAWallpaperPatternGuide = defineGuide({
  slug: "choose-a-wallpaper-pattern",
  title: "How to Choose a Wallpaper Pattern",
  metaTitle: "How to Choose a Wallpaper Pattern",
  description:
    "Pick a wallpaper pattern with confidence: scale and viewing distance, pattern families, repeats and matches, mixing patterns and where bold designs work.",
  summary:
    "Scale, style, repeat and match: how to find a pattern that suits the room and the way you live in it.",
  updated: "2025-01-06",
  illustration: {
    scene: {
      room: "powder-room",
      style: "geometric",
      motif: "deco-fan",
      material: "metallic-foil",
      palette: { ground: "#1f2f4a", inks: ["#c9a85a"], metallic: "#c9a85a" },
    },
    alt: "Illustration of a powder room papered in an Art Deco fan pattern drawn in gold lines on a deep navy ground.",
  },
  body: [
    p(
      "A pattern sets the tempo of a room. A small, regular geometric hums quietly in the background; a large-scale floral or a scenic mural becomes the main event. Neither is better. The right pattern is the one whose scale, rhythm and mood fit the room and the people in it.",
    ),
    p(
      "Here is how we help clients narrow thousands of designs down to a handful of strong candidates, and the practical details, such as repeat and match, that are worth checking before you order.",
    ),

    h2("Scale and viewing distance"),
    p(
      "Scale is the size of the motifs relative to the wall. It is the single most important decision after color, and it is often misjudged because samples are small.",
    ),
    bullets(
      "Small-scale patterns read as texture from a distance. They suit bedrooms, studies, closets and rooms where you want warmth without a statement.",
      "Medium-scale patterns are the most versatile. They work in most living rooms, dining rooms and hallways.",
      "Large-scale patterns need some distance to be appreciated, but they are not only for big rooms. A large floral in a small powder room can feel immersive and surprisingly spacious, because the eye cannot find the edges of the pattern.",
    ),
    p(
      "Think about where people stand. A narrow hallway is seen up close, so detail matters. A double-height living room is seen from across the space, so a fine pattern may blur into a flat color. Ask for the largest sample available, or look at a full-width installed photo, before deciding on scale.",
    ),

    h2("Know the pattern families"),
    p(
      "Most designs fall into a few families. Knowing them makes it easier to describe what you want and to browse efficiently.",
    ),
    bullets(
      "[Botanical and floral](/styles/botanical-floral): leaves, blossoms and vines. Soft and romantic at small scale, lush and dramatic at large scale.",
      "[Geometric](/styles/geometric): trellis, lattice, hexagons and chevrons. Orderly and modern, and good at giving a plain room structure.",
      "[Stripes](/styles/stripes): vertical stripes add height to rooms with standard eight-foot ceilings and pair easily with other patterns.",
      "[Damask](/styles/damask): symmetrical medallions with a formal, traditional character, lovely in dining rooms and entries.",
      "[Chinoiserie](/styles/chinoiserie): painterly branches, birds and pavilions. Elegant and unhurried, often used as the focal point of a dining room.",
      "[Abstract](/styles/abstract): washes, brush strokes and marbling that read as art rather than repeat.",
      "[Grasscloth and naturals](/styles/grasscloth-naturals): no printed motif, but the weave and its natural variation create a quiet pattern of their own.",
      "[Murals](/styles/murals-digital): one large, non-repeating scene sized to a specific wall.",
    ),

    h2("Match the pattern to the room"),
    h3("Rooms you pass through"),
    p(
      "Entries, halls and powder rooms are seen briefly and often. They can carry more energy: a bold geometric, a high-contrast floral or a dramatic dark ground. These spaces are also smaller, so a statement paper is a modest order.",
    ),
    h3("Rooms you stay in"),
    p(
      "Bedrooms, offices and family rooms are lived in for hours. Softer contrast, a gentler rhythm and a more forgiving scale usually wear better over time. If you want pattern in a bedroom but worry about too much, paper only the wall behind the bed.",
    ),
    h3("Rooms with interruptions"),
    p(
      "Kitchens, bathrooms and laundries are broken up by cabinets, tile, mirrors and windows, so you only see small pieces of wall. A strong, simple pattern holds together better across those interruptions than a delicate one, and a random or small repeat reduces waste around the many cuts.",
    ),

    h2("Repeat and match: the practical details"),
    p(
      "Every patterned wallpaper has a repeat: the vertical distance before the design begins again. The repeat is listed on the label and in the product details, usually in inches. A larger repeat means more paper is trimmed away to line up each strip, so it affects how many rolls you need.",
    ),
    bullets(
      "Random match: the pattern lines up wherever the strips meet, as with most stripes, textures and grasscloths. The least waste.",
      "Straight match: the design lines up straight across from strip to strip, so every strip starts at the same point of the pattern.",
      "Half-drop match: every other strip is shifted down by half the repeat. It creates a diagonal rhythm and usually needs more paper.",
    ),
    p(
      "When you enter a pattern repeat in our [wallpaper calculator](/wallpaper-calculator), it adds a larger waste allowance for you. For large repeats or half-drop matches, ask us to check the estimate strip by strip. The glossary has more on [pattern repeat](/how-to/glossary#pattern-repeat).",
    ),
    tip(
      "Look for the center",
      "With a bold motif, plan where it will fall before hanging begins. Centering a large flower or medallion on a fireplace, a bed wall or the main wall you see from the door makes the whole room look deliberate.",
    ),

    h2("Mixing patterns"),
    p(
      "A papered room does not need plain everything else. Patterns mix well when they share a color and differ in scale. A large floral on the walls with a small check on the cushions and a medium stripe on the chairs feels collected; three large patterns of the same size compete.",
    ),
    bullets(
      "Keep one pattern dominant and let the others support it.",
      "Repeat at least one color across every pattern in the room.",
      "Vary the scale: one large, one medium, one small.",
      "Use texture, such as grasscloth, linen or a tonal weave, as a resting place between prints.",
    ),

    h2("Beyond four walls"),
    p(
      "A pattern can also go on a ceiling, inside bookcases, on the back of open shelving, or on a single accent wall. Ceilings are especially good for small, all-over patterns that do not have an obvious up and down. Papering the ceiling of a powder room or a dining room with the same design as the walls wraps the space completely.",
    ),
    p(
      "Borders are another way to add pattern with a lighter touch. Our guide to [using a wallpaper border](/how-to/what-can-i-do-with-a-border) has ideas.",
    ),

    h2("Narrowing it down"),
    p(
      "Shortlist three to five patterns, order samples, and tape them up side by side on the wall they are intended for. Leave them for a few days. The one you keep walking back to is usually the one. Then use the [wallpaper calculator](/wallpaper-calculator) with the pattern repeat from the label, or bring your shortlist to a [design consultation](/consultation) and we will help you decide.",
    ),
    links(
      ["Browse the catalog", "/catalog"],
      ["Estimate your rolls with the wallpaper calculator", "/wallpaper-calculator"],
      ["What can I do with a border?", "/how-to/what-can-i-do-with-a-border"],
      ["Book a design consultation", "/consultation"],
    ),
  ],
});
