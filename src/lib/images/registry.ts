/**
 * The slot registry: every picture the site shows, by slot name, with what the generator draws
 * for it. Built from the content modules, so a new product, gallery photo, team member or guide
 * gets its pictures on the next build without touching this file. Pure: no file system, safe to
 * import from server components and tests.
 */
import {
  brands,
  specialOrderBrand,
  styles,
  type RoomType,
  type StyleSlug,
} from "@/content/catalog/taxonomy";
import type { Product } from "@/content/catalog/product-schema";
import { products } from "@/content/catalog/products";
import { specialOrderArtwork, type ShowcaseSample } from "@/content/catalog/brand-showcase";
import { galleryItems, type GalleryItem } from "@/content/gallery";
import { guides } from "@/content/guides/guides";
import type { Guide } from "@/content/guides/guide-schema";
import { site } from "@/content/site";
import { team, type TeamMember } from "@/content/team";
import { visualiserRoomScenes, type VisualiserRoomScene } from "@/content/visualiser-rooms";
import type { DrawSpec, OgKind, PatternSpec, PortraitProp } from "@/lib/images/draw-spec";
import type { PresetName } from "@/lib/images/presets";
import { requireSlot } from "@/lib/images/urls";
import { wallTileFile, wallTileName, wallTileSize } from "@/lib/images/wall-tiles";
import { wallTileFor } from "@/lib/visualiser/wall-tile";

export type RegistryEntry = {
  slot: string;
  preset: PresetName;
  draw: DrawSpec;
  /** A representative color: the placeholder when no blurred preview is available. */
  tone: string;
};

export type RegistrySources = {
  products: readonly Product[];
  gallery: readonly GalleryItem[];
  team: readonly TeamMember[];
  guides: readonly Pick<Guide, "slug" | "illustration">[];
  showcase: readonly ShowcaseSample[];
  sampleRooms: readonly VisualiserRoomScene[];
  storeName: string;
  /** The line under the store name on social cards. */
  ogCaption: string;
};

/** Where a product's room picture is set when its content names no room. */
const defaultRoom: Record<StyleSlug, RoomType> = {
  "botanical-floral": "bedroom",
  geometric: "entry-hall",
  chinoiserie: "dining-room",
  damask: "living-room",
  abstract: "office",
  aesthetics: "dining-room",
  traditional: "dining-room",
  "grasscloth-naturals": "office",
  "textured-fabric": "bedroom",
  "murals-digital": "living-room",
  "metallic-finishes": "powder-room",
  "kid-teen": "nursery",
  "coastal-tropical": "living-room",
  stripes: "entry-hall",
};

export function productPattern(product: Product): PatternSpec {
  const repeat = product.details.horizontalRepeatInches;
  return {
    seed: `product-${product.id}`,
    style: product.style,
    motif: product.motif,
    material: product.material,
    palette: product.palette,
    ...(repeat > 0 ? { repeatCm: Math.round(repeat * 2.54 * 10) / 10 } : {}),
  };
}

/** The prop in a team portrait follows what its alt text promises the picture shows. */
function portraitProp(alt: string): PortraitProp {
  const text = alt.toLowerCase();
  if (text.includes("sample book")) return "books";
  if (text.includes("brush")) return "brush";
  if (text.includes("drawing")) return "drawings";
  if (text.includes("sample") || text.includes("grasscloth")) return "sample";
  return "none";
}

