/**
 * A room scene: the wallpaper on the back wall of a softly lit room. The light comes from a
 * window on the left wall (the same direction on every picture of the site), falls off across
 * the wall to the right, pools on the floor and throws soft shadows to the right.
 */
import type { RoomType } from "@/content/catalog/taxonomy";
import type { PatternSpec } from "@/lib/images/draw-spec";
import { crownMetres, roomFramingFor, skirtingMetres } from "@/lib/images/room-geometry";

import { isDark, mix, shade } from "../color";
import { createRng, type Rng } from "../prng";
import sharp from "sharp";

import { toRaw, type RawImage } from "../pipeline/encode";
import { svgToPng } from "../raster";
import { surfaceDocument } from "../surface";
import { n, svgDocument, type Point } from "../svg";
import { createCamera, poly, project, type Camera } from "./camera";
import { furnishers, roomColors, tiledRooms } from "./furniture";

function floorBoards(cam: Camera, rng: Rng, base: string): string {
  const near = 1.2;
  const far = cam.wallZ;
  let out = "";
  const plank = 0.19;
  const x0 = cam.leftX;
  // Far enough right to reach the picture's edge at the back wall, where the floor is widest.
  const x1 = ((cam.width - cam.vpX) / cam.f) * far + plank;
  for (let x = x0; x < x1; x += plank) {
    // Each board a touch different; joints where one board ends and the next begins.
    let z = far;
    while (z > near) {
      const len = rng.range(1.2, 2.6);
      const zEnd = Math.max(near, z - len);
      const tone = shade(base, rng.gauss(0.03));
      out += poly(
        [
          project(cam, x, 0, z),
          project(cam, x + plank, 0, z),
          project(cam, x + plank, 0, zEnd),
          project(cam, x, 0, zEnd),
        ],
        tone,
      );
      z = zEnd;
    }
    const [ax, ay] = project(cam, x, 0, far);
    const [bx, by] = project(cam, x, 0, near);
    out += `<path d="M${n(ax)} ${n(ay)}L${n(bx)} ${n(by)}" stroke="${shade(base, -0.14)}" stroke-width="1" opacity="0.6"/>`;
  }
  return out;
}

function floorTiles(cam: Camera, a: string, b: string): string {
  const near = 1.2;
  const far = cam.wallZ;
  const size = 0.4;
  let out = "";
  const x1 = ((cam.width - cam.vpX) / cam.f) * far + size;
  let row = 0;
  for (let z = far; z > near; z -= size, row++) {
    let col = 0;
    for (let x = cam.leftX; x < x1; x += size, col++) {
      const fill = (row + col) % 2 === 0 ? a : b;
      out += poly(
        [
          project(cam, x, 0, z),
          project(cam, x + size, 0, z),
          project(cam, x + size, 0, z - size),
          project(cam, x, 0, z - size),
        ],
        fill,
      );
    }
  }
  return out;
}

