/**
 * The paper's tile at several sizes, each half the one before (mip levels). Compositing samples
 * the tile once per wall pixel; a tile much larger than it is drawn would shimmer, so the wall
 * reads the smallest level that is still at least as large as the tile appears in the photo.
 */
import type { Quad } from "./geometry";
import type { WallTile } from "./wall-tile";

export type Size = { width: number; height: number };

/** The tile's own size, then halved until the shorter side would drop below `minSide`. */
export function tileLevelSizes(width: number, height: number, minSide = 16): Size[] {
  const sizes: Size[] = [{ width, height }];
  let current = { width, height };
  while (Math.min(current.width, current.height) / 2 >= minSide) {
    current = {
      width: Math.max(1, Math.round(current.width / 2)),
      height: Math.max(1, Math.round(current.height / 2)),
    };
    sizes.push(current);
  }
  return sizes;
}

/** Photo pixels per inch of wall, along the wall's taller side edge (the nearer one). */
export function wallPixelsPerInch(quadPixels: Quad, wallHeightFeet: number): number {
  const [topLeft, topRight, bottomRight, bottomLeft] = quadPixels;
  const left = Math.hypot(bottomLeft.x - topLeft.x, bottomLeft.y - topLeft.y);
  const right = Math.hypot(bottomRight.x - topRight.x, bottomRight.y - topRight.y);
  return Math.max(left, right) / Math.max(1, wallHeightFeet * 12);
}

/**
 * How tall one tile is on the wall, in inches. A mural is scaled to cover the wall, so it is at
 * least the wall's height, and taller when the wall is wider than the picture's proportions.
 */
export function drawnTileInches(
  layout: WallTile,
  wall: { widthInches: number; heightInches: number },
): number {
  if (layout.kind === "repeat") return layout.heightInches;
  return Math.max(wall.heightInches, (wall.widthInches * layout.heightInches) / layout.widthInches);
}

/** The index in `levels` (largest first) to sample for a tile drawn `drawnHeightPx` tall. */
export function pickTileLevel(levels: readonly Size[], drawnHeightPx: number): number {
  let chosen = 0;
  for (let index = 0; index < levels.length; index += 1) {
    const level = levels[index];
    if (level && level.height >= drawnHeightPx) chosen = index;
  }
  return chosen;
}
