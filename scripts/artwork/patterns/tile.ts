/**
 * A wallpaper as one repeat: drawn in its own units, then scaled onto a swatch or a wall.
 */
import type { Palette } from "@/content/catalog/taxonomy";

import { mix, shade, isDark, contrastL } from "../color";
import type { Rng } from "../prng";

export type Tile = {
  /** Size of one repeat in tile units. */
  width: number;
  height: number;
  /** Gradients and symbols the body refers to (ids must be prefixed with the tile's `uid`). */
  defs: string;
  /** The repeat itself, including its ground; drawn inside 0..width x 0..height. */
  body: string;
  /** Width of one repeat on the wall, in centimetres: sets the scale in a room. */
  repeatCm: number;
  /** Murals are one panel, never tiled: the body is stretched over the whole wall. */
  mural?: boolean;
  /** The print already carries its own texture (naturals, fabrics): material overlays stay light. */
  textured?: boolean;
};

export type TileContext = {
  rng: Rng;
  palette: Palette;
  /** Unique prefix for ids in defs, so two tiles can live in one SVG. */
  uid: string;
};

export type Roles = {
  ground: string;
  ink: string;
  ink2: string;
  ink3: string;
  metal: string | undefined;
  /** A color that reads on the ground: the darkest or lightest ink, whichever contrasts more. */
  line: string;
  dark: boolean;
};

/** Fills the missing inks of a palette with tints of the first, so every motif has three. */
export function roles(palette: Palette): Roles {
  const ground = palette.ground;
  const ink = palette.inks[0];
  const dark = isDark(ground);
  const ink2 = palette.inks[1] ?? mix(ink, ground, 0.45);
  const ink3 = palette.inks[2] ?? (dark ? shade(ink2, 0.12) : shade(ink, -0.12));
  const candidates = [ink, ink2, ink3];
  const line = candidates.reduce((best, c) =>
    contrastL(c, ground) > contrastL(best, ground) ? c : best,
  );
  return { ground, ink, ink2, ink3, metal: palette.metallic, line, dark };
}

export function rect(w: number, h: number, fill: string, extra = ""): string {
  return `<rect width="${w}" height="${h}" fill="${fill}" ${extra}/>`;
}

/** The start of a square repeat: its inks, its size and a plain ground to draw motifs on. */
export function squareTileStart(ctx: TileContext, size: number) {
  const r = roles(ctx.palette);
  return { r, rng: ctx.rng, w: size, h: size, ground: rect(size, size, r.ground) };
}
