/**
 * Every picture the site shows belongs to one preset: a fixed aspect ratio, a short list of
 * widths and the formats encoded. Fixing these per use keeps the build fast (the encoder runs
 * a few times per picture, not once per possible width) and lets pages compute URLs and
 * intrinsic dimensions without reading any generated file.
 *
 * A raster preset's widths are the fewest that give every layout it is drawn in (sizes.ts) a
 * rendition between once and twice its need, from 360 to 1920 px screens at 1x to 3x, up to
 * twice its widest slot (candidate-widths.ts; checked in presets.test.ts). Where that leaves a
 * choice, a width sits just above a common phone's or laptop's need.
 */

export type RasterFormat = "avif" | "webp" | "jpeg";

export type RasterPreset = {
  kind: "raster";
  /** Intrinsic size of the largest rendition; smaller widths keep the same aspect ratio. */
  width: number;
  height: number;
  /** Ascending; the last one equals `width`. */
  widths: readonly number[];
  /**
   * Widths the rule below does not need, added where its next width up would send the phones
   * most visitors carry (412 px at 1.75x, Lighthouse's too, and 390 px at 2x) about 2.8 times
   * the pixels their picture shows, on a picture that is often the first screen's largest. Each
   * costs one more encoding per picture at build time.
   */
  phoneWidths?: readonly number[];
  /**
   * The width a phone takes for a picture that is often the first screen's largest (the home
   * hero, the About picture, a product page's main picture), encoded leaner than the others
   * (scripts/artwork/pipeline/encode.ts): the phone waits for all of it before its largest paint.
   */
  leanWidths?: readonly number[];
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
  /**
   * Product swatch: square, from the calculator's 72 px thumbnail and the scale view's smallest
   * repeat (52 px) to the product page's main picture (959 px on a 1023 px tablet). 656 and 1088
   * sit just above that picture's need on a Lighthouse phone (372 px at 1.75x) and an iPhone
   * (350 px at 3x).
   */
  swatch: {
    kind: "raster",
    width: 1920,
    height: 1920,
    widths: [104, 200, 400, 656, 1088, 1920],
    leanWidths: [656],
    formats: ["avif", "webp"],
  },
  /**
   * Room scenes (product "in a room", the inspiration gallery): 4:5 portrait, which shows the
   * full height of a wall; furniture stays inside the central square so a square card crop works.
   */
  room: {
    kind: "raster",
    width: 1920,
    height: 2400,
    // From the home feed's tiles (145 px) to the product page's room view (959 px); 560 and 1080
    // just cover that page's half and full width on an iPhone (172 and 350 px at 3x). 720 is the
    // wall visualiser's first picture on a phone at 1.75x or 2x (651 and 700 px), its largest
    // paint, which would otherwise take 1080.
    widths: [280, 560, 720, 1080, 1920],
    phoneWidths: [720],
    leanWidths: [720],
    formats: ["avif", "webp"],
  },
  /** Close-up of a product's texture and print on the product page (145 to 476 px wide). */
  detail: {
    kind: "raster",
    width: 960,
    height: 960,
    widths: [280, 540, 960],
    formats: ["avif", "webp"],
  },
  /**
   * The home hero (up to 7/12 of a 1920 px screen, 1120 px) and the consultation page's header;
   * 1200 covers the hero on an iPhone (390 px at 3x), 800 on a phone at 1.75x or 2x (721 and
   * 780 px), which would otherwise take 1200.
   */
  hero: {
    kind: "raster",
    width: 2240,
    height: 1260,
    widths: [624, 800, 1200, 2240],
    phoneWidths: [800],
    leanWidths: [800],
    formats: ["avif", "webp"],
  },
  /**
   * Wide editorial pictures: the About page, guide illustrations, the map placeholder (318 to
   * 959 px wide). 1080 covers a guide's illustration on phones at 3x (350 px), 720 on phones at
   * 1.75x or 2x (651 and 700 px), which would otherwise take 1080; a 2x laptop takes 1920.
   */
  feature: {
    kind: "raster",
    width: 1920,
    height: 1280,
    widths: [624, 720, 1080, 1920],
    phoneWidths: [720],
    leanWidths: [720],
    formats: ["avif", "webp"],
  },
  /**
   * Photo-grid tiles, team portraits and the headers of the services and installation pages
   * (110 to 957 px wide); 656 and 1080 sit just above those headers' need on a Lighthouse phone
   * and an iPhone. Those headers are on a phone's first screen, so 656 is encoded lean.
   */
  portrait: {
    kind: "raster",
    width: 1920,
    height: 2400,
    widths: [220, 440, 656, 1080, 1920],
    leanWidths: [656],
    formats: ["avif", "webp"],
  },
  /**
   * The visualiser's sample rooms: 4:3 landscape, a wide back wall to paper. The largest WebP is
   * what the tool draws on, so it is as large as the tool's canvas works; the widths below it
   * are the rooms' thumbnails in the tool's side column (84 to 312 px wide), and 336 sits just
   * above their need on an iPhone (111 px at 3x).
   */
  sampleRoom: {
    kind: "raster",
    width: 1600,
    height: 1200,
    widths: [168, 336, 672, 1600],
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