/** The window on the left wall and the patch of light it throws on the floor. */
function leftWall(cam: Camera, paint: string): { wall: string; lightPool: string } {
  const X = cam.leftX;
  const near = 0.6;
  const p = (y: number, z: number) => project(cam, X, y, z);
  const top = cam.roomHeight;
  let wall = poly([p(0, cam.wallZ), p(top, cam.wallZ), p(top, near), p(0, near)], "url(#leftwall)");
  const z0 = cam.wallZ - 2.6;
  const z1 = cam.wallZ - 1.0;
  const y0 = 0.75;
  const y1 = 2.35;
  // Window: bright glass, a deep white reveal on the far side, glazing bars.
  wall += poly(
    [
      p(y0 - 0.04, z1 + 0.08),
      p(y1 + 0.06, z1 + 0.08),
      p(y1 + 0.06, z0 - 0.08),
      p(y0 - 0.04, z0 - 0.08),
    ],
    "#f6f2ea",
  );
  wall += poly([p(y0, z1), p(y1, z1), p(y1, z0), p(y0, z0)], "url(#glass)");
  const bars = [z0 + (z1 - z0) / 2];
  for (const z of bars) {
    const [ax, ay] = p(y1, z);
    const [bx, by] = p(y0, z);
    wall += `<path d="M${n(ax)} ${n(ay)}L${n(bx)} ${n(by)}" stroke="#f4f0e8" stroke-width="${n(cam.wallScale * 0.05)}"/>`;
  }
  for (const y of [y0 + (y1 - y0) * 0.62]) {
    const [ax, ay] = p(y, z1);
    const [bx, by] = p(y, z0);
    wall += `<path d="M${n(ax)} ${n(ay)}L${n(bx)} ${n(by)}" stroke="#f4f0e8" stroke-width="${n(cam.wallScale * 0.035)}"/>`;
  }
  // A sheer curtain gathered at the far side of the window.
  const [cx0, cy0] = p(y1 + 0.2, z1 + 0.35);
  const [cx1, cy1] = p(0.02, z1 + 0.05);
  wall += `<path d="M${n(cx0)} ${n(cy0)}C${n(cx0 + 6)} ${n((cy0 + cy1) / 2)} ${n(cx1 - 10)} ${n((cy0 + cy1) / 2)} ${n(cx1)} ${n(cy1)}L${n(cx1 + 26)} ${n(cy1 + 6)}C${n(cx0 + 40)} ${n((cy0 + cy1) / 2)} ${n(cx0 + 20)} ${n(cy0)} ${n(cx0 + 14)} ${n(cy0)}Z" fill="#fbf8f2" opacity="0.85"/>`;
  // Sunlight through the window lands on the floor as a soft, skewed patch.
  const land = (y: number, z: number): Point => project(cam, X + y * 0.9, 0, z + y * 0.5);
  const lightPool = poly(
    [land(y0, z0), land(y1 * 0.8, z0), land(y1 * 0.8, z1), land(y0, z1)],
    "#fff6e2",
    `opacity="0.5" filter="url(#pool)"`,
  );
  void paint;
  return { wall, lightPool };
}

/** What covers the back wall: a wallpaper, or plain paint for the visualiser's sample rooms. */
export type WallFinish =
  { kind: "paper"; pattern: PatternSpec } | { kind: "paint"; color: string; accent: string };

export function roomSceneRaw(
  pattern: PatternSpec,
  room: RoomType,
  seed: string,
  width: number,
  height: number,
): Promise<RawImage> {
  return roomScene({ kind: "paper", pattern }, room, seed, width, height);
}

