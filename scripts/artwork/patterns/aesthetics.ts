/**
 * Arts and Crafts / Aesthetic Movement: dense scrolling stems with stylised tulips and daisies,
 * and pomegranates on a leafy ogee, every shape outlined in a dark line as block prints were.
 */
import { mix, shade } from "../color";
import {
  leafPath,
  mirrorX,
  n,
  polar,
  ribbon,
  sampleSpline,
  smoothClosed,
  smoothOpen,
  wrapped,
  type Point,
} from "../svg";
import { rect, roles, type Tile, type TileContext } from "./tile";

/** A serrated acanthus-like leaf with an outline and a contrasting midrib. */
function serratedLeaf(
  x: number,
  y: number,
  len: number,
  angle: number,
  fill: string,
  line: string,
  rib: string,
): string {
  const a = (angle * Math.PI) / 180;
  const ux = Math.cos(a);
  const uy = Math.sin(a);
  const pts: Point[] = [[x, y]];
  const teeth = 5;
  for (const side of [1, -1]) {
    const range = side === 1 ? [...Array(teeth).keys()] : [...Array(teeth).keys()].reverse();
    for (const i of range) {
      const t = (i + 0.5) / teeth;
      const wdt =
        len * 0.3 * Math.sin(Math.PI * Math.min(1, t * 1.1)) * (i % 2 === 0 ? 1.12 : 0.88);
      pts.push([x + ux * len * t - uy * wdt * side, y + uy * len * t + ux * wdt * side]);
    }
    if (side === 1) pts.push([x + ux * len, y + uy * len]);
  }
  let out = `<path d="${smoothClosed(pts, 0.7)}" fill="${fill}" stroke="${line}" stroke-width="${n(len * 0.035)}" stroke-linejoin="round"/>`;
  out += `<path d="M${n(x)} ${n(y)}Q${n(x + ux * len * 0.5 - uy * len * 0.05)} ${n(y + uy * len * 0.5 + ux * len * 0.05)} ${n(x + ux * len * 0.85)} ${n(y + uy * len * 0.85)}" fill="none" stroke="${rib}" stroke-width="${n(len * 0.045)}" stroke-linecap="round"/>`;
  return out;
}

function tulip(s: number, petal: string, inner: string, line: string): string {
  const sw = n(1.4);
  return `<g transform="scale(${n(s)})">
<path d="M0 4C-14 2 -20 -12 -16 -30C-10 -24 -6 -22 -3 -16C-2 -26 0 -32 0 -36C0 -32 2 -26 3 -16C6 -22 10 -24 16 -30C20 -12 14 2 0 4Z" fill="${petal}" stroke="${line}" stroke-width="${sw}" stroke-linejoin="round"/>
<path d="M0 0C-6 -2 -8 -10 -6 -18C-3 -14 -1 -12 0 -8C1 -12 3 -14 6 -18C8 -10 6 -2 0 0Z" fill="${inner}" stroke="${line}" stroke-width="1"/>
<path d="M-3 -16C-2 -10 2 -10 3 -16" fill="none" stroke="${line}" stroke-width="1"/>
</g>`;
}

function daisy(s: number, petal: string, centre: string, line: string): string {
  let out = "";
  for (let i = 0; i < 12; i++) {
    out += `<path d="${leafPath(0, 0, 16, i * 30, 0.22)}" fill="${petal}" stroke="${line}" stroke-width="1"/>`;
  }
  out += `<circle r="5.5" fill="${centre}" stroke="${line}" stroke-width="1.2"/>`;
  for (let i = 0; i < 6; i++) {
    const [x, y] = polar(0, 0, 2.8, i * 60);
    out += `<circle cx="${n(x)}" cy="${n(y)}" r="0.9" fill="${line}"/>`;
  }
  return `<g transform="scale(${n(s)})">${out}</g>`;
}

/**
 * A curling acanthus leaf along a spine: serrated edge (a sawtooth on the width), outline, a
 * lighter midrib and side veins, as block-printed Arts and Crafts leaves are drawn.
 */
