/**
 * One well-drawn piece of furniture per room type, built from boxes in the room's perspective so
 * tops, sides and fronts foreshorten correctly, plus a lamp or a plant. Everything stands
 * against the back wall, lit from the window on the left.
 */
import type { RoomType } from "@/content/catalog/taxonomy";

import { isDark, lightness, mix, shade } from "../color";
import type { Rng } from "../prng";
import { n } from "../svg";
import {
  box,
  depthScale,
  fabricColors,
  floorShadow,
  project,
  wallShadow,
  woodColors,
  type BoxColors,
  type Camera,
} from "./camera";
import { books, pottedPlant, tableLamp, vaseWithBranches } from "./props";

export type Furnishing = {
  /** Drawn on the wall, before anything stands in front of it (mirrors, sconces, shelves). */
  wall: string;
  /** Contact shadows on wall and floor. */
  shadows: string;
  /** The furniture itself, back to front. */
  items: string;
  /** Light from lamps, added on top with a soft blend. */
  glow: string;
};

export type RoomColors = {
  /** Upholstery that sits well against the wallpaper. */
  fabric: string;
  /** A cushion or throw picking up an ink of the wallpaper. */
  accent: string;
  wood: string;
  darkWood: string;
  metal: string;
  ceramic: string;
  white: string;
};

export function roomColors(ground: string, inks: readonly string[], rng: Rng): RoomColors {
  const wallDark = isDark(ground);
  // Upholstery contrasts with the wall in lightness: pale linen on dark papers, a deeper
  // oatmeal or slate on pale ones.
  const fabricChoices = wallDark
    ? ["#e6dfd2", "#d9cdb8", "#ece7df"]
    : lightness(ground) > 0.85
      ? ["#8c8173", "#b9ab94", "#6f746c", "#a89a84"]
      : ["#efe9df", "#d8cbb5", "#e4dccd"];
  const accent =
    inks.find((c) => Math.abs(lightness(c) - lightness(ground)) > 0.12) ?? inks[0] ?? "#8a6a4a";
  return {
    fabric: rng.pick(fabricChoices),
    accent,
    wood: rng.pick(["#b08a5e", "#a37c52", "#c39d70"]),
    darkWood: rng.pick(["#5e4330", "#4a3526", "#6b4d37"]),
    metal: "#b8934e",
    ceramic: rng.pick(["#ede6d8", "#d9d2c4", "#c9b8a0", "#7d8f8a"]),
    white: "#f3efe7",
  };
}

type Build = (cam: Camera, rng: Rng, c: RoomColors, portrait: boolean) => Furnishing;

const legs = (
  cam: Camera,
  xs: number[],
  z0: number,
  z1: number,
  h: number,
  color: string,
  t = 0.045,
) =>
  xs
    .flatMap((x) =>
      [z1, z0].map((z) => box(cam, x - t / 2, x + t / 2, 0, h, z - t, z, woodColors(color))),
    )
    .join("");

const livingRoom: Build = (cam, rng, c, portrait) => {
  const W = cam.wallZ;
  const half = portrait ? 0.85 : 1.1;
  const cxs = portrait ? -0.12 : 0.2;
  const x0 = cxs - half;
  const x1 = cxs + half;
  const back = W - 0.08;
  const front = W - 0.95;
  const fab = fabricColors(c.fabric);
  let items = "";
  // The tree stands by the window, just behind the sofa's arm.
  items += pottedPlant(
    cam,
    rng,
    x0 - (portrait ? 0.12 : 0.45),
    W - 0.35,
    "#c4b49b",
    portrait ? 1.6 : 1.7,
    rng.chance(0.5) ? "fig" : "olive",
  );
  items += legs(cam, [x0 + 0.08, x1 - 0.08], front + 0.06, back - 0.06, 0.12, c.darkWood, 0.05);
  items += box(cam, x0 + 0.05, x1 - 0.05, 0.42, 0.86, back - 0.24, back, fab, 0.05);
  // Back cushions, softly rounded, then the arms and the seat.
  const seats = 2;
  const inner0 = x0 + 0.2;
  const inner1 = x1 - 0.2;
  // One cushion per seat, a hair narrower than its share of the sofa so the seams show.
  const cushionRow = (
    y0: number,
    y1: number,
    z0: number,
    z1: number,
    face: BoxColors,
    rx: number,
  ) =>
    Array.from({ length: seats }, (_, i) => {
      const a = inner0 + ((inner1 - inner0) / seats) * i + 0.01;
      const b = inner0 + ((inner1 - inner0) / seats) * (i + 1) - 0.01;
      return box(cam, a, b, y0, y1, z0, z1, face, rx);
    }).join("");
  items += cushionRow(
    0.5,
    0.9,
    back - 0.42,
    back - 0.22,
    { front: shade(c.fabric, 0.02), top: shade(c.fabric, 0.07), side: shade(c.fabric, -0.07) },
    0.07,
  );
  items += box(cam, x0 + 0.02, x1 - 0.02, 0.12, 0.44, front, back - 0.1, fab, 0.03);
  items += box(cam, x0, x0 + 0.2, 0.12, 0.66, front - 0.02, back, fab, 0.06);
  items += box(cam, x1 - 0.2, x1, 0.12, 0.66, front - 0.02, back, fab, 0.06);
  items += cushionRow(
    0.44,
    0.56,
    front + 0.01,
    back - 0.42,
    { front: shade(c.fabric, -0.01), top: shade(c.fabric, 0.08), side: shade(c.fabric, -0.08) },
    0.05,
  );
  // Two throw pillows picking up the wallpaper's ink.
  for (const [px, tilt] of [
    [inner0 + 0.24, -8],
    [inner1 - 0.24, 7],
  ] as const) {
    const [sx, sy] = project(cam, px, 0.75, back - 0.46);
    const s = depthScale(cam, back - 0.46) * cam.wallScale * 0.4;
    items += `<g transform="translate(${n(sx)} ${n(sy)}) rotate(${tilt})"><rect x="${n(-s / 2)}" y="${n(-s / 2)}" width="${n(s)}" height="${n(s)}" rx="${n(s * 0.18)}" fill="${c.accent}"/><rect x="${n(-s / 2)}" y="${n(-s / 2)}" width="${n(s * 0.5)}" height="${n(s)}" rx="${n(s * 0.18)}" fill="#ffffff" opacity="0.08"/></g>`;
  }
  // Side table with a lamp on the right; a tree in a pot by the window.
  const tx = x1 + (portrait ? 0.3 : 0.42);
  const t0 = W - 0.55;
  const t1 = W - 0.1;
  items += legs(cam, [tx - 0.2, tx + 0.2], t0 + 0.03, t1 - 0.03, 0.55, c.darkWood, 0.035);
  items += box(cam, tx - 0.24, tx + 0.24, 0.55, 0.59, t0, t1, woodColors(c.darkWood));
  const lamp = tableLamp(cam, tx, 0.59, (t0 + t1) / 2, c.ceramic, "#f4e8cf");
  items += lamp.lamp;
  const shadows =
    wallShadow(cam, x0, x1, 0, 0.9) +
    floorShadow(cam, x0, x1, front - 0.05, back) +
    wallShadow(cam, tx - 0.24, tx + 0.24, 0, 0.6, 0.22) +
    floorShadow(cam, tx - 0.24, tx + 0.24, t0, t1, 0.25);
  return { wall: "", shadows, items, glow: lamp.glow };
};

