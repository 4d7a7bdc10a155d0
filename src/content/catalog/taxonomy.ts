/**
 * The catalog's one taxonomy: styles, materials (the /types pages), colors, brands and price
 * bands. Every product, filter, page and generated picture refers to these slugs, so a typo in
 * content fails the content tests instead of producing an empty page.
 */

export const styles = [
  {
    slug: "botanical-floral",
    title: "Botanical / Floral",
    description:
      "Leaves, blossoms and trailing vines, from airy sprigs to lush, room-filling florals that bring the garden indoors.",
  },
  {
    slug: "geometric",
    title: "Geometric",
    description:
      "Trellis, lattice, hexagons, chevrons and Art Deco fans: ordered patterns that give a wall rhythm and structure.",
  },
  {
    slug: "chinoiserie",
    title: "Chinoiserie",
    description:
      "Flowering branches, birds and pavilions in the eighteenth-century European taste for Chinese decoration, painterly and unhurried.",
  },
  {
    slug: "damask",
    title: "Damask",
    description:
      "Symmetrical, stylised floral medallions borrowed from woven silk, in tone-on-tone or contrasting inks.",
  },
  {
    slug: "abstract",
    title: "Abstract",
    description:
      "Brush strokes, marbling and watercolour washes: artful, non-figurative surfaces that read as much as art as pattern.",
  },
  {
    slug: "aesthetics",
    title: "Aesthetics",
    description:
      "Arts and Crafts and Aesthetic Movement designs with stylised motifs, soft historic colour and a hand-drawn line.",
  },
  {
    slug: "traditional",
    title: "Traditional",
    description:
      "Toiles, scenic prints and heritage documents drawn from historic archives, at home in classic and transitional rooms.",
  },
  {
    slug: "grasscloth-naturals",
    title: "Grasscloth & Naturals",
    description:
      "Woven grasses, sisal, jute, cork and paper weaves with natural slubs and colour variation from panel to panel.",
  },
  {
    slug: "textured-fabric",
    title: "Textured & Fabric",
    description:
      "Linen, silk and woven-look wallcoverings that soften a room and add depth without a printed motif.",
  },
  {
    slug: "murals-digital",
    title: "Murals & Digital",
    description:
      "Large, non-repeating scenic panels printed to order, sized to the wall from a landscape, a garden or a skyline.",
  },
  {
    slug: "metallic-finishes",
    title: "Metallic Finishes",
    description:
      "Foils, mica and metallic inks that catch the light, from a soft champagne shimmer to mirror-bright leaf.",
  },
  {
    slug: "kid-teen",
    title: "Kids & Teen",
    description:
      "Stars, animals and playful shapes in washable finishes for nurseries, playrooms and teenage bedrooms.",
  },
  {
    slug: "coastal-tropical",
    title: "Coastal & Tropical",
    description:
      "Palms, shells, waves and banana leaves for South Florida homes, cabanas and hospitality spaces.",
  },
  {
    slug: "stripes",
    title: "Stripes",
    description:
      "Pinstripes, ticking and broad awning stripes that add height to a room and pair with almost any pattern.",
  },
] as const;

export type StyleSlug = (typeof styles)[number]["slug"];
export type StyleTitle = (typeof styles)[number]["title"];

/** The brand showcase links eight style slugs; two of them name a style by another word. */
export const showcaseStyleSlugs = [
  "grasscloth-naturals",
  "textured-fabric",
  "modern-geometric",
  "murals-digital",
  "metallic-finishes",
  "classic-traditional",
  "kid-teen",
  "coastal-tropical",
] as const;

export const styleSlugAliases: Record<string, StyleSlug> = {
  "modern-geometric": "geometric",
  "classic-traditional": "traditional",
};

