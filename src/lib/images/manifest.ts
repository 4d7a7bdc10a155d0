/**
 * The generated manifest (public/images/generated/manifest.json): what the last generation wrote
 * for every slot. Pages compute URLs and sizes from the slot name alone; the manifest adds the
 * blurred placeholder and tells whether a photograph replaced the drawing.
 */
import type { PresetName, RasterFormat } from "@/lib/images/presets";

export type ManifestSlot = {
  key: string;
  source: "generated" | "photo";
  preset: PresetName;
  width: number;
  height: number;
  widths: readonly number[];
  formats: readonly (RasterFormat | "svg")[];
  /** A CSS `url(...)` value: a tiny blurred preview, or null for vector wordmarks. */
  placeholder: string | null;
  files: readonly { file: string; width: number; height: number; bytes: number }[];
};

/** A product's tile for the wall visualiser (see wall-tiles.ts): one WebP, no placeholder. */
export type ManifestWallTile = {
  key: string;
  source: "generated" | "photo";
  width: number;
  height: number;
  files: readonly { file: string; width: number; height: number; bytes: number }[];
};

export type ImageManifest = {
  version: 1;
  slots: Record<string, ManifestSlot>;
  /** By tile name, `walltile-1001`. */
  wallTiles: Record<string, ManifestWallTile>;
};

export const manifestFileName = "manifest.json";
