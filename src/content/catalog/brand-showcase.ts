/**
 * The brand showcase on /collections: the 15 houses in the catalog plus one special-order
 * house, each with a short description, and the drawn samples of the special-order house.
 * Names and websites come from the taxonomy; only the descriptions are written here. The cards'
 * product samples and the eight style links are picked in src/lib/catalog/showcase.ts.
 */
import { z } from "zod";

import type { DrawSpec } from "@/lib/images/draw-spec";

import type { Product } from "./product-schema";
import { brands, specialOrderBrand, type BrandSlug } from "./taxonomy";

export const showcaseEntrySchema = z.object({
  slug: z.string().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/),
  name: z.string().min(2),
  website: z.url({ protocol: /^https$/ }),
  description: z.string().min(80).max(360),
  availability: z.enum(["catalog", "special-order"]),
  /** Shown on the card of a house whose papers are not in the catalog. */
  note: z.string().min(10).optional(),
});

export type ShowcaseEntry = z.infer<typeof showcaseEntrySchema>;

const descriptions: Record<BrandSlug, string> = {
  thibaut:
    "An American design house known for coordinated wallpapers and fabrics: florals, chinoiserie, grasscloths and prints, often in fresh, clear color. Its books make it easy to carry a look from room to room.",
  schumacher:
    "A New York house known for wallpapers and fabrics with a strong decorative point of view. Its range runs from archival documents to bold collaborations with contemporary designers.",
  "phillip-jeffries":
    "Known for natural and specialty wallcoverings: grasscloths, silks, cork, woven textures and metallic papers. Many are made by hand, and the range includes commercial-rated options for hospitality work.",
  york: "An American wallpaper maker with a wide range of printed papers, from traditional and botanical designs to modern textures and peel-and-stick. A practical choice when a project calls for good design at an approachable price.",
  "cole-and-son":
    "A British wallpaper house known for its archive of historic designs and its graphic, often witty contemporary patterns. Its botanicals and trompe l'oeil papers are favorites with designers.",
  "osborne-and-little":
    "A British house known for wallpapers and fabrics with a confident, eclectic eye. Expect rich color, metallic accents and inventive textures.",
  "designers-guild":
    "A London house known for bold color and painterly florals, alongside calm plains and textures. Its collections are designed to be mixed within one room.",
  sanderson:
    "A British house known for English florals and botanical designs, many drawn from its archive. Its papers bring a relaxed, country-house charm to a room.",
  scalamandre:
    "An American house known for silks, historic reproductions and dramatic, high-style wallpapers. A natural fit for formal rooms and period restorations.",
  kravet:
    "An American family-owned house with a broad library of wallcoverings and fabrics, including collections created with well-known designers. Its range covers classic, transitional and modern rooms.",
  romo: "A British family-owned house known for contemporary design, sophisticated color and richly textured wallcoverings. Its papers suit calm, modern interiors.",
  zoffany:
    "A British house known for refined, heritage-inspired designs: damasks, documents and textures in a considered palette. Well suited to classic and transitional rooms.",
  harlequin:
    "A British brand known for bright, contemporary prints and playful color. Many of its designs suit family rooms and children's rooms.",
  brewster:
    "An American wallcovering company known for accessible collections, including many peel-and-stick and easy-to-hang non-woven papers. A good fit for rentals and quick refreshes.",
  "maya-romanoff":
    "Known for artisanal, handmade wallcoverings: glass beads, mother-of-pearl, metallic leaf and hand-finished surfaces. A favorite for statement walls in homes and hospitality spaces.",
};

export const brandShowcase: readonly ShowcaseEntry[] = [
  ...brands.map((brand): ShowcaseEntry => ({
    slug: brand.slug,
    name: brand.name,
    website: brand.website,
    description: descriptions[brand.slug],
    availability: "catalog",
  })),
  {
    slug: specialOrderBrand.slug,
    name: specialOrderBrand.name,
    website: specialOrderBrand.website,
    description:
      "A British house known for hand-painted chinoiserie and scenic wallpapers on silk and paper. Each panel is painted for the room it will hang in.",
    availability: "special-order",
    note: "Available by special order through the showroom, hand-painted to order.",
  },
];

/** The generator draws these; only swatches and room scenes make sense as brand samples. */
export type ShowcaseDraw = Extract<DrawSpec, { kind: "swatch" | "room" }>;

export type ShowcaseSample =
  | { kind: "product"; slot: string; alt: string; product: Product }
  | { kind: "artwork"; slot: string; alt: string; draw: ShowcaseDraw };

/**
 * Drawn impressions for the special-order house, which has no products. The alt text says they
 * are illustrations, because they are not photographs of the house's papers.
 */
export const specialOrderArtwork: readonly [ShowcaseSample, ShowcaseSample] = [
  {
    kind: "artwork",
    slot: "showcase-de-gournay-1",
    alt: "Illustration of a hand-painted chinoiserie: flowering branches and birds on a celadon ground",
    draw: {
      kind: "swatch",
      pattern: {
        seed: "showcase-de-gournay-1",
        style: "chinoiserie",
        motif: "branch-and-bird",
        material: "paper",
        palette: { ground: "#bccbb4", inks: ["#6a5844", "#e2b8ae", "#4f6f8c"] },
      },
    },
  },
  {
    kind: "artwork",
    slot: "showcase-de-gournay-2",
    alt: "Illustration of a dining room hung with a painted scenic landscape of pavilions, trees and distant hills",
    draw: {
      kind: "room",
      room: "dining-room",
      seed: "showcase-de-gournay-2",
      pattern: {
        seed: "showcase-de-gournay-2",
        style: "chinoiserie",
        motif: "pavilion-scenic",
        material: "paper",
        palette: { ground: "#e9dfc8", inks: ["#5d7d77", "#8a6d52", "#b79a62"] },
      },
    },
  },
];
