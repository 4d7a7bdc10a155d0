/** One entry point: the tile for a product's motif. */
import type { Motif } from "@/content/catalog/taxonomy";

import { brushStrokeTile, marbleTile, watercolorTile } from "./abstract";
import { artsCraftsTile, pomegranateTile } from "./aesthetics";
import { branchBirdTile, pavilionTile } from "./chinoiserie";
import { bananaLeafTile, palmTile, shellsTile, wavesTile } from "./coastal";
import { damaskTile } from "./damask";
import { bouquetTile, leafScatterTile, vineTile } from "./floral";
import { chevronTile, decoFanTile, hexagonTile, latticeTile, trellisTile } from "./geometric";
import { animalsTile, playfulShapesTile, starsTile } from "./kids";
import { foilSheenTile, metallicGeometricTile } from "./metallic";
import { gardenMural, landscapeMural } from "./murals";
import { corkTile, grassclothTile, linenTile, silkTile } from "./naturals";
import { stripeTile } from "./stripes";
import type { Tile, TileContext } from "./tile";
import { scenicPrintTile, toileTile } from "./traditional";

const drawers: Record<Motif, (ctx: TileContext) => Tile> = {
  "floral-bouquet": bouquetTile,
  "trailing-vine": vineTile,
  "leaf-scatter": leafScatterTile,
  trellis: trellisTile,
  lattice: latticeTile,
  hexagon: hexagonTile,
  chevron: chevronTile,
  "deco-fan": decoFanTile,
  "branch-and-bird": branchBirdTile,
  "pavilion-scenic": pavilionTile,
  "classic-damask": (ctx) => damaskTile(ctx, false),
  "tone-on-tone-damask": (ctx) => damaskTile(ctx, true),
  "brush-stroke": brushStrokeTile,
  marble: marbleTile,
  "watercolour-wash": watercolorTile,
  "arts-and-crafts-flower": artsCraftsTile,
  pomegranate: pomegranateTile,
  toile: toileTile,
  "scenic-print": scenicPrintTile,
  grasscloth: (ctx) => grassclothTile(ctx, "grasscloth"),
  sisal: (ctx) => grassclothTile(ctx, "sisal"),
  cork: corkTile,
  linen: linenTile,
  "silk-weave": silkTile,
  "landscape-mural": landscapeMural,
  "garden-mural": gardenMural,
  "foil-sheen": foilSheenTile,
  "metallic-geometric": metallicGeometricTile,
  stars: starsTile,
  animals: animalsTile,
  "playful-shapes": playfulShapesTile,
  palm: palmTile,
  shells: shellsTile,
  waves: wavesTile,
  "banana-leaf": bananaLeafTile,
  pinstripe: (ctx) => stripeTile(ctx, "pinstripe"),
  ticking: (ctx) => stripeTile(ctx, "ticking"),
  "awning-stripe": (ctx) => stripeTile(ctx, "awning-stripe"),
};

export function drawTile(motif: Motif, ctx: TileContext): Tile {
  return drawers[motif](ctx);
}
