/**
 * The home page's inspiration gallery: ten tagged room photographs, each a wallpaper drawn on a
 * wall in a furnished room by the artwork pipeline (slot `gallery-<id>`). The owner can replace
 * any of them with a real photograph in `photos/` under the same slot name.
 */
import { z } from "zod";

import {
  roomTypes,
  styles,
  type RoomType,
  type RoomSceneSpec,
  type StyleSlug,
} from "@/content/catalog/taxonomy";
import { roomSceneSpecSchema } from "@/content/guides/guide-schema";

export const galleryItemSchema = z
  .object({
    id: z.string().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/),
    slot: z.string(),
    /** Says what the drawn room shows: the wallpaper, its colors and the furniture. */
    alt: z.string().min(60).max(240),
    /** The room type (docs/product.md, 4.1 Catalog taxonomy). */
    category: z.enum(roomTypes.map((room) => room.slug)),
    style: z.enum(styles.map((style) => style.slug)),
    scene: roomSceneSpecSchema,
  })
  .refine((item) => item.slot === `gallery-${item.id}`, {
    error: "slot must be gallery-<id>",
    path: ["slot"],
  })
  .refine((item) => item.scene.room === item.category && item.scene.style === item.style, {
    error: "the scene must show the item's room and style",
    path: ["scene"],
  });

export type GalleryItem = {
  id: string;
  slot: string;
  alt: string;
  category: RoomType;
  style: StyleSlug;
  scene: RoomSceneSpec;
  /** The room type again under the name the scene uses; always equal to `category`. */
  room: RoomType;
};

type GalleryEntry = Omit<GalleryItem, "slot" | "room" | "category" | "style">;

function item(entry: GalleryEntry): GalleryItem {
  return {
    ...entry,
    slot: `gallery-${entry.id}`,
    category: entry.scene.room,
    room: entry.scene.room,
    style: entry.scene.style,
  };
}

/** In display order: the home page shows the first eight, one per room type. */
export const galleryItems: readonly GalleryItem[] = [
  item({
    id: "sage-damask-living-room",
    alt: "A living room papered in a sage green damask on a pale ground, with an upholstered sofa, a side table with a lamp and a potted tree by the window.",
    scene: {
      room: "living-room",
      style: "damask",
      motif: "classic-damask",
      material: "paper",
      palette: { ground: "#e3e6d7", inks: ["#7b8b69"] },
    },
  }),
  item({
    id: "celadon-chinoiserie-bedroom",
    alt: "A bedroom hung with a celadon chinoiserie of flowering branches and blue birds, behind an upholstered bed with white linen and two bedside lamps.",
    scene: {
      room: "bedroom",
      style: "chinoiserie",
      motif: "branch-and-bird",
      material: "paper",
      palette: { ground: "#cfdcd3", inks: ["#6b5442", "#f0d3cc", "#3f6a72"] },
    },
  }),
  item({
    id: "indigo-toile-dining-room",
    alt: "A dining room papered in an indigo toile of pastoral scenes on cream, with an oak table, upholstered chairs, a vase of branches and a brass pendant.",
    scene: {
      room: "dining-room",
      style: "traditional",
      motif: "toile",
      material: "paper",
      palette: { ground: "#f2ebdf", inks: ["#2e4a6b"] },
    },
  }),
  item({
    id: "banana-leaf-powder-room",
    alt: "A powder room papered in large green banana leaves on white, with a marble-topped vanity on brass legs under an arched brass mirror and two sconces.",
    scene: {
      room: "powder-room",
      style: "coastal-tropical",
      motif: "banana-leaf",
      material: "vinyl",
      palette: { ground: "#f2efe6", inks: ["#3c6447", "#86a878"] },
    },
  }),
  item({
    id: "teal-trellis-entry-hall",
    alt: "An entry hall papered in a deep teal ogee trellis on ivory, with a dark wood console holding a lamp, books and branches, above a checkered floor.",
    scene: {
      room: "entry-hall",
      style: "geometric",
      motif: "trellis",
      material: "non-woven",
      palette: { ground: "#f3eee4", inks: ["#1f4a47"] },
    },
  }),
  item({
    id: "natural-grasscloth-office",
    alt: "A home office lined with natural tan grasscloth, its panels varying slightly in tone, behind an oak writing desk, a desk lamp and an upholstered chair.",
    scene: {
      room: "office",
      style: "grasscloth-naturals",
      motif: "grasscloth",
      material: "grasscloth",
      palette: { ground: "#bca582", inks: ["#8d7552"] },
    },
  }),
  item({
    id: "starry-nursery",
    alt: "A nursery papered in scattered yellow, blue and pink stars on a pale blue-grey ground, with a white crib under a mobile and a woven basket beside it.",
    scene: {
      room: "nursery",
      style: "kid-teen",
      motif: "stars",
      material: "non-woven",
      palette: { ground: "#e8edf1", inks: ["#e0bb4c", "#9db2c6", "#e6b3ad"] },
    },
  }),
  item({
    id: "blue-ticking-laundry-room",
    alt: "A laundry room papered in a blue ticking stripe on white, with a washer and dryer under a wooden counter and a shelf of towels and jars above.",
    scene: {
      room: "laundry-room",
      style: "stripes",
      motif: "ticking",
      material: "vinyl",
      palette: { ground: "#f5f2ea", inks: ["#3d5d86"] },
    },
  }),
  item({
    id: "gold-deco-living-room",
    alt: "A living room papered in gold Art Deco fans printed in metallic ink on a deep blue-black ground, with an upholstered sofa, a lamp on a side table and a potted tree.",
    scene: {
      room: "living-room",
      style: "geometric",
      motif: "deco-fan",
      material: "metallic-foil",
      palette: { ground: "#1f2b30", inks: ["#c9a45a"], metallic: "#c9a45a" },
    },
  }),
  item({
    id: "rose-floral-bedroom",
    alt: "A bedroom papered in bouquets of dusty rose peonies with green leaves on a warm white ground, behind an upholstered bed and two bedside lamps.",
    scene: {
      room: "bedroom",
      style: "botanical-floral",
      motif: "floral-bouquet",
      material: "non-woven",
      palette: { ground: "#f4ece2", inks: ["#c4777a", "#6c8a5c", "#e5c48f"] },
    },
  }),
];
