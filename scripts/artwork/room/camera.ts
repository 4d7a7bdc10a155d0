/**
 * A one-point perspective camera looking straight at the back wall: the wall stays a true
 * rectangle (so the wallpaper is shown undistorted), the floor, ceiling and side wall recede to
 * one vanishing point at eye level. Units are metres; Y is height above the floor, Z depth.
 */
import { roomFrames, roomHeightMetres } from "@/lib/images/room-geometry";

import { mix, shade } from "../color";
import { n, type Point } from "../svg";

export type Camera = {
  width: number;
  height: number;
  /** Vanishing point. */
  vpX: number;
  horizonY: number;
  /** Focal length in pixels. */
  f: number;
  /** Depth of the back wall. */
  wallZ: number;
  eye: number;
  roomHeight: number;
  /** Screen x of the corner where the left wall meets the back wall. */
  cornerX: number;
  /** Screen y of the ceiling line and floor line on the back wall. */
  ceilingY: number;
  floorY: number;
  /** Pixels per metre on the back wall. */
  wallScale: number;
  /** World X of the left wall. */
  leftX: number;
};

export function createCamera(
  width: number,
  height: number,
  portrait: boolean,
  options: { eye?: number; wallZ?: number } = {},
): Camera {
  const frame = roomFrames[portrait ? "portrait" : "landscape"];
  const roomHeight = roomHeightMetres;
  const eye = options.eye ?? 1.25;
  const wallZ = options.wallZ ?? frame.wallDepth;
  const ceilingY = height * frame.ceiling;
  const floorY = height * frame.floor;
  const wallScale = (floorY - ceilingY) / roomHeight;
  const f = wallScale * wallZ;
  const horizonY = floorY - eye * wallScale;
  const vpX = width * frame.vanishingX;
  const cornerX = width * frame.corner;
  const leftX = (cornerX - vpX) / wallScale;
  return {
    width,
    height,
    vpX,
    horizonY,
    f,
    wallZ,
    eye,
    roomHeight,
    cornerX,
    ceilingY,
    floorY,
    wallScale,
    leftX,
  };
}

export function project(cam: Camera, x: number, y: number, z: number): Point {
  return [cam.vpX + (cam.f * x) / z, cam.horizonY - (cam.f * (y - cam.eye)) / z];
}

/** Scale of an object at depth z relative to the back wall. */
export function depthScale(cam: Camera, z: number): number {
  return cam.wallZ / z;
}

export function poly(points: readonly Point[], fill: string, extra = ""): string {
  return `<path d="M${points.map(([x, y]) => `${n(x)} ${n(y)}`).join("L")}Z" fill="${fill}" ${extra}/>`;
}

export type BoxColors = { front: string; top?: string; side?: string; bottom?: string };

/**
 * A box from (x0, y0, z0) to (x1, y1, z1), z0 nearer the camera. Draws the faces the camera can
 * see: the front, the top when below eye level, the bottom when above it, and the side facing
 * the centre of the view. Light comes from the left: left faces are lit, right faces in shade.
 */
export function box(
  cam: Camera,
  x0: number,
  x1: number,
  y0: number,
  y1: number,
  z0: number,
  z1: number,
  color: string | BoxColors,
  rx = 0,
): string {
  const c: BoxColors = typeof color === "string" ? { front: color } : color;
  const top = c.top ?? shade(c.front, 0.06);
  const bottom = c.bottom ?? shade(c.front, -0.12);
  const p = (x: number, y: number, z: number) => project(cam, x, y, z);
  let out = "";
  if (x0 > 0) {
    out += poly(
      [p(x0, y0, z0), p(x0, y1, z0), p(x0, y1, z1), p(x0, y0, z1)],
      c.side ?? shade(c.front, 0.03),
    );
  }
  if (x1 < 0) {
    out += poly(
      [p(x1, y0, z0), p(x1, y1, z0), p(x1, y1, z1), p(x1, y0, z1)],
      c.side ?? shade(c.front, -0.09),
    );
  }
  if (y1 < cam.eye) out += poly([p(x0, y1, z0), p(x1, y1, z0), p(x1, y1, z1), p(x0, y1, z1)], top);
  if (y0 > cam.eye)
    out += poly([p(x0, y0, z0), p(x1, y0, z0), p(x1, y0, z1), p(x0, y0, z1)], bottom);
  const [fx0, fy1] = p(x0, y1, z0);
  const [fx1, fy0] = p(x1, y0, z0);
  out += `<rect x="${n(fx0)}" y="${n(fy1)}" width="${n(fx1 - fx0)}" height="${n(fy0 - fy1)}" rx="${n(rx * depthScale(cam, z0) * cam.wallScale)}" fill="${c.front}"/>`;
  return out;
}

/** A soft shadow on the floor under a footprint, pushed away from the light (to the right). */
export function floorShadow(
  cam: Camera,
  x0: number,
  x1: number,
  z0: number,
  z1: number,
  opacity = 0.38,
): string {
  const p = (x: number, z: number) => project(cam, x, 0, z);
  const push = 0.08;
  return poly(
    [
      p(x0 + push, z0 - 0.04),
      p(x1 + push * 2.2, z0 - 0.04),
      p(x1 + push * 2.2, z1),
      p(x0 + push, z1),
    ],
    "#1d1712",
    `opacity="${opacity}" filter="url(#soft-shadow)"`,
  );
}

/** A contact shadow on the back wall behind an object standing against it. */
export function wallShadow(
  cam: Camera,
  x0: number,
  x1: number,
  y0: number,
  y1: number,
  opacity = 0.28,
): string {
  const [ax, ay] = project(cam, x0 + 0.06, y1, cam.wallZ);
  const [bx, by] = project(cam, x1 + 0.12, y0, cam.wallZ);
  return `<rect x="${n(ax)}" y="${n(ay)}" width="${n(bx - ax)}" height="${n(by - ay)}" fill="#1d1712" opacity="${opacity}" filter="url(#wall-shadow)"/>`;
}

/** Wood in three tones for a box: lit top, front, shaded side. */
export function woodColors(base: string): BoxColors {
  return { front: base, top: shade(base, 0.07), side: shade(base, -0.05) };
}

export function fabricColors(base: string): BoxColors {
  return { front: base, top: shade(base, 0.05), side: shade(mix(base, "#3a3028", 0.1), -0.06) };
}
