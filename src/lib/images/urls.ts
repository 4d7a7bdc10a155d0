/**
 * URLs of generated renditions. Deterministic from the slot name: no manifest or generated file is
 * read, so pages typecheck, lint and build their markup before the images exist.
 */
import type { DrawnRange } from "@/lib/images/candidate-widths";
import { getPreset, heightAt, type RasterFormat } from "@/lib/images/presets";
import { candidateWidths } from "@/lib/images/sizes";
import { parseSlot, type ParsedSlot } from "@/lib/images/slots";

/** Where the generator writes, relative to `public/`. */
export const generatedImagesPath = "/images/generated";

const extensions: Record<RasterFormat, string> = { avif: "avif", webp: "webp", jpeg: "jpg" };
const mimeTypes: Record<RasterFormat, string> = {
  avif: "image/avif",
  webp: "image/webp",
  jpeg: "image/jpeg",
};

export function requireSlot(slot: string): ParsedSlot {
  const parsed = parseSlot(slot);
  if (!parsed) throw new Error(`"${slot}" is not a valid image slot name.`);
  return parsed;
}

export function rasterUrl(slot: string, width: number, format: RasterFormat): string {
  const { group } = requireSlot(slot);
  return `${generatedImagesPath}/${group}/${slot}-${width}.${extensions[format]}`;
}

export function vectorUrl(slot: string): string {
  const { group } = requireSlot(slot);
  return `${generatedImagesPath}/${group}/${slot}.svg`;
}

export type ImageSource = { type: string; format: RasterFormat; srcSet: string };

export type ResolvedImage =
  | {
      kind: "raster";
      slot: string;
      width: number;
      height: number;
      sources: ImageSource[];
      /** The `<img src>`: the last format at a middle width, for browsers without srcset. */
      src: string;
    }
  | { kind: "vector"; slot: string; width: number; height: number; src: string };

/**
 * A slot's sources and fallback. `drawn`: the narrowest and widest its layout draws it
 * (`drawnWidthsOf` in sizes.ts), which leaves out the renditions that layout never chooses;
 * without it every rendition is listed.
 */
export function resolveImage(slot: string, drawn?: DrawnRange): ResolvedImage {
  const { preset: presetName } = requireSlot(slot);
  const preset = getPreset(presetName);
  if (preset.kind === "vector") {
    return {
      kind: "vector",
      slot,
      width: preset.width,
      height: preset.height,
      src: vectorUrl(slot),
    };
  }
  const widths = candidateWidths(preset.widths, drawn);
  const sources = preset.formats.map((format) => ({
    type: mimeTypes[format],
    format,
    srcSet: widths.map((w) => `${rasterUrl(slot, w, format)} ${w}w`).join(", "),
  }));
  const fallbackFormat = preset.formats[preset.formats.length - 1] ?? "webp";
  const fallbackWidth = widths[Math.floor((widths.length - 1) / 2)] ?? preset.width;
  return {
    kind: "raster",
    slot,
    width: preset.width,
    height: preset.height,
    sources,
    src: rasterUrl(slot, fallbackWidth, fallbackFormat),
  };
}

/**
 * A CSS `url()` of one rendition in the slot's first format, for a picture painted as a
 * background (the room view a product card shows on hover): one declaration instead of a
 * <picture> per card, and nothing is fetched until a rule applies it. Only the first format
 * (AVIF): a browser without it shows the card's swatch alone, as browsers without `image-set()`
 * types did, and a second URL per card made a listing's HTML about 6 kB heavier. The width must
 * be one of the slot's generated widths.
 */
export function backgroundImage(slot: string, width: number): string {
  const { preset: presetName } = requireSlot(slot);
  const preset = getPreset(presetName);
  if (preset.kind === "vector") return `url(${vectorUrl(slot)})`;
  if (!preset.widths.includes(width)) {
    throw new Error(
      `Image slot "${slot}" has no ${width}px rendition (${preset.widths.join(", ")}).`,
    );
  }
  const [format = "webp"] = preset.formats;
  // Slot names and widths are [a-z0-9-]: the URL needs no quotes.
  return `url(${rasterUrl(slot, width, format)})`;
}

/** Every file the generator must write for a slot, relative to the generated folder. */
export function slotFiles(slot: string): { file: string; width: number; height: number }[] {
  const { preset: presetName } = requireSlot(slot);
  const preset = getPreset(presetName);
  const strip = (url: string) => url.slice(generatedImagesPath.length + 1);
  if (preset.kind === "vector") {
    return [{ file: strip(vectorUrl(slot)), width: preset.width, height: preset.height }];
  }
  return preset.formats.flatMap((format) =>
    preset.widths.map((w) => ({
      file: strip(rasterUrl(slot, w, format)),
      width: w,
      height: heightAt(preset, w),
    })),
  );
}

/** Open Graph image for `metadata.openGraph.images`: the JPEG, which every crawler reads. */
export function ogImage(kind: string): { url: string; width: number; height: number } {
  const slot = kind.startsWith("og-") ? kind : `og-${kind}`;
  const preset = getPreset("og");
  return { url: rasterUrl(slot, preset.width, "jpeg"), width: preset.width, height: preset.height };
}