const bedroom: Build = (cam, rng, c, portrait) => {
  const W = cam.wallZ;
  const cxs = portrait ? 0.0 : 0.15;
  const half = 0.78;
  const x0 = cxs - half;
  const x1 = cxs + half;
  const head = W - 0.06;
  const foot = W - 1.85;
  let items = "";
  // Upholstered headboard with channel stitching.
  const hb = shade(c.fabric, -0.04);
  items += box(cam, x0 - 0.04, x1 + 0.04, 0, 1.3, head - 0.1, head, fabricColors(hb), 0.08);
  {
    const [ax, ay] = project(cam, x0, 1.24, head - 0.1);
    const [bx, by] = project(cam, x1, 0.6, head - 0.1);
    let lines = "";
    for (let i = 1; i < 8; i++) {
      const x = ax + ((bx - ax) * i) / 8;
      lines += `M${n(x)} ${n(ay)}V${n(by)}`;
    }
    items += `<path d="${lines}" stroke="${shade(hb, -0.1)}" stroke-width="2" opacity="0.6"/>`;
  }
  items += box(cam, x0, x1, 0.06, 0.34, foot, head - 0.1, fabricColors(shade(hb, -0.06)), 0.02);
  // Mattress under a white duvet, pillows, and a throw in the wallpaper's ink.
  const duvet = "#f2eee6";
  // The duvet falls over the edge of the mattress and hides most of the base.
  items += box(
    cam,
    x0 - 0.01,
    x1 + 0.01,
    0.26,
    0.62,
    foot - 0.03,
    head - 0.12,
    { front: "#e8e2d7", top: duvet, side: "#dcd5c8" },
    0.03,
  );
  for (const [a, b] of [
    [x0 + 0.08, cxs - 0.03],
    [cxs + 0.03, x1 - 0.08],
  ] as const) {
    items += box(
      cam,
      a,
      b,
      0.62,
      0.86,
      head - 0.42,
      head - 0.16,
      { front: "#f7f4ee", top: "#fbf9f5", side: "#e2ddd3" },
      0.08,
    );
  }
  const cushion = mix(c.accent, "#f2eee6", 0.15);
  items += box(
    cam,
    cxs - 0.22,
    cxs + 0.22,
    0.64,
    0.8,
    head - 0.5,
    head - 0.42,
    { front: cushion, top: shade(cushion, 0.06) },
    0.08,
  );
  const throwColor = mix(c.accent, "#f2eee6", 0.45);
  items += box(
    cam,
    x0 - 0.03,
    x1 + 0.03,
    0.44,
    0.645,
    foot - 0.045,
    foot + 0.5,
    { front: throwColor, top: shade(throwColor, 0.05), side: shade(throwColor, -0.08) },
    0.015,
  );
  // Nightstands, each with a lamp.
  let glow = "";
  for (const side of [-1, 1]) {
    const nx = side < 0 ? x0 - 0.34 : x1 + 0.34;
    const z0 = W - 0.5;
    const z1 = W - 0.08;
    items += box(cam, nx - 0.25, nx + 0.25, 0.05, 0.58, z0, z1, woodColors(c.wood));
    const [dx0, dy0] = project(cam, nx - 0.22, 0.36, z0);
    const [dx1] = project(cam, nx + 0.22, 0.36, z0);
    items += `<path d="M${n(dx0)} ${n(dy0)}H${n(dx1)}" stroke="${shade(c.wood, -0.15)}" stroke-width="2"/>`;
    items += legs(cam, [nx - 0.22, nx + 0.22], z0 + 0.03, z1 - 0.03, 0.05, c.wood, 0.04);
    const lamp = tableLamp(cam, nx, 0.58, (z0 + z1) / 2, c.ceramic, "#f4e8cf", 0.56);
    items += lamp.lamp;
    glow += lamp.glow;
  }
  // The headboard's shadow, and the nightstands' lower ones beside it.
  const shadows =
    wallShadow(cam, x0 - 0.04, x1 + 0.04, 0, 1.3, 0.22) +
    wallShadow(cam, x0 - 0.59, x0 - 0.09, 0, 0.62, 0.2) +
    wallShadow(cam, x1 + 0.09, x1 + 0.59, 0, 0.62, 0.2) +
    floorShadow(cam, x0, x1, foot - 0.05, head);
  return { wall: "", shadows, items, glow };
};

