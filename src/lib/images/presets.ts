/**
 * Every picture the site shows belongs to one preset: a fixed aspect ratio, a short list of
 * widths and the formats encoded. Fixing these per use keeps the build fast (the encoder runs
 * a few times per picture, not once per possible width) and lets pages compute URLs and
 * intrinsic dimensions without reading any generated file.
 */

export type RasterFormat = "avif" | "webp" | "jpeg";

export type RasterPreset = {
  kind: "raster";
  /** Intrinsic size of the largest rendition; smaller widths keep the same aspect ratio. */
  width: number;
  height: number;
  /** Ascending; the last one equals `width`. */
  widths: readonly number[];
  /** In order of preference: the first one the browser supports wins. */
  formats: readonly RasterFormat[];
  /**
   * "high" for pictures the wall visualiser draws on and magnifies, where compression blocks and
   * banding would show; everything else is encoded for the size budget.
   */
  quality?: "standard" | "high";
};

export type VectorPreset = {
  kind: "vector";
  width: number;
  height: number;
};

export type ImagePreset = RasterPreset | VectorPreset;

export const imagePresets = {
  /** Product swatch: square, for grid cards and the product page. */
  swatch: {
    kind: "raster",
    width: 800,
    height: 800,
    widths: [400, 800],
    formats: ["avif", "webp"],
  },
  /**
   * Room scenes (product "in a room", the inspiration gallery): 4:5 portrait, which shows the
   * full height of a wall; furniture stays inside the central square so a square card crop works.
   */
  room: {
    kind: "raster",
    width: 1200,
    height: 1500,
    widths: [400, 800, 1200],
    formats: ["avif", "webp"],
  },
  /** Close-up of a product's texture and print on the product page. */
  detail: {
    kind: "raster",
    width: 1200,
    height: 1200,
    widths: [800, 1200],
    formats: ["avif", "webp"],
  },
  /** Full-bleed home hero. */
  hero: {
    kind: "raster",
    width: 1920,
    height: 1080,
    widths: [828, 1280, 1920],
    formats: ["avif", "webp"],
  },
  /** Wide editorial pictures: the About page, guide illustrations, the map placeholder. */
  feature: {
    kind: "raster",
    width: 1280,
    height: 853,
    widths: [640, 1280],
    formats: ["avif", "webp"],
  },
  /** Photo-grid tiles and team portraits. */
  portrait: {
    kind: "raster",
    width: 800,
    height: 1000,
    widths: [400, 800],
    formats: ["avif", "webp"],
  },
  /**
   * The visualiser's sample rooms: 4:3 landscape, a wide back wall to paper. The largest WebP is
   * what the tool draws on, so it is as large as the tool's canvas works.
   */
  sampleRoom: {
    kind: "raster",
    width: 1600,
    height: 1200,
    widths: [800, 1600],
    formats: ["avif", "webp"],
    quality: "high",
  },
  /** Open Graph and Twitter cards: JPEG for the crawlers that want it, WebP for the rest. */
  og: { kind: "raster", width: 1200, height: 630, widths: [1200], formats: ["jpeg", "webp"] },
  /** Brand wordmarks: vector, one fixed box so a strip of logos lines up. */
  logo: { kind: "vector", width: 360, height: 120 },
} as const satisfies Record<string, ImagePreset>;

export type PresetName = keyof typeof imagePresets;

export function getPreset(name: PresetName): ImagePreset {
  return imagePresets[name];
}

/** Height of a rendition at `width`, rounded like the encoder rounds it. */
export function heightAt(preset: ImagePreset, width: number): number {
  return Math.round((width * preset.height) / preset.width);
}
