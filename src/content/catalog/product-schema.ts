/**
 * The shape of a catalog product. Products are typed content (src/content/catalog/products/*)
 * validated by this schema in the catalog tests; pages read them through the lookup helpers.
 */
import { z } from "zod";

import {
  brands,
  colors,
  materials,
  motifsByStyle,
  patternMatches,
  priceUnits,
  roomTypes,
  styles,
  type BrandSlug,
  type ColorSlug,
  type MaterialSlug,
  type Motif,
  type PatternMatch,
  type PriceUnit,
  type RoomType,
  type StyleSlug,
} from "./taxonomy";

const hex = z.string().regex(/^#[0-9a-f]{6}$/, "a lower-case #rrggbb colour");

const slugsOf = <T extends readonly { slug: string }[]>(list: T) =>
  list.map((item) => item.slug) as [T[number]["slug"], ...T[number]["slug"][]];

const allMotifs = Object.values(motifsByStyle).flat() as [Motif, ...Motif[]];

export const productImageSchema = z.object({
  kind: z.enum(["swatch", "room", "detail"]),
  room: z.enum(slugsOf(roomTypes)).optional(),
});

export const productSchema = z
  .object({
    id: z.number().int().min(1001).max(13008),
    slug: z.string().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/),
    name: z.string().min(3).max(60),
    brand: z.enum(slugsOf(brands)),
    collection: z.string().min(3).max(60),
    style: z.enum(slugsOf(styles)),
    motif: z.enum(allMotifs),
    colors: z
      .array(z.enum(slugsOf(colors)))
      .min(1)
      .max(3),
    palette: z.object({
      ground: hex,
      inks: z.array(hex).min(1).max(3),
      metallic: hex.optional(),
    }),
    material: z.enum(slugsOf(materials)),
    inStock: z.boolean(),
    price: z.object({
      amount: z.number().positive().max(5000),
      unit: z.enum(priceUnits),
    }),
    originalPrice: z.number().positive().optional(),
    description: z.string().min(150).max(700),
    images: z.array(productImageSchema).min(2),
    details: z.object({
      pattern: z.string().min(2),
      colorway: z.string().min(2),
      widthInches: z.number().positive().max(120),
      lengthFeet: z.number().positive().max(60),
      horizontalRepeatInches: z.number().min(0).max(120),
      verticalRepeatInches: z.number().min(0).max(200),
      match: z.enum(patternMatches),
      use: z.string().min(3),
      cleaning: z.string().min(3),
    }),
    humidRooms: z.boolean(),
    commercial: z
      .object({
        fireRating: z.enum(["Class A", "Class B"]),
        standard: z.literal("ASTM E84"),
        wallcoveringType: z.enum(["Type I", "Type II"]),
      })
      .optional(),
  })
  .refine((p) => (motifsByStyle[p.style] as readonly string[]).includes(p.motif), {
    error: "motif must belong to the product's style",
    path: ["motif"],
  })
  .refine((p) => p.originalPrice === undefined || p.originalPrice > p.price.amount, {
    error: "originalPrice must be higher than the price",
    path: ["originalPrice"],
  })
  .refine((p) => p.images[0]?.kind === "swatch" && p.images.some((i) => i.kind === "room"), {
    error: "images start with a swatch and include a room view",
    path: ["images"],
  });

/** A product as written in content. The brand, style and colors are taxonomy slugs. */
export type Product = {
  id: number;
  slug: string;
  name: string;
  brand: BrandSlug;
  collection: string;
  style: StyleSlug;
  motif: Motif;
  colors: readonly ColorSlug[];
  palette: { ground: string; inks: readonly [string, ...string[]]; metallic?: string };
  material: MaterialSlug;
  inStock: boolean;
  price: { amount: number; unit: PriceUnit };
  originalPrice?: number;
  description: string;
  images: readonly { kind: "swatch" | "room" | "detail"; room?: RoomType }[];
  details: {
    pattern: string;
    colorway: string;
    widthInches: number;
    lengthFeet: number;
    horizontalRepeatInches: number;
    verticalRepeatInches: number;
    match: PatternMatch;
    use: string;
    cleaning: string;
  };
  humidRooms: boolean;
  commercial?: {
    fireRating: "Class A" | "Class B";
    standard: "ASTM E84";
    wallcoveringType: "Type I" | "Type II";
  };
};