export async function roomScene(
  finish: WallFinish,
  room: RoomType,
  seed: string,
  width: number,
  height: number,
): Promise<RawImage> {
  // Square pictures (brand showcase samples) use the narrower portrait framing.
  const portrait = roomFramingFor(width, height) === "portrait";
  const cam = createCamera(width, height, portrait);
  const rng = createRng(`${seed}|room`);
  const ground = finish.kind === "paper" ? finish.pattern.palette.ground : finish.color;
  const inks = finish.kind === "paper" ? finish.pattern.palette.inks : [finish.accent];
  const colors = roomColors(ground, inks, rng.fork("colours"));
  const wallW = Math.ceil(width - cam.cornerX);
  const wallH = Math.ceil(cam.floorY - cam.ceilingY);
  const wallPng =
    finish.kind === "paper"
      ? await svgToPng(
          (
            await surfaceDocument(finish.pattern, wallW, wallH, cam.wallScale / 100, {
              relief: 0.7,
              uid: "rw",
            })
          ).svg,
        )
      : await sharp({
          create: { width: wallW, height: wallH, channels: 3, background: finish.color },
        })
          .png()
          .toBuffer();
  // A painted room is one colour throughout; beside a wallpaper the side wall is a quiet tint.
  const paint =
    finish.kind === "paint"
      ? finish.color
      : mix(isDark(ground) ? "#e9e3d8" : mix(ground, "#f4f0e8", 0.55), "#f1ece3", 0.4);
  const floorBase = rng.pick(["#b89670", "#a7835c", "#c4a57f", "#8f6c4c"]);
  const tiled = tiledRooms.has(room);
  const furnish = furnishers[room](cam, rng.fork("furniture"), colors, portrait);
  // A sample room is a canvas for the visitor's paper: the same light from the left, with the
  // falloff and vignette eased so the far side of the wall does not sink into shadow.
  const dim = finish.kind === "paint" ? 0.55 : 1;

  const defs = `
<linearGradient id="walllight" x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-color="#fff8ea" stop-opacity="0.22"/><stop offset="0.3" stop-color="#fff8ea" stop-opacity="0.05"/><stop offset="0.65" stop-color="#20160e" stop-opacity="${n(0.1 * dim)}"/><stop offset="1" stop-color="#20160e" stop-opacity="${n(0.3 * dim)}"/></linearGradient>
<linearGradient id="wallvert" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#20160e" stop-opacity="${n(0.16 * dim)}"/><stop offset="0.12" stop-color="#20160e" stop-opacity="0"/><stop offset="0.85" stop-color="#20160e" stop-opacity="0"/><stop offset="1" stop-color="#20160e" stop-opacity="${n(0.14 * dim)}"/></linearGradient>
<linearGradient id="corner" x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-color="#20160e" stop-opacity="0.22"/><stop offset="1" stop-color="#20160e" stop-opacity="0"/></linearGradient>
<linearGradient id="leftwall" gradientUnits="userSpaceOnUse" x1="0" y1="0" x2="${n(cam.cornerX)}" y2="0"><stop offset="0" stop-color="${shade(paint, -0.06)}"/><stop offset="1" stop-color="${shade(paint, -0.12)}"/></linearGradient>
<linearGradient id="glass" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#fdfcf8"/><stop offset="1" stop-color="#f3efe4"/></linearGradient>
<linearGradient id="ceiling" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#e9e4da"/><stop offset="1" stop-color="#f4f0e8"/></linearGradient>
<linearGradient id="floorfade" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#20160e" stop-opacity="0.18"/><stop offset="0.5" stop-color="#20160e" stop-opacity="0.04"/><stop offset="1" stop-color="#20160e" stop-opacity="0.16"/></linearGradient>
<linearGradient id="floorside" x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-color="#fff6e2" stop-opacity="0.12"/><stop offset="1" stop-color="#20160e" stop-opacity="0.18"/></linearGradient>
<radialGradient id="vignette" cx="0.45" cy="0.5" r="0.75"><stop offset="0.6" stop-color="#000" stop-opacity="0"/><stop offset="1" stop-color="#000" stop-opacity="${n(0.22 * dim)}"/></radialGradient>
<radialGradient id="lampglow"><stop offset="0" stop-color="#ffe9bf" stop-opacity="0.45"/><stop offset="1" stop-color="#ffe9bf" stop-opacity="0"/></radialGradient>
<linearGradient id="lampshade" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#efe2c6"/><stop offset="1" stop-color="#fbf3e1"/></linearGradient>
<linearGradient id="mirror" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#dcdcd6"/><stop offset="0.5" stop-color="#b9bcb8"/><stop offset="1" stop-color="#8d918e"/></linearGradient>
<radialGradient id="porthole" cx="0.4" cy="0.35"><stop offset="0" stop-color="#7f8a90"/><stop offset="1" stop-color="#3d454b"/></radialGradient>
<linearGradient id="pot" x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-color="#d8cab2"/><stop offset="1" stop-color="#a8987e"/></linearGradient>
<filter id="soft-shadow" x="-30%" y="-60%" width="160%" height="220%"><feGaussianBlur stdDeviation="${n(cam.wallScale * 0.035)}"/></filter>
<filter id="wall-shadow" x="-20%" y="-20%" width="140%" height="140%"><feGaussianBlur stdDeviation="${n(cam.wallScale * 0.045)}"/></filter>
<filter id="pool" x="-20%" y="-20%" width="140%" height="140%"><feGaussianBlur stdDeviation="${n(cam.wallScale * 0.08)}"/></filter>`;

  const W = width;
  const H = height;
  let body = "";
  // Ceiling above the crown moulding, receding to the vanishing point.
  body += `<rect width="${W}" height="${n(cam.ceilingY + 2)}" fill="url(#ceiling)"/>`;
  // Back wall: the wallpaper is composited underneath this layer; here only the light across it.
  body += `<rect x="${n(cam.cornerX)}" y="${n(cam.ceilingY)}" width="${wallW}" height="${wallH}" fill="url(#walllight)"/>`;
  body += `<rect x="${n(cam.cornerX)}" y="${n(cam.ceilingY)}" width="${wallW}" height="${wallH}" fill="url(#wallvert)"/>`;
  body += `<rect x="${n(cam.cornerX)}" y="${n(cam.ceilingY)}" width="${n(cam.wallScale * 0.25)}" height="${wallH}" fill="url(#corner)"/>`;
  // Crown moulding and skirting board.
  const crown = cam.wallScale * crownMetres;
  body += `<rect x="${n(cam.cornerX)}" y="${n(cam.ceilingY)}" width="${wallW}" height="${n(crown)}" fill="#f1ede5"/><rect x="${n(cam.cornerX)}" y="${n(cam.ceilingY + crown * 0.55)}" width="${wallW}" height="${n(crown * 0.12)}" fill="#d9d3c8"/><rect x="${n(cam.cornerX)}" y="${n(cam.ceilingY + crown)}" width="${wallW}" height="${n(crown * 0.18)}" fill="#20160e" opacity="0.12"/>`;
  const skirt = cam.wallScale * skirtingMetres;
  body += `<rect x="${n(cam.cornerX)}" y="${n(cam.floorY - skirt - crown * 0.2)}" width="${wallW}" height="${n(crown * 0.2)}" fill="#20160e" opacity="0.1"/><rect x="${n(cam.cornerX)}" y="${n(cam.floorY - skirt)}" width="${wallW}" height="${n(skirt)}" fill="#efebe3"/><rect x="${n(cam.cornerX)}" y="${n(cam.floorY - skirt)}" width="${wallW}" height="${n(skirt * 0.12)}" fill="#fbf9f4"/>`;
  body += `<rect x="${n(cam.cornerX)}" y="${n(cam.floorY - skirt)}" width="${wallW}" height="${n(skirt)}" fill="url(#walllight)"/>`;
  // Floor.
  const floorArea = `<clipPath id="floorclip"><rect x="0" y="${n(cam.floorY)}" width="${W}" height="${n(H - cam.floorY)}"/></clipPath>`;
  const floor = tiled
    ? floorTiles(cam, "#efebe3", rng.pick(["#3d4448", "#6f6a62", "#b7ab98"]))
    : floorBoards(cam, rng.fork("floor"), floorBase);
  body += `<defs>${floorArea}</defs><g clip-path="url(#floorclip)">${floor}<rect y="${n(cam.floorY)}" width="${W}" height="${n(H - cam.floorY)}" fill="url(#floorfade)"/><rect y="${n(cam.floorY)}" width="${W}" height="${n(H - cam.floorY)}" fill="url(#floorside)"/></g>`;
  // Left wall with the window, its skirting and crown in perspective.
  const lw = leftWall(cam, paint);
  body += lw.wall;
  const p = (y: number, z: number) => project(cam, cam.leftX, y, z);
  body += poly([p(0, cam.wallZ), p(0.12, cam.wallZ), p(0.12, 0.6), p(0, 0.6)], "#e4dfd6");
  body += poly(
    [
      p(cam.roomHeight, cam.wallZ),
      p(cam.roomHeight - 0.07, cam.wallZ),
      p(cam.roomHeight - 0.07, 0.6),
      p(cam.roomHeight, 0.6),
    ],
    "#ebe6dd",
  );
  const [ceX, ceY] = p(cam.roomHeight, 0.6);
  body += `<path d="M${n(cam.cornerX)} ${n(cam.ceilingY)}L${n(ceX)} ${n(ceY)}L0 ${n(ceY)}L0 0H${n(cam.cornerX)}Z" fill="#ece7de"/>`;
  // Shadows and wall pieces, the pool of sunlight, then furniture and the glow of lamps.
  body += furnish.wall;
  body += lw.lightPool;
  body += furnish.shadows;
  body += furnish.items;
  body += furnish.glow;
  body += `<rect width="${W}" height="${H}" fill="url(#vignette)"/>`;
  // Compositing the wall bitmap under the scene is much faster than embedding it in the SVG.
  const scene = await svgToPng(svgDocument(W, H, defs, body));
  const raw = await toRaw(
    sharp({
      create: { width: W, height: H, channels: 3, background: "#ffffff" },
    }).composite([
      { input: wallPng, left: Math.round(cam.cornerX), top: Math.round(cam.ceilingY) },
      { input: scene, left: 0, top: 0 },
    ]),
  );
  if (finish.kind === "paint") dither(raw, createRng(`${seed}|grain`));
  return raw;
}

/**
 * A plain wall's soft light steps through a few levels of 8-bit colour over hundreds of pixels,
 * which shows as rings round a lamp; a level or two of grain breaks them up, as a camera's does.
 */
function dither(raw: RawImage, rng: Rng): void {
  const { data } = raw;
  for (let i = 0; i < data.length; i++) {
    const noise = (rng.next() + rng.next() - 1) * 2;
    data[i] = Math.max(0, Math.min(255, Math.round((data[i] ?? 0) + noise)));
  }
}
