/**
 * Where the back wall of a drawn room sits in its picture. The room renderer builds its camera
 * from these numbers and the visualiser's sample rooms publish the wall's corners from them, so
 * the corners a visitor is given are exactly where the wall was drawn. Pure: no file system.
 */
import type { Quad } from "@/lib/visualiser/geometry";

export type RoomFraming = "portrait" | "landscape";

/**
 * Screen positions as fractions of the picture (x of its width, y of its height), and the depth
 * of the back wall in metres. Portrait pictures stand a little closer to a narrower slice of wall.
 */
export const roomFrames: Record<
  RoomFraming,
  { ceiling: number; floor: number; corner: number; vanishingX: number; wallDepth: number }
> = {
  portrait: { ceiling: 0.075, floor: 0.74, corner: 0.1, vanishingX: 0.56, wallDepth: 5.2 },
  landscape: { ceiling: 0.06, floor: 0.77, corner: 0.08, vanishingX: 0.55, wallDepth: 5.6 },
};

/** Floor to ceiling, in metres: the scale every piece of furniture is drawn to. */
export const roomHeightMetres = 2.75;
/** The crown moulding under the ceiling and the skirting board above the floor, in metres. */
export const crownMetres = 0.07;
export const skirtingMetres = 0.12;

/** Pictures nearly square or taller use the portrait framing. */
export function roomFramingFor(width: number, height: number): RoomFraming {
  return height > width * 0.9 ? "portrait" : "landscape";
}

/**
 * The part of the back wall a paper would cover, between the crown moulding and the skirting
 * board, as fractions of the picture: top-left, top-right, bottom-right, bottom-left. The camera
 * faces the wall square-on, so it is a rectangle; it runs on past the picture's right edge.
 */
export function paperedBackWall(framing: RoomFraming): Quad {
  const frame = roomFrames[framing];
  const perMetre = (frame.floor - frame.ceiling) / roomHeightMetres;
  const top = frame.ceiling + crownMetres * perMetre;
  const bottom = frame.floor - skirtingMetres * perMetre;
  return [
    { x: frame.corner, y: top },
    { x: 1, y: top },
    { x: 1, y: bottom },
    { x: frame.corner, y: bottom },
  ];
}