const diningRoom: Build = (cam, rng, c, portrait) => {
  const W = cam.wallZ;
  const cxs = portrait ? 0.1 : 0.2;
  const half = portrait ? 0.75 : 0.95;
  const z0 = W - 1.75;
  const z1 = W - 0.85;
  let items = "";
  const chair = (x: number, zFront: number, facing: "front" | "back") => {
    const cw = 0.22;
    let out = legs(
      cam,
      [x - cw + 0.03, x + cw - 0.03],
      zFront + 0.03,
      zFront + 0.42,
      0.46,
      c.darkWood,
      0.035,
    );
    if (facing === "front") {
      out += box(
        cam,
        x - cw,
        x + cw,
        0.46,
        1.02,
        zFront + 0.4,
        zFront + 0.45,
        woodColors(c.darkWood),
        0.03,
      );
      out += box(
        cam,
        x - cw + 0.03,
        x + cw - 0.03,
        0.55,
        0.95,
        zFront + 0.38,
        zFront + 0.4,
        fabricColors(c.fabric),
        0.04,
      );
    }
    out += box(cam, x - cw, x + cw, 0.44, 0.5, zFront, zFront + 0.45, fabricColors(c.fabric), 0.02);
    return out;
  };
  // Chairs on the far side of the table, seen from the front over the table top.
  const spacing = portrait ? 0.62 : 0.7;
  for (const x of [
    cxs - spacing / 2 - (portrait ? 0 : spacing / 2),
    cxs + spacing / 2 + (portrait ? 0 : spacing / 2),
    ...(portrait ? [] : [cxs]),
  ]) {
    items += chair(x, z1 - 0.05, "front");
  }
  items += legs(
    cam,
    [cxs - half + 0.08, cxs + half - 0.08],
    z0 + 0.08,
    z1 - 0.08,
    0.72,
    c.wood,
    0.07,
  );
  items += box(cam, cxs - half, cxs + half, 0.72, 0.77, z0, z1, woodColors(c.wood));
  items += vaseWithBranches(cam, rng, cxs, 0.77, (z0 + z1) / 2, c.ceramic, c.accent);
  // A pendant light hanging over the table.
  const [px, py] = project(cam, cxs, 1.62, (z0 + z1) / 2);
  const [, topY] = project(cam, cxs, cam.roomHeight, (z0 + z1) / 2);
  const s = depthScale(cam, (z0 + z1) / 2) * cam.wallScale;
  items += `<path d="M${n(px)} ${n(topY)}V${n(py - s * 0.16)}" stroke="#2b2622" stroke-width="${n(s * 0.006)}"/>`;
  items += `<path d="M${n(px - s * 0.24)} ${n(py)}C${n(px - s * 0.22)} ${n(py - s * 0.14)} ${n(px - s * 0.1)} ${n(py - s * 0.17)} ${n(px)} ${n(py - s * 0.17)}C${n(px + s * 0.1)} ${n(py - s * 0.17)} ${n(px + s * 0.22)} ${n(py - s * 0.14)} ${n(px + s * 0.24)} ${n(py)}Z" fill="${c.metal}"/>`;
  items += `<ellipse cx="${n(px)}" cy="${n(py)}" rx="${n(s * 0.24)}" ry="${n(s * 0.035)}" fill="#fff4d8"/>`;
  const glow = `<ellipse cx="${n(px)}" cy="${n(py + s * 0.1)}" rx="${n(s * 0.9)}" ry="${n(s * 0.5)}" fill="url(#lampglow)"/>`;
  const shadows =
    floorShadow(cam, cxs - half, cxs + half, z0, z1 + 0.3, 0.3) +
    wallShadow(cam, cxs - half, cxs + half, 0, 1.0, 0.12);
  return { wall: "", shadows, items, glow };
};

