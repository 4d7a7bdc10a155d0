/**
 * The wall visualiser's tile of each paper: one repeat as a seamless raster, in the repeat's own
 * proportions (a mural: the whole picture, 3:2). Those proportions differ per product, so tiles
 * are not slots (a slot's size is read from its name and preset); their URL and pixel size are
 * computed here from the product alone. Pure: no file system, safe in the browser.
 */
import type { Product } from "@/content/catalog/product-schema";
import { generatedImagesPath } from "@/lib/images/urls";
import { wallTileFor, type WallTile } from "@/lib/visualiser/wall-tile";

/** Folder under the generated images. */
export const wallTileFolder = "walltile";

/**
 * Width of a repeat's raster. The visualiser samples smaller levels from it for distant walls,
 * so it only needs to be sharp when a wall is photographed close up.
 */
export const wallTileWidth = 512;
/** A tall repeat is capped here and gets narrower instead. */
export const wallTileMaxSide = 1024;
/** A mural is one picture over a whole wall, so it gets more pixels. */
export const muralTileWidth = 1200;

export type WallTileImage = { src: string; width: number; height: number };

/** Pixel size of the tile for a layout: its proportions are exactly the repeat's. */
export function wallTileSize(layout: WallTile): { width: number; height: number } {
  const aspect = layout.widthInches / layout.heightInches;
  if (layout.kind === "mural") {
    return { width: muralTileWidth, height: Math.max(1, Math.round(muralTileWidth / aspect)) };
  }
  const height = Math.round(wallTileWidth / aspect);
  if (height <= wallTileMaxSide) return { width: wallTileWidth, height: Math.max(1, height) };
  return { width: Math.max(1, Math.round(wallTileMaxSide * aspect)), height: wallTileMaxSide };
}

/** The name the generator, the manifest and the owner's photos folder know the tile by. */
export function wallTileName(productId: number): string {
  return `walltile-${productId}`;
}

/**
 * Path under the generated folder. The size is part of the name, so a product whose repeat
 * changes gets a new URL rather than a stale cached file.
 */
export function wallTileFile(productId: number, size: { width: number; height: number }): string {
  return `${wallTileFolder}/${wallTileName(productId)}-${size.width}x${size.height}.webp`;
}

/** The tile's URL and intrinsic size, for the visualiser's canvas (WebP, which it decodes). */
export function wallTileImage(product: Product): WallTileImage {
  const size = wallTileSize(wallTileFor(product));
  return { src: `${generatedImagesPath}/${wallTileFile(product.id, size)}`, ...size };
}
