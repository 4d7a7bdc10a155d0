/**
 * Encoding: one full-size raster per picture, resized to its renditions' widths and encoded with
 * capped effort, so the whole set builds in minutes on two cores and weighs what a fast store
 * site's photographs weigh.
 */
import sharp, { type Sharp } from "sharp";

import type { RasterFormat } from "@/lib/images/presets";

import type { Rendition, Target } from "./target";

/** Encoder settings, tuned by eye on the contact sheet and for the size budget. */
export const encoderSettings = {
  // Effort 1 (0 above 1000 px): the higher efforts cost 2-5x the time for 5-15 % fewer bytes.
  avif: { quality: 52, effort: 1, chromaSubsampling: "4:2:0" },
  avifLarge: { quality: 50, effort: 0, chromaSubsampling: "4:2:0" },
  // A preset's lean widths (the home hero's 800 px, a feature picture's 720 px, a swatch's 656 px)
  // are the first screen's largest picture on most phones, which they wait for before their
  // largest paint: effort 4 and quality 48 take the hero's from 21.2 to 17.4 kB, with no
  // difference to see at 2x zoom, for under a second a file.
  avifLean: { quality: 48, effort: 4, chromaSubsampling: "4:2:0" },
  webp: { quality: 74, effort: 2 },
  // What the visualiser samples: a wall tile repeats any blocking or smeared colour across a
  // wall, and a plain painted wall shows banding in its light.
  avifHigh: { quality: 68, effort: 1, chromaSubsampling: "4:4:4" },
  webpHigh: { quality: 88, effort: 4, smartSubsample: true },
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

function avifSettings(quality: Target["quality"], width: number, leanWidths: readonly number[]) {
  if (quality === "high") return encoderSettings.avifHigh;
  if (leanWidths.includes(width)) return encoderSettings.avifLean;
  return width > 1000 ? encoderSettings.avifLarge : encoderSettings.avif;
}

/** Each rendition of one full-size raster: resized once per width, then encoded per format. */
export async function encodeRenditions(
  raw: RawImage,
  renditions: readonly Rendition[],
  quality: Target["quality"],
  leanWidths: readonly number[],
): Promise<Encoded[]> {
  const high = quality === "high";
  const out: Encoded[] = [];
  const widths = [...new Set(renditions.map((r) => r.width))].sort((a, b) => a - b);
  for (const width of widths) {
    const atWidth = renditions.filter((r) => r.width === width);
    const height = atWidth[0]?.height ?? raw.info.height;
    const resized =
      width === raw.info.width && height === raw.info.height
        ? raw
        : await sharp(raw.data, { raw: raw.info })
            .resize(width, height, { fit: "fill", kernel: "lanczos3" })
            .raw()
            .toBuffer({ resolveWithObject: true });
    for (const { format } of atWidth) {
      if (format === "svg") throw new Error("A raster cannot be encoded as SVG");
      const img = sharp(resized.data, {
        raw: { width, height, channels: resized.info.channels as 3 },
      });
      const data =
        format === "avif"
          ? await img.avif(avifSettings(quality, width, leanWidths)).toBuffer()
          : format === "webp"
            ? await img.webp(high ? encoderSettings.webpHigh : encoderSettings.webp).toBuffer()
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