const powderRoom: Build = (cam, rng, c, portrait) => {
  const W = cam.wallZ;
  const cxs = portrait ? 0.1 : 0.15;
  const half = 0.5;
  const z0 = W - 0.52;
  const z1 = W - 0.02;
  let wall = "";
  // An arched mirror with a brass frame, reflecting a pale, blurred room.
  const [mx0, my0] = project(cam, cxs - 0.34, 1.95, W);
  const [mx1, my1] = project(cam, cxs + 0.34, 1.05, W);
  const mw = mx1 - mx0;
  const arch = `M${n(mx0)} ${n(my1)}V${n(my0 + mw / 2)}A${n(mw / 2)} ${n(mw / 2)} 0 0 1 ${n(mx1)} ${n(my0 + mw / 2)}V${n(my1)}Z`;
  wall += `<path d="${arch}" fill="#1d1712" opacity="0.25" transform="translate(8 8)" filter="url(#wall-shadow)"/>`;
  wall += `<path d="${arch}" fill="${c.metal}"/>`;
  const inset = mw * 0.05;
  const innerArch = `M${n(mx0 + inset)} ${n(my1 - inset)}V${n(my0 + mw / 2)}A${n(mw / 2 - inset)} ${n(mw / 2 - inset)} 0 0 1 ${n(mx1 - inset)} ${n(my0 + mw / 2)}V${n(my1 - inset)}Z`;
  wall += `<path d="${innerArch}" fill="url(#mirror)"/>`;
  wall += `<path d="M${n(mx0 + mw * 0.25)} ${n(my0 + mw * 0.4)}L${n(mx0 + mw * 0.55)} ${n(my0 + mw * 0.1)}M${n(mx0 + mw * 0.3)} ${n(my0 + mw * 0.6)}L${n(mx0 + mw * 0.7)} ${n(my0 + mw * 0.2)}" stroke="#ffffff" stroke-width="${n(mw * 0.02)}" opacity="0.35"/>`;
  // Brass sconces either side, glowing.
  let glow = "";
  for (const side of [-1, 1]) {
    const [sx, sy] = project(cam, cxs + side * 0.55, 1.62, W);
    const s = cam.wallScale;
    wall += `<rect x="${n(sx - s * 0.025)}" y="${n(sy - s * 0.04)}" width="${n(s * 0.05)}" height="${n(s * 0.14)}" rx="${n(s * 0.02)}" fill="${c.metal}"/>`;
    wall += `<path d="M${n(sx - s * 0.07)} ${n(sy - s * 0.16)}H${n(sx + s * 0.07)}L${n(sx + s * 0.05)} ${n(sy - s * 0.01)}H${n(sx - s * 0.05)}Z" fill="url(#lampshade)"/>`;
    glow += `<ellipse cx="${n(sx)}" cy="${n(sy - s * 0.1)}" rx="${n(s * 0.45)}" ry="${n(s * 0.55)}" fill="url(#lampglow)"/>`;
  }
  let items = "";
  // A marble-topped console vanity on brass legs, with a round basin and a faucet.
  items += legs(
    cam,
    [cxs - half + 0.04, cxs + half - 0.04],
    z0 + 0.02,
    z1 - 0.02,
    0.82,
    c.metal,
    0.03,
  );
  items += box(cam, cxs - half + 0.03, cxs + half - 0.03, 0.22, 0.25, z0 + 0.05, z1 - 0.03, {
    front: c.metal,
    top: shade(c.metal, 0.08),
  });
  items += box(cam, cxs - half, cxs + half, 0.82, 0.86, z0, z1, {
    front: "#e9e4dc",
    top: "#f4f1eb",
    side: "#d9d3c8",
  });
  const [bx, by] = project(cam, cxs, 0.86, (z0 + z1) / 2);
  const s = depthScale(cam, (z0 + z1) / 2) * cam.wallScale;
  items += `<path d="M${n(bx - s * 0.2)} ${n(by)}C${n(bx - s * 0.2)} ${n(by - s * 0.12)} ${n(bx + s * 0.2)} ${n(by - s * 0.12)} ${n(bx + s * 0.2)} ${n(by)}Z" fill="#f7f5f0"/>`;
  items += `<ellipse cx="${n(bx)}" cy="${n(by - s * 0.09)}" rx="${n(s * 0.19)}" ry="${n(s * 0.03)}" fill="#d9d4cb"/>`;
  const [fx, fy] = project(cam, cxs, 0.86, z1 - 0.06);
  items += `<path d="M${n(fx)} ${n(fy)}V${n(fy - s * 0.2)}Q${n(fx)} ${n(fy - s * 0.26)} ${n(fx + s * 0.08)} ${n(fy - s * 0.24)}" stroke="${c.metal}" stroke-width="${n(s * 0.02)}" fill="none"/>`;
  // Folded hand towel and a small vase.
  items += box(
    cam,
    cxs + half - 0.25,
    cxs + half - 0.05,
    0.86,
    0.93,
    z0 + 0.08,
    z0 + 0.3,
    { front: c.accent, top: shade(c.accent, 0.06) },
    0.01,
  );
  items += vaseWithBranches(cam, rng, cxs - half + 0.15, 0.86, z0 + 0.2, c.ceramic, "#f1efe8");
  const shadows =
    wallShadow(cam, cxs - half, cxs + half, 0.1, 0.9, 0.2) +
    floorShadow(cam, cxs - half, cxs + half, z0, z1, 0.25);
  return { wall, shadows, items, glow };
};

