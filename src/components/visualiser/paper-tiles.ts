/**
 * A paper's tile as pixels at every level from its own size down (see tile-levels), loaded once
 * per paper and kept, so switching back to a paper is instant.
 */
import type { Raster } from "@/lib/visualiser/raster";
import { tileLevelSizes } from "@/lib/visualiser/tile-levels";

import { drawScaled, fetchPicture, pixelsOf, rasterOf } from "./load-picture";

export type TileLevels = readonly Raster[];

const cache = new Map<string, Promise<TileLevels>>();

async function levelsOf(src: string): Promise<TileLevels> {
  const bitmap = await createImageBitmap(await fetchPicture(src));
  const sizes = tileLevelSizes(bitmap.width, bitmap.height);
  const levels: Raster[] = [];
  let previous: CanvasImageSource = bitmap;
  for (const size of sizes) {
    // Each level is drawn from the one before: halving at a time keeps every pixel counted.
    const canvas = drawScaled(previous, size.width, size.height);
    levels.push(rasterOf(pixelsOf(canvas)));
    previous = canvas;
  }
  bitmap.close();
  return levels;
}

export function loadTileLevels(src: string): Promise<TileLevels> {
  let levels = cache.get(src);
  if (!levels) {
    levels = levelsOf(src);
    // A failed load is tried again next time rather than remembered.
    levels.catch(() => cache.delete(src));
    cache.set(src, levels);
  }
  return levels;
}
