/**
 * The owner's photographs: a file named after a slot (or a wall tile) in the photos folder wins
 * over the drawing. It is cropped to the slot's aspect ratio around an optional focal point (a
 * wall tile is stretched instead) and encoded exactly like a generated picture.
 */
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { extname, join } from "node:path";

import sharp from "sharp";

import type { VectorPreset } from "@/lib/images/presets";
import { toRaw, type RawImage } from "./encode";

export const photoExtensions = [".jpg", ".jpeg", ".png", ".webp", ".avif", ".svg"] as const;

export type OwnerPhoto = { path: string; focus: [number, number] };

/** Slot name -> photograph, for every usable file in the folder. */
export function findPhotos(dir: string): Map<string, OwnerPhoto> {
  const found = new Map<string, OwnerPhoto>();
  if (!existsSync(dir)) return found;
  const focusFile = join(dir, "focal-points.json");
  const focus: Record<string, unknown> = existsSync(focusFile)
    ? (JSON.parse(readFileSync(focusFile, "utf8")) as Record<string, unknown>)
    : {};
  for (const name of readdirSync(dir).sort()) {
    const ext = extname(name).toLowerCase();
    if (!(photoExtensions as readonly string[]).includes(ext)) continue;
    const slot = name.slice(0, -ext.length).toLowerCase();
    const point = focus[slot];
    const valid =
      Array.isArray(point) &&
      point.length === 2 &&
      point.every((v) => typeof v === "number" && v >= 0 && v <= 1);
    found.set(slot, {
      path: join(dir, name),
      focus: valid ? (point as [number, number]) : [0.5, 0.5],
    });
  }
  return found;
}

/**
 * Crop a photograph to width x height (cover), keeping the focal point in view; or, for a wall
 * tile, stretch it to fill: a tile is exactly one repeat, and cropping would cut the repeat.
 */
export async function photoToRaw(
  photo: OwnerPhoto,
  width: number,
  height: number,
  fit: "cover" | "fill" = "cover",
): Promise<RawImage> {
  if (fit === "fill") {
    return toRaw(
      sharp(photo.path)
        .rotate()
        .resize(width, height, { fit: "fill" })
        .flatten({ background: "#ffffff" }),
    );
  }
  const image = sharp(photo.path).rotate();
  const meta = await image.metadata();
  const sw = meta.autoOrient?.width ?? meta.width ?? width;
  const sh = meta.autoOrient?.height ?? meta.height ?? height;
  const scale = Math.max(width / sw, height / sh);
  const rw = Math.ceil(sw * scale);
  const rh = Math.ceil(sh * scale);
  const left = Math.round(Math.min(rw - width, Math.max(0, photo.focus[0] * rw - width / 2)));
  const top = Math.round(Math.min(rh - height, Math.max(0, photo.focus[1] * rh - height / 2)));
  return toRaw(
    sharp(photo.path)
      .rotate()
      .resize(rw, rh)
      .extract({ left, top, width, height })
      .flatten({ background: "#ffffff" }),
  );
}

/** A logo from the owner: an SVG as it is, or a raster placed in an SVG of the logo box. */
export async function photoToVector(photo: OwnerPhoto, preset: VectorPreset): Promise<string> {
  if (photo.path.toLowerCase().endsWith(".svg")) return readFileSync(photo.path, "utf8");
  const png = await sharp(photo.path)
    .resize(preset.width * 2, preset.height * 2, {
      fit: "contain",
      background: { r: 0, g: 0, b: 0, alpha: 0 },
    })
    .png()
    .toBuffer();
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${preset.width} ${preset.height}" width="${preset.width}" height="${preset.height}"><image width="${preset.width}" height="${preset.height}" href="data:image/png;base64,${png.toString("base64")}"/></svg>`;
}
