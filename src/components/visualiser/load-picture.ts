/**
 * Turning a visitor's photo (or a sample room) into pixels the tool can paper. The browser
 * decodes off the main thread (createImageBitmap), turns the picture the way the camera held it
 * (EXIF orientation), and shrinks it to the working size; the pixels never leave the page.
 */
import { fitWithin } from "@/lib/visualiser/photo-fit";
import type { Raster } from "@/lib/visualiser/raster";

import { NotAPictureError } from "./not-a-picture-error";

/** A canvas to draw into; an HTMLCanvasElement so every browser that decodes can also read it. */
export function scratchCanvas(width: number, height: number): HTMLCanvasElement {
  const canvas = document.createElement("canvas");
  canvas.width = width;
  canvas.height = height;
  return canvas;
}

function context2d(canvas: HTMLCanvasElement): CanvasRenderingContext2D {
  const context = canvas.getContext("2d", { willReadFrequently: true });
  if (!context) throw new Error("This browser cannot draw pictures here.");
  return context;
}

/** The picture drawn at `width` x `height`, smoothed when the canvas scales it. */
export function drawScaled(
  source: CanvasImageSource,
  width: number,
  height: number,
): HTMLCanvasElement {
  const canvas = scratchCanvas(width, height);
  const context = context2d(canvas);
  context.imageSmoothingQuality = "high";
  context.drawImage(source, 0, 0, width, height);
  return canvas;
}

/** A canvas's pixels, as the compositing reads them. */
export function pixelsOf(canvas: HTMLCanvasElement): ImageData {
  return context2d(canvas).getImageData(0, 0, canvas.width, canvas.height);
}

export function rasterOf(image: ImageData): Raster {
  return { width: image.width, height: image.height, data: image.data };
}

/** Decoded, upright and no longer than the working size on its long side. */
export async function decodePicture(blob: Blob): Promise<ImageBitmap> {
  if (blob.type !== "" && !blob.type.startsWith("image/")) throw new NotAPictureError();
  let full: ImageBitmap;
  try {
    full = await createImageBitmap(blob, { imageOrientation: "from-image" });
  } catch {
    throw new NotAPictureError();
  }
  const fit = fitWithin(full.width, full.height);
  if (!fit.scaled) return full;
  try {
    const scaled = await createImageBitmap(full, {
      resizeWidth: fit.width,
      resizeHeight: fit.height,
      resizeQuality: "high",
    });
    full.close();
    return scaled;
  } catch {
    // Older browsers without the resize options: the canvas scales instead, on this thread.
    const canvas = drawScaled(full, fit.width, fit.height);
    full.close();
    return createImageBitmap(canvas);
  }
}

/** A same-site picture (a sample room, a paper's tile) as a blob, ready to decode. */
export async function fetchPicture(src: string): Promise<Blob> {
  const response = await fetch(src);
  if (!response.ok) throw new Error(`The picture at ${src} answered ${response.status}.`);
  return response.blob();
}
