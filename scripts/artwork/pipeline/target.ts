/**
 * What the generator makes for one picture: what to draw, at what size, and which files to
 * encode. A slot's plan follows from its name and preset; a wall tile's from its product (its
 * proportions are the product's repeat). Plain data, so it can be hashed and sent to a worker.
 */
import type { DrawSpec } from "@/lib/images/draw-spec";
import { getPreset, type PresetName, type RasterFormat } from "@/lib/images/presets";
import {
  imageRegistry,
  wallTileRegistry,
  type RegistryEntry,
  type WallTileEntry,
} from "@/lib/images/registry";
import { slotFiles } from "@/lib/images/urls";

export type Rendition = {
  /** Relative to the generated folder. */
  file: string;
  width: number;
  height: number;
  format: RasterFormat | "svg";
};

export type Target = {
  /** The slot name, or a wall tile's name: the manifest key and the owner's photo name. */
  name: string;
  /** Where the manifest records it. */
  section: "slots" | "wallTiles";
  draw: DrawSpec;
  kind: "raster" | "vector";
  /** Full size: drawn once at this size, then resized to each rendition. */
  width: number;
  height: number;
  renditions: readonly Rendition[];
  /**
   * "high" for what the visualiser's canvas samples (wall tiles, sample rooms): compression
   * blocks in a tile would repeat across a whole wall, banding would show on a plain one.
   */
  quality: "standard" | "high";
  /** Widths a phone takes for a picture often the first screen's largest: encoded leaner. */
  leanWidths: readonly number[];
  /** A blurred preview for the page to paint first; a tile for the canvas has no use for one. */
  placeholder: boolean;
  /** Drawing order, heaviest first, so the workers finish together; not part of the picture. */
  rank: number;
};

const presetRank: readonly PresetName[] = [
  "hero",
  "sampleRoom",
  "room",
  "feature",
  "detail",
  "og",
  "portrait",
  "swatch",
  "logo",
];

const formatOf = (file: string): Rendition["format"] => {
  const ext = file.slice(file.lastIndexOf(".") + 1);
  if (ext === "jpg") return "jpeg";
  if (ext === "avif" || ext === "webp" || ext === "svg") return ext;
  throw new Error(`Unknown rendition format: ${file}`);
};

export function slotTarget(entry: RegistryEntry): Target {
  const preset = getPreset(entry.preset);
  return {
    name: entry.slot,
    section: "slots",
    draw: entry.draw,
    kind: preset.kind,
    width: preset.width,
    height: preset.height,
    renditions: slotFiles(entry.slot).map((f) => ({ ...f, format: formatOf(f.file) })),
    quality: preset.kind === "raster" ? (preset.quality ?? "standard") : "standard",
    leanWidths: preset.kind === "raster" ? (preset.leanWidths ?? []) : [],
    placeholder: preset.kind === "raster",
    rank: presetRank.indexOf(entry.preset),
  };
}

export function wallTileTarget(entry: WallTileEntry): Target {
  return {
    name: entry.name,
    section: "wallTiles",
    draw: entry.draw,
    kind: "raster",
    width: entry.width,
    height: entry.height,
    renditions: [{ file: entry.file, width: entry.width, height: entry.height, format: "webp" }],
    quality: "high",
    leanWidths: [],
    placeholder: false,
    // A mural is one large picture; a repeat tile costs about what a detail close-up does.
    rank: presetRank.indexOf(entry.draw.layout.kind === "mural" ? "feature" : "detail"),
  };
}

/** Everything the site shows: every slot, then every product's wall tile. */
export function registryTargets(): Target[] {
  return [
    ...[...imageRegistry.values()].map(slotTarget),
    ...[...wallTileRegistry.values()].map(wallTileTarget),
  ];
}