const ogPatterns: Record<Exclude<OgKind, "product">, { eyebrow: string; pattern: PatternSpec }> = {
  default: {
    eyebrow: "Designer wallcoverings",
    pattern: {
      seed: "og-default",
      style: "chinoiserie",
      motif: "branch-and-bird",
      material: "paper",
      palette: { ground: "#cfdcd3", inks: ["#6b5442", "#f0d3cc", "#3f6a72"] },
    },
  },
  home: {
    eyebrow: "A wallpaper showroom",
    pattern: {
      seed: "og-home",
      style: "damask",
      motif: "classic-damask",
      material: "paper",
      palette: { ground: "#e3e6d7", inks: ["#7b8b69"] },
    },
  },
  catalog: {
    eyebrow: "The catalogue",
    pattern: {
      seed: "og-catalogue",
      style: "botanical-floral",
      motif: "floral-bouquet",
      material: "paper",
      palette: { ground: "#f4ece2", inks: ["#c4777a", "#6c8a5c", "#e5c48f"] },
    },
  },
  guide: {
    eyebrow: "How-to guides",
    pattern: {
      seed: "og-guide",
      style: "traditional",
      motif: "toile",
      material: "paper",
      palette: { ground: "#f2ebdf", inks: ["#2e4a6b"] },
    },
  },
  showroom: {
    eyebrow: "Visit the showroom",
    pattern: {
      seed: "og-showroom",
      style: "grasscloth-naturals",
      motif: "grasscloth",
      material: "grasscloth",
      palette: { ground: "#bca582", inks: ["#8d7552"] },
    },
  },
};

export function buildImageRegistry(sources: RegistrySources): ReadonlyMap<string, RegistryEntry> {
  const entries = new Map<string, RegistryEntry>();
  const add = (slot: string, draw: DrawSpec, tone: string) => {
    if (entries.has(slot)) throw new Error(`Image slot "${slot}" is registered twice.`);
    entries.set(slot, { slot, preset: requireSlot(slot).preset, draw, tone });
  };

  for (const product of sources.products) {
    const pattern = productPattern(product);
    const tone = product.palette.ground;
    add(`product-${product.id}-swatch`, { kind: "swatch", pattern }, tone);
    const roomImage = product.images.find((image) => image.kind === "room");
    add(
      `product-${product.id}-room`,
      {
        kind: "room",
        pattern,
        room: roomImage?.room ?? defaultRoom[product.style],
        seed: `product-${product.id}`,
      },
      tone,
    );
    if (product.images.some((image) => image.kind === "detail")) {
      add(`product-${product.id}-detail`, { kind: "detail", pattern }, tone);
    }
  }

  for (const item of sources.gallery) {
    const { room, ...pattern } = item.scene;
    add(
      item.slot,
      {
        kind: "room",
        room,
        seed: item.slot,
        pattern: { seed: item.slot, material: "paper", ...pattern },
      },
      item.scene.palette.ground,
    );
  }

  for (const guide of sources.guides) {
    const { room, ...pattern } = guide.illustration.scene;
    const slot = `guide-${guide.slug}`;
    add(
      slot,
      { kind: "room", room, seed: slot, pattern: { seed: slot, material: "paper", ...pattern } },
      pattern.palette.ground,
    );
  }

  for (const sample of sources.showcase) {
    if (sample.kind === "artwork")
      add(sample.slot, sample.draw, sample.draw.pattern.palette.ground);
  }

  for (const scene of sources.sampleRooms) {
    add(
      scene.slot,
      {
        kind: "wall-room",
        room: scene.room,
        seed: scene.slot,
        paint: scene.paint,
        accent: scene.accent,
      },
      scene.paint,
    );
  }

  for (const member of sources.team) {
    add(
      member.portrait,
      {
        kind: "portrait",
        id: member.id,
        seed: member.portrait,
        prop: portraitProp(member.portraitAlt),
      },
      "#d9cdb8",
    );
  }

  [...brands, specialOrderBrand].forEach((brand, index) => {
    add(`brand-${brand.slug}`, { kind: "wordmark", name: brand.name, treatment: index }, "#26221e");
  });

  for (const view of ["hero", "about", "books", "panels"] as const) {
    add(`showroom-${view}`, { kind: "showroom", view }, "#d8cbb5");
  }

  for (const [og, { eyebrow, pattern }] of Object.entries(ogPatterns)) {
    add(
      `og-${og}`,
      {
        kind: "og",
        og: og as OgKind,
        storeName: sources.storeName,
        caption: sources.ogCaption,
        eyebrow,
        pattern,
      },
      pattern.palette.ground,
    );
  }
  // Product pages share a card per style, drawn from the first product of that style.
  const firstOfStyle = (slug: StyleSlug) => sources.products.find((p) => p.style === slug);
  const catalog = ogPatterns.catalog.pattern;
  add(
    "og-product",
    {
      kind: "og",
      og: "product",
      storeName: sources.storeName,
      caption: sources.ogCaption,
      eyebrow: "Designer wallpaper",
      pattern: { ...catalog, seed: "og-product" },
    },
    catalog.palette.ground,
  );
  for (const style of styles) {
    const product = firstOfStyle(style.slug);
    if (!product) continue;
    const pattern = { ...productPattern(product), seed: `og-product-${style.slug}` };
    add(
      `og-product-${style.slug}`,
      {
        kind: "og",
        og: "product",
        storeName: sources.storeName,
        caption: sources.ogCaption,
        eyebrow: `${style.title} Wallpaper`,
        pattern,
      },
      pattern.palette.ground,
    );
  }

  add(
    "map-showroom",
    // The boulevard without the house number; the neighbourhood names the cross street.
    {
      kind: "map",
      street: site.address.street.replace(/^\d+\s+/, ""),
      crossStreet: site.address.neighbourhood,
    },
    "#ece6da",
  );
  return entries;
}