export const materials = [
  {
    slug: "grasscloth",
    title: "Grasscloth",
    description:
      "Natural grasses hand-woven and laminated to a paper backing. Every panel varies, which is the charm; best in dry rooms.",
  },
  {
    slug: "non-woven",
    title: "Non-Woven",
    description:
      "A breathable blend of natural and synthetic fibres that is pasted on the wall and peels off dry in one piece.",
  },
  {
    slug: "vinyl",
    title: "Vinyl",
    description:
      "A solid vinyl surface that can be scrubbed and stands up to humidity: the practical choice for bathrooms, kitchens and laundries.",
  },
  {
    slug: "paper",
    title: "Paper",
    description:
      "Traditional printed paper with the crisp colour and matte depth of surface and block printing.",
  },
  {
    slug: "fabric-backed-vinyl",
    title: "Fabric-Backed Vinyl",
    description:
      "Commercial-grade vinyl on a woven scrim: durable, washable and rated for hotels, offices and corridors.",
  },
  {
    slug: "peel-and-stick",
    title: "Peel and Stick",
    description:
      "Self-adhesive panels that go up without paste and come down cleanly: ideal for rentals and quick refreshes.",
  },
  {
    slug: "mural",
    title: "Mural",
    description:
      "Made-to-measure panels printed as one continuous scene and hung in numbered drops.",
  },
  {
    slug: "metallic-foil",
    title: "Metallic and Foil",
    description:
      "Metallic foils and mica grounds that reflect light. They show every bump, so walls must be perfectly smooth.",
  },
  {
    slug: "flocked",
    title: "Flocked",
    description:
      "A velvety raised pattern made by fixing fine fibres onto an adhesive print, classic for damasks.",
  },
  {
    slug: "textured",
    title: "Textured",
    description:
      "Embossed and dimensional surfaces that add relief and hide minor wall imperfections.",
  },
] as const;

export type MaterialSlug = (typeof materials)[number]["slug"];

/** Twelve named colors; `swatch` draws the filter chip, never a product. */
export const colors = [
  { slug: "white", title: "White", swatch: "#f4f1ea" },
  { slug: "beige", title: "Beige", swatch: "#d9c7a7" },
  { slug: "grey", title: "Grey", swatch: "#9a9893" },
  { slug: "black", title: "Black", swatch: "#2b2a28" },
  { slug: "yellow", title: "Yellow", swatch: "#e2bf4f" },
  { slug: "gold", title: "Gold", swatch: "#b8954a" },
  { slug: "red", title: "Red", swatch: "#a63a32" },
  { slug: "pink", title: "Pink", swatch: "#e3a9a6" },
  { slug: "blue", title: "Blue", swatch: "#3e5f8a" },
  { slug: "teal", title: "Teal", swatch: "#2f6f6a" },
  { slug: "green", title: "Green", swatch: "#5b7a4a" },
  { slug: "brown", title: "Brown", swatch: "#7a5a40" },
] as const;

export type ColorSlug = (typeof colors)[number]["slug"];

/** Fifteen houses with products in the catalog; the showcase adds one special-order house. */
export const brands = [
  { slug: "thibaut", name: "Thibaut", website: "https://www.thibautdesign.com" },
  { slug: "schumacher", name: "Schumacher", website: "https://fschumacher.com" },
  {
    slug: "phillip-jeffries",
    name: "Phillip Jeffries",
    website: "https://www.phillipjeffries.com",
  },
  { slug: "york", name: "York Wallcoverings", website: "https://www.yorkwallcoverings.com" },
  { slug: "cole-and-son", name: "Cole & Son", website: "https://www.cole-and-son.com" },
  {
    slug: "osborne-and-little",
    name: "Osborne & Little",
    website: "https://www.osborneandlittle.com",
  },
  { slug: "designers-guild", name: "Designers Guild", website: "https://www.designersguild.com" },
  { slug: "sanderson", name: "Sanderson", website: "https://www.sandersondesigngroup.com" },
  { slug: "scalamandre", name: "Scalamandré", website: "https://www.scalamandre.com" },
  { slug: "kravet", name: "Kravet", website: "https://www.kravet.com" },
  { slug: "romo", name: "Romo", website: "https://www.romo.com" },
  { slug: "zoffany", name: "Zoffany", website: "https://www.zoffany.com" },
  { slug: "harlequin", name: "Harlequin", website: "https://www.harlequin.uk.com" },
  {
    slug: "brewster",
    name: "Brewster Home Fashions",
    website: "https://www.brewsterwallcovering.com",
  },
  { slug: "maya-romanoff", name: "Maya Romanoff", website: "https://www.mayaromanoff.com" },
] as const;