const entryHall: Build = (cam, rng, c, portrait) => {
  const W = cam.wallZ;
  const cxs = portrait ? 0.12 : 0.15;
  const half = portrait ? 0.65 : 0.75;
  const z0 = W - 0.42;
  const z1 = W - 0.04;
  let items = "";
  items += legs(
    cam,
    [cxs - half + 0.05, cxs + half - 0.05],
    z0 + 0.03,
    z1 - 0.03,
    0.8,
    c.darkWood,
    0.045,
  );
  items += box(
    cam,
    cxs - half + 0.05,
    cxs + half - 0.05,
    0.16,
    0.19,
    z0 + 0.04,
    z1 - 0.04,
    woodColors(c.darkWood),
  );
  items += box(cam, cxs - half, cxs + half, 0.8, 0.86, z0, z1, woodColors(c.darkWood));
  // On the lower shelf: baskets. On top: a lamp, books and a bowl.
  items += box(
    cam,
    cxs - 0.45,
    cxs - 0.1,
    0.19,
    0.42,
    z0 + 0.06,
    z1 - 0.06,
    { front: "#b9a27a", top: "#c9b48e" },
    0.03,
  );
  items += box(
    cam,
    cxs + 0.1,
    cxs + 0.45,
    0.19,
    0.42,
    z0 + 0.06,
    z1 - 0.06,
    { front: "#b9a27a", top: "#c9b48e" },
    0.03,
  );
  const lamp = tableLamp(cam, cxs - half + 0.28, 0.86, (z0 + z1) / 2, c.ceramic, "#f4e8cf", 0.7);
  items += lamp.lamp;
  items += books(cam, rng, cxs + 0.15, 0.86, (z0 + z1) / 2, [c.accent, "#e8e1d4", "#3d4a4f"]);
  items += vaseWithBranches(cam, rng, cxs + half - 0.2, 0.86, (z0 + z1) / 2, c.ceramic, c.accent);
  if (!portrait)
    items += pottedPlant(cam, rng, cxs + half + 0.6, W - 0.45, "#c4b49b", 1.3, "olive");
  const shadows =
    wallShadow(cam, cxs - half, cxs + half, 0, 0.9, 0.2) +
    floorShadow(cam, cxs - half, cxs + half, z0, z1, 0.3);
  return { wall: "", shadows, items, glow: lamp.glow };
};

const office: Build = (cam, rng, c, portrait) => {
  const W = cam.wallZ;
  const cxs = portrait ? 0.12 : 0.2;
  const half = portrait ? 0.7 : 0.8;
  const z0 = W - 0.72;
  const z1 = W - 0.06;
  let items = "";
  // A writing desk with a drawer pedestal on the right.
  items += legs(cam, [cxs - half + 0.05], z0 + 0.05, z1 - 0.05, 0.73, c.wood, 0.05);
  items += box(cam, cxs + half - 0.45, cxs + half, 0, 0.73, z0 + 0.02, z1, woodColors(c.wood));
  for (let i = 1; i < 3; i++) {
    const [ax, ay] = project(cam, cxs + half - 0.45, 0.73 * (i / 3), z0 + 0.02);
    const [bx] = project(cam, cxs + half, 0, z0 + 0.02);
    const s = depthScale(cam, z0) * cam.wallScale;
    items += `<path d="M${n(ax)} ${n(ay)}H${n(bx)}" stroke="${shade(c.wood, -0.15)}" stroke-width="2"/><rect x="${n((ax + bx) / 2 - s * 0.05)}" y="${n(ay - s * 0.12)}" width="${n(s * 0.1)}" height="${n(s * 0.015)}" fill="${c.metal}"/>`;
  }
  items += box(cam, cxs - half, cxs + half, 0.73, 0.77, z0, z1, woodColors(c.wood));
  items += books(cam, rng, cxs + half - 0.3, 0.77, z1 - 0.2, [c.accent, "#e8e1d4", "#3d4a4f"]);
  // An arched desk lamp on the left, a laptop in the middle.
  const [lx, ly] = project(cam, cxs - half + 0.25, 0.77, z1 - 0.2);
  const s = depthScale(cam, z1 - 0.2) * cam.wallScale;
  items += `<ellipse cx="${n(lx)}" cy="${n(ly)}" rx="${n(s * 0.07)}" ry="${n(s * 0.015)}" fill="#2b2622"/>`;
  items += `<path d="M${n(lx)} ${n(ly)}L${n(lx + s * 0.06)} ${n(ly - s * 0.32)}L${n(lx + s * 0.26)} ${n(ly - s * 0.42)}" stroke="#2b2622" stroke-width="${n(s * 0.014)}" fill="none"/>`;
  items += `<path d="M${n(lx + s * 0.2)} ${n(ly - s * 0.47)}L${n(lx + s * 0.34)} ${n(ly - s * 0.4)}L${n(lx + s * 0.3)} ${n(ly - s * 0.32)}Z" fill="#2b2622"/>`;
  const glow = `<ellipse cx="${n(lx + s * 0.3)}" cy="${n(ly - s * 0.2)}" rx="${n(s * 0.5)}" ry="${n(s * 0.35)}" fill="url(#lampglow)"/>`;
  const [kx, ky] = project(cam, cxs - 0.05, 0.77, z0 + 0.3);
  items += `<path d="M${n(kx - s * 0.18)} ${n(ky)}H${n(kx + s * 0.18)}L${n(kx + s * 0.16)} ${n(ky - s * 0.2)}H${n(kx - s * 0.16)}Z" fill="#3a3835"/><path d="M${n(kx - s * 0.15)} ${n(ky - s * 0.02)}H${n(kx + s * 0.15)}L${n(kx + s * 0.135)} ${n(ky - s * 0.18)}H${n(kx - s * 0.135)}Z" fill="#5b6770"/>`;
  // The desk chair, seen from behind, pulled up to the desk.
  const cz = z0 - 0.15;
  const cs = depthScale(cam, cz) * cam.wallScale;
  const [chx, chy] = project(cam, cxs - 0.05, 0, cz);
  let chairSvg = "";
  // Five-star base lying on the floor, so its spokes are foreshortened.
  for (let k = 0; k < 5; k++) {
    const a = ((k * 72 + 18) * Math.PI) / 180;
    const ex = chx + Math.cos(a) * cs * 0.3;
    const ey = chy - cs * 0.03 + Math.sin(a) * cs * 0.07;
    chairSvg += `<path d="M${n(chx)} ${n(chy - cs * 0.06)}L${n(ex)} ${n(ey)}" stroke="#2b2622" stroke-width="${n(cs * 0.025)}" stroke-linecap="round"/><circle cx="${n(ex)}" cy="${n(ey + cs * 0.02)}" r="${n(cs * 0.018)}" fill="#1d1a17"/>`;
  }
  chairSvg += `<rect x="${n(chx - cs * 0.015)}" y="${n(chy - cs * 0.45)}" width="${n(cs * 0.03)}" height="${n(cs * 0.4)}" fill="#2b2622"/>`;
  chairSvg += `<rect x="${n(chx - cs * 0.24)}" y="${n(chy - cs * 0.52)}" width="${n(cs * 0.48)}" height="${n(cs * 0.08)}" rx="${n(cs * 0.03)}" fill="${shade(c.fabric, -0.2)}"/>`;
  chairSvg += `<rect x="${n(chx - cs * 0.22)}" y="${n(chy - cs * 0.98)}" width="${n(cs * 0.44)}" height="${n(cs * 0.46)}" rx="${n(cs * 0.08)}" fill="${shade(c.fabric, -0.15)}"/>`;
  chairSvg += `<rect x="${n(chx - cs * 0.22)}" y="${n(chy - cs * 0.98)}" width="${n(cs * 0.16)}" height="${n(cs * 0.46)}" rx="${n(cs * 0.08)}" fill="#ffffff" opacity="0.07"/>`;
  items += chairSvg;
  if (!portrait) items += pottedPlant(cam, rng, cxs - half - 0.55, W - 0.45, "#c4b49b", 1.5, "fig");
  const shadows =
    wallShadow(cam, cxs - half, cxs + half, 0, 0.8, 0.18) +
    floorShadow(cam, cxs - half, cxs + half, z0, z1, 0.28) +
    floorShadow(cam, cxs - 0.35, cxs + 0.25, cz - 0.25, cz + 0.25, 0.25);
  return { wall: "", shadows, items, glow };
};