function acanthus(
  spine: Point[],
  maxWidth: number,
  fill: string,
  line: string,
  rib: string,
  teeth = 7,
): string {
  const pts = sampleSpline(spine, 40);
  const left: Point[] = [];
  const right: Point[] = [];
  for (let i = 0; i < pts.length; i++) {
    const t = i / (pts.length - 1);
    const prev = pts[Math.max(0, i - 1)] as Point;
    const next = pts[Math.min(pts.length - 1, i + 1)] as Point;
    const dx = next[0] - prev[0];
    const dy = next[1] - prev[1];
    const len = Math.hypot(dx, dy) || 1;
    const saw = 1 + 0.28 * Math.abs(((t * teeth) % 1) - 0.5);
    const wdt = maxWidth * Math.sin(Math.PI * Math.min(1, t * 1.05)) ** 0.8 * saw;
    const p = pts[i] as Point;
    left.push([p[0] - (dy / len) * wdt, p[1] + (dx / len) * wdt]);
    right.push([p[0] + (dy / len) * wdt * 0.8, p[1] - (dx / len) * wdt * 0.8]);
  }
  const ring = [...left, ...right.reverse()];
  let out = `<path d="M${ring.map(([x, y]) => `${n(x)} ${n(y)}`).join("L")}Z" fill="${fill}" stroke="${line}" stroke-width="1.3" stroke-linejoin="round"/>`;
  out += `<path d="${smoothOpen(pts.filter((_, i) => i % 4 === 0 || i === pts.length - 1))}" fill="none" stroke="${rib}" stroke-width="1.6" stroke-linecap="round"/>`;
  let veins = "";
  for (let i = 6; i < pts.length - 4; i += 5) {
    const p = pts[i] as Point;
    const q = left[i] as Point;
    const q2 = ring[ring.length - 1 - i] as Point;
    veins += `M${n(p[0])} ${n(p[1])}L${n(p[0] + (q[0] - p[0]) * 0.7)} ${n(p[1] + (q[1] - p[1]) * 0.7)}M${n(p[0])} ${n(p[1])}L${n(p[0] + (q2[0] - p[0]) * 0.7)} ${n(p[1] + (q2[1] - p[1]) * 0.7)}`;
  }
  out += `<path d="${veins}" stroke="${rib}" stroke-width="0.9" opacity="0.8"/>`;
  return out;
}

/** A front-facing rosette: outer petals, inner petals, a seeded centre, all outlined. */
function rosette(r: number, outer: string, inner: string, centre: string, line: string): string {
  let out = "";
  for (let i = 0; i < 8; i++) {
    out += `<path d="${leafPath(0, 0, r, i * 45 + 22, 0.42)}" fill="${outer}" stroke="${line}" stroke-width="1.2"/>`;
  }
  for (let i = 0; i < 6; i++) {
    out += `<path d="${leafPath(0, 0, r * 0.62, i * 60, 0.45)}" fill="${inner}" stroke="${line}" stroke-width="1"/>`;
  }
  out += `<circle r="${n(r * 0.24)}" fill="${centre}" stroke="${line}" stroke-width="1.2"/>`;
  for (let i = 0; i < 8; i++) {
    const [x, y] = polar(0, 0, r * 0.13, i * 45);
    out += `<circle cx="${n(x)}" cy="${n(y)}" r="1" fill="${line}"/>`;
  }
  return out;
}

export function artsCraftsTile(ctx: TileContext): Tile {
  const r = roles(ctx.palette);
  const { rng } = ctx;
  const w = 260;
  const h = 320;
  const line = r.dark ? shade(r.ground, -0.08) : shade(mix(r.line, "#2b2a28", 0.4), -0.05);
  const leaf = r.ink2;
  const leafDark = shade(leaf, -0.12);
  const flower = r.ink;
  const inner = mix(r.ink, "#ffffff", 0.3);
  const centre = r.ink3;
  const stem = shade(leaf, -0.2);
  // A dense ground of small leaves in a muted green, as in Morris's filled grounds.
  let back = "";
  const backLeaf = mix(r.ground, leaf, 0.3);
  for (let i = 0; i < 70; i++) {
    const x = rng.range(0, w);
    const y = rng.range(0, h);
    const a = rng.range(0, 360);
    const len = rng.range(12, 20);
    back += wrapped(
      w,
      h,
      x,
      y,
      22,
      (px, py) => `<path d="${leafPath(px, py, len, a, 0.3)}" fill="${backLeaf}"/>`,
    );
  }
  // One motif, mirrored about its stem: acanthus curling out at three heights, tulips on side
  // stems and a rosette crowning it. Drawn around 0,0 spanning about 240 x 300.
  let half = "";
  const curl = rng.range(0.9, 1.1);
  half += acanthus(
    [
      [2, 120],
      [40, 110],
      [86, 80],
      [104 * curl, 40],
      [90, 20],
    ],
    17,
    leaf,
    line,
    leafDark,
  );
  half += acanthus(
    [
      [4, 30],
      [40, 10],
      [70, -26],
      [76 * curl, -60],
      [60, -72],
    ],
    14,
    leafDark,
    line,
    leaf,
  );
  half += acanthus(
    [
      [4, -70],
      [26, -92],
      [40 * curl, -120],
      [30, -138],
    ],
    10,
    leaf,
    line,
    leafDark,
  );
  half += `<path d="${ribbon(
    [
      [4, -10],
      [40, -40],
      [62, -104],
    ],
    () => 1.8,
    30,
  )}" fill="${stem}" stroke="${line}" stroke-width="0.6"/>`;
  half += `<g transform="translate(62 -110) rotate(20)">${tulip(1.25, flower, centre, line)}</g>`;
  let motif = `<path d="${ribbon(
    [
      [0, 150],
      [6, 60],
      [-6, -30],
      [0, -110],
    ],
    () => 2.8,
    50,
  )}" fill="${stem}" stroke="${line}" stroke-width="0.8"/>`;
  motif += mirrorX(half);
  motif += `<g transform="translate(0 -122)">${rosette(30 * rng.range(0.95, 1.08), flower, inner, centre, line)}</g>`;
  motif += `<g transform="translate(0 36)">${daisy(1.1, mix(r.ground, "#ffffff", 0.4), centre, line)}</g>`;
  let body = rect(w, h, r.ground) + back;
  body += wrapped(
    w,
    h,
    w / 2,
    h / 2,
    200,
    (x, y) => `<g transform="translate(${n(x)} ${n(y)})">${motif}</g>`,
  );
  body += wrapped(
    w,
    h,
    0,
    0,
    200,
    (x, y) => `<g transform="translate(${n(x)} ${n(y)})">${motif}</g>`,
  );
  return { width: w, height: h, defs: "", body, repeatCm: 53 * rng.range(0.92, 1.05) };
}