export const specialOrderBrand = {
  slug: "de-gournay",
  name: "de Gournay",
  website: "https://www.degournay.com",
} as const;

export type BrandSlug = (typeof brands)[number]["slug"];
export type BrandName = (typeof brands)[number]["name"];

export const priceRanges = [
  { slug: "under-75", title: "Under $75", min: 0, max: 75 },
  { slug: "75-150", title: "$75–$150", min: 75, max: 150 },
  { slug: "150-300", title: "$150–$300", min: 150, max: 300 },
  { slug: "300-plus", title: "$300 and up", min: 300, max: Number.POSITIVE_INFINITY },
] as const;

export type PriceRangeSlug = (typeof priceRanges)[number]["slug"];

export const priceUnits = ["single-roll", "yard", "panel"] as const;
export type PriceUnit = (typeof priceUnits)[number];

export const patternMatches = ["straight", "half-drop", "random"] as const;
export type PatternMatch = (typeof patternMatches)[number];

/**
 * The motifs the artwork pipeline can draw, by style. A product names one motif of its style;
 * material still wins in the picture (a grasscloth material shows woven fibre whatever the motif).
 */
export const motifsByStyle = {
  "botanical-floral": ["floral-bouquet", "trailing-vine", "leaf-scatter"],
  geometric: ["trellis", "lattice", "hexagon", "chevron", "deco-fan"],
  chinoiserie: ["branch-and-bird", "pavilion-scenic"],
  damask: ["classic-damask", "tone-on-tone-damask"],
  abstract: ["brush-stroke", "marble", "watercolour-wash"],
  aesthetics: ["arts-and-crafts-flower", "pomegranate"],
  traditional: ["toile", "scenic-print"],
  "grasscloth-naturals": ["grasscloth", "sisal", "cork"],
  "textured-fabric": ["linen", "silk-weave"],
  "murals-digital": ["landscape-mural", "garden-mural"],
  "metallic-finishes": ["foil-sheen", "metallic-geometric"],
  "kid-teen": ["stars", "animals", "playful-shapes"],
  "coastal-tropical": ["palm", "shells", "waves", "banana-leaf"],
  stripes: ["pinstripe", "ticking", "awning-stripe"],
} as const satisfies Record<StyleSlug, readonly string[]>;

export type Motif = (typeof motifsByStyle)[StyleSlug][number];

export const roomTypes = [
  { slug: "living-room", title: "Living room" },
  { slug: "bedroom", title: "Bedroom" },
  { slug: "dining-room", title: "Dining room" },
  { slug: "powder-room", title: "Powder room" },
  { slug: "entry-hall", title: "Entry hall" },
  { slug: "office", title: "Office" },
  { slug: "nursery", title: "Nursery" },
  { slug: "laundry-room", title: "Laundry room" },
] as const;

export type RoomType = (typeof roomTypes)[number]["slug"];

/** Colors a generated picture is drawn in: a ground, one to three inks, an optional metal. */
export type Palette = {
  ground: string;
  inks: readonly [string, ...string[]];
  metallic?: string;
};

/** What the artwork pipeline needs to draw a wallpaper on a wall in a room. */
export type RoomSceneSpec = {
  room: RoomType;
  style: StyleSlug;
  motif: Motif;
  material?: MaterialSlug;
  palette: Palette;
};