const nursery: Build = (cam, rng, c, portrait) => {
  const W = cam.wallZ;
  const cxs = portrait ? 0.1 : 0.1;
  const half = 0.68;
  const z0 = W - 0.75;
  const z1 = W - 0.08;
  const frame = "#f1ede6";
  let items = "";
  // A crib: corner posts, top rails and slats, the mattress and a folded blanket behind them.
  items += box(cam, cxs - half + 0.05, cxs + half - 0.05, 0.3, 0.42, z0 + 0.04, z1 - 0.04, {
    front: "#f7f4ef",
    top: "#fbfaf6",
  });
  items += box(
    cam,
    cxs - 0.25,
    cxs + 0.3,
    0.42,
    0.48,
    z0 + 0.2,
    z1 - 0.2,
    { front: c.accent, top: shade(c.accent, 0.06) },
    0.02,
  );
  items += box(cam, cxs - half, cxs + half, 0.86, 0.92, z1 - 0.05, z1, { front: frame });
  items += box(cam, cxs - half, cxs - half + 0.05, 0, 0.95, z0, z1, {
    front: frame,
    side: shade(frame, -0.06),
  });
  items += box(cam, cxs + half - 0.05, cxs + half, 0, 0.95, z0, z1, {
    front: frame,
    side: shade(frame, -0.04),
  });
  const [ax, ay] = project(cam, cxs - half + 0.05, 0.88, z0);
  const [bx, by] = project(cam, cxs + half - 0.05, 0.25, z0);
  let slats = "";
  const count = 13;
  const sw = (bx - ax) / count / 3.2;
  for (let i = 1; i < count; i++) {
    const x = ax + ((bx - ax) * i) / count;
    slats += `<rect x="${n(x - sw / 2)}" y="${n(ay)}" width="${n(sw)}" height="${n(by - ay)}" fill="${frame}"/>`;
  }
  items += slats;
  items += box(cam, cxs - half, cxs + half, 0.86, 0.92, z0, z0 + 0.05, {
    front: frame,
    top: "#faf8f4",
  });
  items += box(cam, cxs - half, cxs + half, 0.2, 0.26, z0, z0 + 0.05, { front: frame });
  // A soft rabbit on the floor and a woven basket.
  const [rx, ry] = project(cam, cxs + half + 0.45, 0, W - 0.6);
  const s = depthScale(cam, W - 0.6) * cam.wallScale;
  items += `<ellipse cx="${n(rx + s * 0.04)}" cy="${n(ry)}" rx="${n(s * 0.22)}" ry="${n(s * 0.04)}" fill="#1d1712" opacity="0.25" filter="url(#soft-shadow)"/>`;
  items += `<path d="M${n(rx - s * 0.2)} ${n(ry - s * 0.3)}H${n(rx + s * 0.2)}L${n(rx + s * 0.17)} ${n(ry)}H${n(rx - s * 0.17)}Z" fill="#c2a77e"/>`;
  let weave = "";
  for (let i = 1; i < 6; i++)
    weave += `M${n(rx - s * 0.2)} ${n(ry - s * 0.3 + i * s * 0.05)}H${n(rx + s * 0.2)}`;
  items += `<path d="${weave}" stroke="#a88d66" stroke-width="${n(s * 0.008)}"/>`;
  items += `<circle cx="${n(rx - s * 0.05)}" cy="${n(ry - s * 0.36)}" r="${n(s * 0.08)}" fill="#efe6da"/><ellipse cx="${n(rx - s * 0.08)}" cy="${n(ry - s * 0.5)}" rx="${n(s * 0.025)}" ry="${n(s * 0.08)}" fill="#efe6da"/><ellipse cx="${n(rx - s * 0.01)}" cy="${n(ry - s * 0.5)}" rx="${n(s * 0.025)}" ry="${n(s * 0.08)}" fill="#efe6da"/>`;
  // A mobile of little clouds and stars hanging over the crib.
  const [mx, my] = project(cam, cxs, 1.55, W - 0.4);
  const ms = depthScale(cam, W - 0.4) * cam.wallScale;
  let mobile = `<path d="M${n(mx)} ${n(my - ms * 0.5)}V${n(my)}M${n(mx - ms * 0.3)} ${n(my)}H${n(mx + ms * 0.3)}" stroke="#8a7a66" stroke-width="1.5"/>`;
  for (const [dx, len, kind] of [
    [-0.3, 0.18, 0],
    [-0.1, 0.28, 1],
    [0.1, 0.2, 0],
    [0.3, 0.26, 1],
  ] as const) {
    const x = mx + dx * ms;
    const y = my + len * ms;
    mobile += `<path d="M${n(x)} ${n(my)}V${n(y)}" stroke="#8a7a66" stroke-width="1"/>`;
    mobile +=
      kind === 0
        ? `<path d="M${n(x - ms * 0.06)} ${n(y + ms * 0.03)}a${n(ms * 0.03)} ${n(ms * 0.03)} 0 0 1 ${n(ms * 0.03)} ${n(-ms * 0.03)}a${n(ms * 0.04)} ${n(ms * 0.04)} 0 0 1 ${n(ms * 0.07)} ${n(0)}a${n(ms * 0.025)} ${n(ms * 0.025)} 0 0 1 ${n(0)} ${n(ms * 0.05)}Z" fill="#f4efe6"/>`
        : `<circle cx="${n(x)}" cy="${n(y + ms * 0.03)}" r="${n(ms * 0.03)}" fill="${c.accent}"/>`;
  }
  items += mobile;
  void rng;
  const shadows =
    wallShadow(cam, cxs - half, cxs + half, 0, 0.95, 0.16) +
    floorShadow(cam, cxs - half, cxs + half, z0, z1, 0.25);
  return { wall: "", shadows, items, glow: "" };
};