function pomegranate(
  s: number,
  skin: string,
  seeds: string,
  line: string,
  rng: TileContext["rng"],
): string {
  let out = `<path d="M0 -30C22 -30 34 -12 32 8C30 28 16 40 0 40C-16 40 -30 28 -32 8C-34 -12 -22 -30 0 -30Z" fill="${skin}" stroke="${line}" stroke-width="1.6"/>`;
  // The calyx crown.
  out += `<path d="M-9 -28L-12 -42L-5 -34L0 -46L5 -34L12 -42L9 -28Z" fill="${skin}" stroke="${line}" stroke-width="1.4" stroke-linejoin="round"/>`;
  // The split, showing seeds.
  out += `<path d="M-4 -14C10 -16 22 -2 20 14C18 26 8 32 -2 30C6 18 6 2 -4 -14Z" fill="${shade(skin, 0.22)}" stroke="${line}" stroke-width="1.3"/>`;
  for (let i = 0; i < 12; i++) {
    const x = rng.range(2, 16);
    const y = rng.range(-8, 26);
    out += `<ellipse cx="${n(x)}" cy="${n(y)}" rx="2.1" ry="2.8" fill="${seeds}" stroke="${line}" stroke-width="0.6"/>`;
  }
  out += `<path d="M-22 -6C-24 6 -20 20 -10 30" fill="none" stroke="${shade(skin, -0.12)}" stroke-width="2.2" stroke-linecap="round"/>`;
  return `<g transform="scale(${n(s)})">${out}</g>`;
}

export function pomegranateTile(ctx: TileContext): Tile {
  const r = roles(ctx.palette);
  const { rng } = ctx;
  const w = 220;
  const h = 280;
  const line = r.dark ? shade(r.ground, -0.06) : shade(mix(r.line, "#2b2a28", 0.45), -0.05);
  const leaf = r.ink2;
  const stemColor = shade(leaf, -0.18);
  // An ogee framework of leafy stems (one S-curve per side of each cell); a fruit in each cell.
  const ogee = (x: number, y: number, dir: 1 | -1): Point[] => [
    [x, y],
    [x + dir * w * 0.1, y + h * 0.16],
    [x + dir * w * 0.46, y + h * 0.3],
    [x + dir * w * 0.5, y + h * 0.5],
  ];
  let frame = "";
  let leaves = "";
  for (const [x, y] of [
    [0, -h / 2],
    [w, -h / 2],
    [w / 2, 0],
    [0, h / 2],
    [w, h / 2],
    [w / 2, h],
  ] as const) {
    for (const dir of [1, -1] as const) {
      const pts = ogee(x, y, dir);
      frame += `<path d="${ribbon(pts, () => 2.4, 40)}" fill="${stemColor}"/>`;
      const mid = pts[2] as Point;
      leaves += serratedLeaf(
        mid[0],
        mid[1],
        34,
        dir > 0 ? -30 : 210,
        leaf,
        line,
        shade(leaf, -0.1),
      );
      leaves += serratedLeaf(
        mid[0],
        mid[1],
        26,
        dir > 0 ? 40 : 140,
        shade(leaf, -0.06),
        line,
        leaf,
      );
    }
  }
  let body = rect(w, h, r.ground) + frame + leaves;
  const fruitA = pomegranate(1.05, r.ink, r.ink3, line, rng);
  const fruitB = pomegranate(0.95, r.ink, r.ink3, line, rng);
  body += wrapped(
    w,
    h,
    0,
    h * 0.02,
    70,
    (x, y) => `<g transform="translate(${n(x)} ${n(y)}) scale(1.2)">${fruitA}</g>`,
  );
  body += wrapped(
    w,
    h,
    w / 2,
    h / 2,
    70,
    (x, y) => `<g transform="translate(${n(x)} ${n(y)}) scale(-1.15 1.15)">${fruitB}</g>`,
  );
  return { width: w, height: h, defs: "", body, repeatCm: 50 * rng.range(0.9, 1.05) };
}
