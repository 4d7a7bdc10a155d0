import { bullets, h2, links, p, tip } from "../blocks";
import { defineGuide } from "../define-guide";

export const differencesBetweenWallpaperBrandsGuide = defineGuide({
  slug: "differences-between-wallpaper-brands",
  title: "The Differences Between Wallpaper Brands",
  metaTitle: "The Differences Between Wallpaper Brands",
  description:
    "How wallpaper houses differ in design direction, materials, printing and ordering, with a guide to the character of each brand we carry.",
  summary: "What sets the design houses apart, and how to compare their papers like for like.",
  updated: "2025-01-06",
  illustration: {
    scene: {
      room: "dining-room",
      style: "chinoiserie",
      motif: "branch-and-bird",
      material: "paper",
      palette: { ground: "#e8eee6", inks: ["#6f8f7a", "#c98f86", "#3f5a4c"] },
    },
    alt: "Illustration of a dining room papered in a painterly chinoiserie of flowering branches and birds in green and coral on a pale celadon ground.",
  },
  body: [
    p(
      "Walk into a showroom and you will find sample books from many different houses. Some are known for color, some for history, some for texture, and some for sheer range. Knowing a little about each makes browsing faster, because you can go straight to the books that match what you have in mind.",
    ),
    p(
      "This guide describes what sets wallpaper houses apart and the character of the brands we carry. It is not a ranking. Every house on this page makes beautiful things, and the right one is simply the one whose designs and materials suit your room.",
    ),

    h2("What actually differs between brands"),
    bullets(
      "Design direction: each house has a point of view, whether historic archives, contemporary color, natural texture or playful pattern.",
      "Materials: some houses specialize in natural weaves or artisan finishes; others offer a wide mix of paper, non-woven and vinyl.",
      "Production: designs may be machine printed, screen printed, hand printed or even hand painted, which affects character, consistency and lead time.",
      "Roll sizes and units: widths and lengths vary, and papers may be priced by the single roll, by the yard or by the panel. Two prices are only comparable once you know how much wall each covers.",
      "Coordinates: many houses design fabrics, trims and borders to sit alongside their papers.",
      "Availability: stock papers ship quickly, while made-to-order and hand-finished designs take longer.",
    ),

    h2("Broad, versatile collections"),
    p(
      "These houses offer wide ranges across many styles and materials. They are a good place to start when the brief is open or when practical needs, such as a washable surface, come first.",
    ),
    bullets(
      "Thibaut: an American house with a wide range of printed papers, grasscloths and coordinating fabrics. Strong in florals, chinoiserie, stripes and relaxed coastal looks, often in fresh, livable colors.",
      "York Wallcoverings: a large American manufacturer with an extensive range of styles, including licensed designer collections and many practical, easy-to-hang papers.",
      "Brewster Home Fashions: an American company offering a broad, accessible range across many looks, including peel-and-stick options that suit rentals and quick refreshes.",
      "Kravet: an American family-owned house known first for fabrics, with a broad wallcovering range that runs from textures to bold prints. Its family of brands includes Lee Jofa and Brunschwig & Fils.",
    ),

    h2("Heritage and archive houses"),
    p(
      "These houses draw on long histories and large design archives, reissuing and reinterpreting historic patterns alongside new work.",
    ),
    bullets(
      "Schumacher: an American house with a long heritage, known for bold color, archival designs and collaborations with well-known designers.",
      "Sanderson: a British house rooted in the English floral tradition, with archive prints that suit classic and country interiors. It is part of Sanderson Design Group, which also includes Zoffany, Harlequin and Morris & Co.",
      "Zoffany: a British house with a rich, historically inspired look: damasks, architectural patterns, metallic finishes and deep, sophisticated color.",
      "Scalamandré: an American luxury house known for historic and traditional textiles and wallcoverings, including its famous zebra design.",
      "Cole & Son: a British house with a celebrated archive of hand-block designs, known today for graphic, illustrative patterns and its collaboration with Fornasetti.",
    ),

    h2("Color and contemporary pattern"),
    p(
      "These houses lead with color and a modern eye. Look here for papers that make a room feel fresh and confident.",
    ),
    bullets(
      "Designers Guild: a London house founded by Tricia Guild and known above all for color, with painterly florals, vivid abstracts and carefully built palettes.",
      "Harlequin: a British house with a playful, contemporary style, bright color and bold pattern.",
      "Osborne & Little: a British house known for confident pattern, striking metallics and texture, often with a touch of wit.",
      "Romo: a British family-owned house with a contemporary, textural style and considered, tonal palettes that layer easily.",
    ),

    h2("Natural and artisan surfaces"),
    p(
      "These houses are known less for printed pattern than for what the wallcovering is made of and how it is finished.",
    ),
    bullets(
      "Phillip Jeffries: a specialist in natural and textured wallcoverings, with a deep range of grasscloths, woven fibers, cork, wood and textile-look surfaces, plus durable options for commercial spaces.",
      "Maya Romanoff: an American studio known for artisan-made surfaces such as hand-applied finishes, metal leaf, glass beads, mother-of-pearl and wood veneer, often used as jewel-like accents.",
    ),

    h2("Hand-painted, made to order"),
    p(
      "We also arrange special orders from de Gournay, known for hand-painted chinoiserie and scenic panels made to order on silk or paper. Each project is painted for its room, so it involves careful measuring, a longer lead time and installation by a specialist. For rooms where a single, extraordinary wall is the goal, it is worth a conversation.",
    ),

    h2("How to compare papers like for like"),
    p(
      "When you are choosing between papers from different houses, look past the price tag and compare what you will actually get on the wall.",
    ),
    bullets(
      "Coverage: roll width times roll length, not the price per roll. Enter each paper's roll size and repeat into the [wallpaper calculator](/wallpaper-calculator) to see the real number of rolls.",
      "Repeat and match: a large repeat or a half-drop match means more waste.",
      "Material and rating: a washable vinyl and a hand-printed paper serve different rooms. Our guide to [wallpaper types](/how-to/choose-the-right-type-of-wallpaper) explains the differences.",
      "Installation: natural weaves, silks, metallics and hand-finished papers take more time and skill to hang.",
      "Lead time: stock papers, made-to-order designs and hand-painted panels arrive on very different schedules.",
    ),
    tip(
      "Let the room choose the brand",
      "Start with the room, its light and how it is used, then find the design. The houses on this page overlap more than you might think, and a good consultation often ends with two or three books open side by side.",
    ),

    h2("Seeing them in person"),
    p(
      "Sample books show a house far better than any screen. The weight of a paper, the depth of a print and the sheen of a metallic do not come across on a screen. Browse the [catalog](/catalog) by brand and style, explore our [grasscloth and natural](/styles/grasscloth-naturals) and [metallic](/styles/metallic-finishes) designs, and book a [design consultation](/consultation) to look through the books with us.",
    ),
    links(
      ["Browse the catalog", "/catalog"],
      ["Estimate your rolls with the wallpaper calculator", "/wallpaper-calculator"],
      ["Book a design consultation", "/consultation"],
    ),
  ],
});