const laundryRoom: Build = (cam, rng, c, portrait) => {
  const W = cam.wallZ;
  const cxs = portrait ? 0.1 : 0.15;
  const z0 = W - 0.66;
  const z1 = W - 0.04;
  const unit = 0.62;
  let items = "";
  let wall = "";
  // A wall shelf above (seen from below) with folded towels and jars.
  const [sx0, sy0] = project(cam, cxs - 0.75, 1.72, W);
  const [sx1] = project(cam, cxs + 0.75, 1.72, W);
  wall += box(cam, cxs - 0.75, cxs + 0.75, 1.68, 1.72, W - 0.26, W, woodColors(c.wood));
  void sx0;
  void sy0;
  void sx1;
  wall += box(
    cam,
    cxs - 0.62,
    cxs - 0.3,
    1.72,
    1.86,
    W - 0.24,
    W - 0.02,
    { front: "#f1ede4", top: "#f7f4ee" },
    0.01,
  );
  wall += box(
    cam,
    cxs - 0.6,
    cxs - 0.32,
    1.86,
    1.98,
    W - 0.22,
    W - 0.03,
    { front: c.accent, top: shade(c.accent, 0.06) },
    0.01,
  );
  for (const dx of [0.1, 0.3, 0.5]) {
    const [jx, jy] = project(cam, cxs + dx, 1.72, W - 0.12);
    const s = cam.wallScale * depthScale(cam, W - 0.12);
    wall += `<rect x="${n(jx - s * 0.05)}" y="${n(jy - s * 0.18)}" width="${n(s * 0.1)}" height="${n(s * 0.18)}" rx="${n(s * 0.015)}" fill="#e6e2d8" opacity="0.9"/><rect x="${n(jx - s * 0.05)}" y="${n(jy - s * 0.2)}" width="${n(s * 0.1)}" height="${n(s * 0.03)}" fill="${c.metal}"/>`;
  }
  // Washer and dryer side by side under a wooden counter.
  for (const [i, x] of [
    [0, cxs - unit - 0.01],
    [1, cxs + 0.01],
  ] as const) {
    items += box(
      cam,
      x,
      x + unit,
      0.02,
      0.86,
      z0 + 0.02,
      z1,
      { front: "#f3f1ec", top: "#f8f7f3", side: "#dedbd3" },
      0.02,
    );
    const [ax, ay] = project(cam, x, 0.86, z0 + 0.02);
    const [bx, by] = project(cam, x + unit, 0.02, z0 + 0.02);
    const w = bx - ax;
    const h = by - ay;
    items += `<path d="M${n(ax)} ${n(ay + h * 0.16)}H${n(bx)}" stroke="#d6d2c9" stroke-width="2"/>`;
    items += `<circle cx="${n(ax + w * 0.78)}" cy="${n(ay + h * 0.08)}" r="${n(w * 0.05)}" fill="#c9c5bc"/>`;
    items += `<rect x="${n(ax + w * 0.1)}" y="${n(ay + h * 0.055)}" width="${n(w * 0.3)}" height="${n(h * 0.05)}" rx="${n(h * 0.01)}" fill="#4b5157"/>`;
    const r = w * 0.33;
    const cy = ay + h * 0.58;
    items += `<circle cx="${n(ax + w / 2)}" cy="${n(cy)}" r="${n(r)}" fill="#c8c6c0"/>`;
    items += `<circle cx="${n(ax + w / 2)}" cy="${n(cy)}" r="${n(r * 0.8)}" fill="url(#porthole)"/>`;
    if (i === 0)
      items += `<path d="M${n(ax + w / 2 - r * 0.6)} ${n(cy + r * 0.25)}Q${n(ax + w / 2)} ${n(cy + r * 0.05)} ${n(ax + w / 2 + r * 0.6)} ${n(cy + r * 0.3)}L${n(ax + w / 2 + r * 0.5)} ${n(cy + r * 0.55)}Q${n(ax + w / 2)} ${n(cy + r * 0.75)} ${n(ax + w / 2 - r * 0.5)} ${n(cy + r * 0.55)}Z" fill="${c.accent}" opacity="0.7"/>`;
    items += `<path d="M${n(ax + w / 2 - r * 0.5)} ${n(cy - r * 0.4)}Q${n(ax + w / 2 - r * 0.2)} ${n(cy - r * 0.62)} ${n(ax + w / 2 + r * 0.1)} ${n(cy - r * 0.6)}" stroke="#ffffff" stroke-width="${n(r * 0.06)}" fill="none" opacity="0.6"/>`;
  }
  items += box(
    cam,
    cxs - unit - 0.08,
    cxs + unit + 0.08,
    0.88,
    0.92,
    z0 - 0.02,
    z1,
    woodColors(c.wood),
  );
  // A woven laundry basket on the counter and a bottle.
  const [kx, ky] = project(cam, cxs - 0.35, 0.92, (z0 + z1) / 2);
  const s = depthScale(cam, (z0 + z1) / 2) * cam.wallScale;
  items += `<path d="M${n(kx - s * 0.2)} ${n(ky - s * 0.22)}H${n(kx + s * 0.2)}L${n(kx + s * 0.17)} ${n(ky)}H${n(kx - s * 0.17)}Z" fill="#c2a77e"/>`;
  let weave = "";
  for (let i = 1; i < 5; i++)
    weave += `M${n(kx - s * 0.2)} ${n(ky - s * 0.22 + i * s * 0.045)}H${n(kx + s * 0.2)}`;
  items += `<path d="${weave}" stroke="#a88d66" stroke-width="${n(s * 0.008)}"/>`;
  items += `<path d="M${n(kx - s * 0.15)} ${n(ky - s * 0.22)}q${n(s * 0.08)} ${n(-s * 0.08)} ${n(s * 0.2)} ${n(-s * 0.02)}q${n(s * 0.06)} ${n(-s * 0.06)} ${n(s * 0.1)} ${n(s * 0.02)}Z" fill="#f4f1ea"/>`;
  const [ox, oy] = project(cam, cxs + 0.4, 0.92, z1 - 0.18);
  items += `<rect x="${n(ox - s * 0.04)}" y="${n(oy - s * 0.22)}" width="${n(s * 0.08)}" height="${n(s * 0.22)}" rx="${n(s * 0.02)}" fill="#dfe6e3"/><rect x="${n(ox - s * 0.02)}" y="${n(oy - s * 0.27)}" width="${n(s * 0.04)}" height="${n(s * 0.05)}" fill="${c.accent}"/>`;
  void rng;
  const shadows =
    wallShadow(cam, cxs - unit - 0.1, cxs + unit + 0.1, 0, 0.95, 0.18) +
    floorShadow(cam, cxs - unit, cxs + unit, z0, z1, 0.3);
  return { wall, shadows, items, glow: "" };
};

export const furnishers: Record<RoomType, Build> = {
  "living-room": livingRoom,
  bedroom,
  "dining-room": diningRoom,
  "powder-room": powderRoom,
  "entry-hall": entryHall,
  office,
  nursery,
  "laundry-room": laundryRoom,
};

/** Rooms with tiled floors; the rest have oak boards. */
export const tiledRooms = new Set<RoomType>(["powder-room", "laundry-room", "entry-hall"]);
