/**
 * Encoding: one full-size raster per slot, resized to the preset's widths and encoded with
 * capped effort, so the whole set builds in minutes on two cores and weighs what a fast store
 * site's photographs weigh.
 */
import sharp, { type Sharp } from "sharp";

import { heightAt, type RasterFormat, type RasterPreset } from "@/lib/images/presets";

/** Encoder settings, tuned by eye on the contact sheet and for the size budget. */
export const encoderSettings = {
  // Effort 1 (0 above 1000 px): the higher efforts cost 2-5x the time for 5-15 % fewer bytes.
  avif: { quality: 52, effort: 1, chromaSubsampling: "4:2:0" },
  avifLarge: { quality: 50, effort: 0, chromaSubsampling: "4:2:0" },
  webp: { quality: 74, effort: 2 },
  jpeg: { quality: 80, mozjpeg: true, progressive: true },
} as const;

export type Encoded = { width: number; height: number; format: RasterFormat; data: Buffer };

export type RawImage = {
  data: Buffer;
  info: { width: number; height: number; channels: 1 | 2 | 3 | 4 };
};

/** An image's pixels without alpha, the form every drawing and photograph hands to the encoder. */
export async function toRaw(image: Sharp): Promise<RawImage> {
  const { data, info } = await image.removeAlpha().raw().toBuffer({ resolveWithObject: true });
  return {
    data,
    info: {
      width: info.width,
      height: info.height,
      channels: info.channels as RawImage["info"]["channels"],
    },
  };
}

export async function rasterise(
  input: string | RawImage,
  width: number,
  height: number,
): Promise<RawImage> {
  if (typeof input !== "string") {
    if (input.info.width !== width || input.info.height !== height) {
      throw new Error(
        `Drawn at ${input.info.width}x${input.info.height}, expected ${width}x${height}`,
      );
    }
    return input;
  }
  return toRaw(sharp(Buffer.from(input), { density: 72 }).resize(width, height, { fit: "fill" }));
}

export async function encodeAll(raw: RawImage, preset: RasterPreset): Promise<Encoded[]> {
  const out: Encoded[] = [];
  for (const width of preset.widths) {
    const height = heightAt(preset, width);
    const resized = await sharp(raw.data, { raw: raw.info })
      .resize(width, height, { fit: "fill", kernel: "lanczos3" })
      .raw()
      .toBuffer({ resolveWithObject: true });
    for (const format of preset.formats) {
      const img = sharp(resized.data, {
        raw: { width, height, channels: resized.info.channels as 3 },
      });
      const data =
        format === "avif"
          ? await img
              .avif(width > 1000 ? encoderSettings.avifLarge : encoderSettings.avif)
              .toBuffer()
          : format === "webp"
            ? await img.webp(encoderSettings.webp).toBuffer()
            : await img.jpeg(encoderSettings.jpeg).toBuffer();
      out.push({ width, height, format, data });
    }
  }
  return out;
}

/**
 * A blurred preview small enough to inline in HTML: a 16-pixel-wide WebP inside an SVG that
 * blurs it, so the browser paints a soft version of the picture until the real one arrives.
 */
export async function blurPlaceholder(raw: RawImage): Promise<string> {
  const w = 16;
  const h = Math.max(1, Math.round((raw.info.height / raw.info.width) * w));
  const tiny = await sharp(raw.data, { raw: raw.info })
    .resize(w, h)
    .webp({ quality: 40 })
    .toBuffer();
  const href = `data:image/webp;base64,${tiny.toString("base64")}`;
  const svg = `<svg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 ${w} ${h}' preserveAspectRatio='none'><filter id='b' color-interpolation-filters='sRGB'><feGaussianBlur stdDeviation='0.8'/><feComponentTransfer><feFuncA type='discrete' tableValues='1 1'/></feComponentTransfer></filter><image width='${w}' height='${h}' preserveAspectRatio='none' filter='url(#b)' href='${href}'/></svg>`;
  return `url("data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}")`;
}