export const imageRegistry: ReadonlyMap<string, RegistryEntry> = buildImageRegistry({
  products,
  gallery: galleryItems,
  team,
  guides,
  showcase: specialOrderArtwork,
  sampleRooms: visualiserRoomScenes,
  storeName: site.name,
  ogCaption: `${site.address.city}, Florida`,
});

/**
 * A product's tile for the wall visualiser. Not a slot: its proportions are the product's repeat,
 * so its size comes from the product (see wall-tiles.ts), and the generator is told it here.
 */
export type WallTileEntry = {
  /** `walltile-1001`: the manifest key and the owner's photo name. */
  name: string;
  /** Path under the generated folder. */
  file: string;
  width: number;
  height: number;
  draw: Extract<DrawSpec, { kind: "wall-tile" }>;
  tone: string;
};

export function buildWallTiles(list: readonly Product[]): ReadonlyMap<string, WallTileEntry> {
  const entries = new Map<string, WallTileEntry>();
  for (const product of list) {
    const layout = wallTileFor(product);
    const size = wallTileSize(layout);
    const name = wallTileName(product.id);
    entries.set(name, {
      name,
      file: wallTileFile(product.id, size),
      ...size,
      draw: {
        kind: "wall-tile",
        pattern: productPattern(product),
        layout,
        // A direction is a stated repeat where the layout keeps the product's own measure.
        repeats: {
          across:
            product.details.horizontalRepeatInches > 0 &&
            layout.widthInches === product.details.horizontalRepeatInches,
          down:
            product.details.verticalRepeatInches > 0 &&
            layout.heightInches === product.details.verticalRepeatInches,
        },
      },
      tone: product.palette.ground,
    });
  }
  return entries;
}

export const wallTileRegistry: ReadonlyMap<string, WallTileEntry> = buildWallTiles(products);

export function getRegistryEntry(slot: string): RegistryEntry | undefined {
  return imageRegistry.get(slot);
}

export function hasImageSlot(slot: string): boolean {
  return imageRegistry.has(slot);
}

/** Portrait slots in the order of the team page. */
export const teamPortraitSlots: readonly string[] = team.map((member) => member.portrait);

/** The Open Graph card for a product: its style's card when there is one. */
export function productOgSlot(product: Pick<Product, "style">): string {
  const slot = `og-product-${product.style}`;
  return imageRegistry.has(slot) ? slot : "og-product";
}
