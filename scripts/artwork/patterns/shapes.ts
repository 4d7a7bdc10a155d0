/** Shapes several pattern families share: flowers, leaves, birds, scattering on a torus. */
import { shade } from "../color";
import type { Rng } from "../prng";
import { leafPath, n, polar, ribbon, smoothClosed, type Point } from "../svg";

/**
 * Points spread evenly but irregularly over a w x h tile that wraps at the edges (dart throwing),
 * so a scattered motif never clumps at a seam.
 */
export function scatter(rng: Rng, w: number, h: number, minDist: number, max: number): Point[] {
  const pts: Point[] = [];
  let attempts = 0;
  while (pts.length < max && attempts < max * 60) {
    attempts++;
    const p: Point = [rng.next() * w, rng.next() * h];
    const ok = pts.every((q) => {
      let dx = Math.abs(q[0] - p[0]);
      let dy = Math.abs(q[1] - p[1]);
      dx = Math.min(dx, w - dx);
      dy = Math.min(dy, h - dy);
      return dx * dx + dy * dy >= minDist * minDist;
    });
    if (ok) pts.push(p);
  }
  return pts;
}

/**
 * Overlapping rows of fans, each row half a radius lower and shifted by half a fan, drawn back to
 * front so every row sits over the one above (seigaiha waves, Art Deco fans).
 */
export function fanRows(
  radius: number,
  fanWidth: number,
  fan: (cx: number, cy: number) => string,
): string {
  let out = "";
  for (const row of [0, 1, 2, 3, 4]) {
    const y = (row * radius) / 2;
    const shift = row % 2 === 0 ? 0 : radius;
    for (const col of [-1, 0, 1, 2]) out += fan(col * fanWidth + shift, y);
  }
  return out;
}

/** A five- (or n-) petal blossom around 0,0: one path for the petals, one for the heart. */
export function blossom(
  r: number,
  petal: string,
  centre: string,
  petals = 5,
  rotation = 0,
  stroke?: string,
): string {
  let d = "";
  for (let i = 0; i < petals; i++) {
    const a = rotation + (360 / petals) * i;
    const [tx, ty] = polar(0, 0, r, a);
    const [lx, ly] = polar(0, 0, r * 0.9, a - 30);
    const [rx, ry] = polar(0, 0, r * 0.9, a + 30);
    const [nx, ny] = polar(0, 0, r * 0.82, a);
    d += `M0 0C${n(lx * 0.6)} ${n(ly * 0.6)} ${n(lx)} ${n(ly)} ${n((lx + tx) / 2)} ${n((ly + ty) / 2)}Q${n(nx)} ${n(ny)} ${n((rx + tx) / 2)} ${n((ry + ty) / 2)}C${n(rx)} ${n(ry)} ${n(rx * 0.6)} ${n(ry * 0.6)} 0 0Z`;
  }
  const line = stroke ? ` stroke="${stroke}" stroke-width="${n(r * 0.06)}"` : "";
  return `<path d="${d}" fill="${petal}"${line}/><circle r="${n(r * 0.26)}" fill="${centre}"/>`;
}

/** A layered, cupped peony or cabbage rose seen from the front, around 0,0. */
export function peony(r: number, color: string, rng: Rng, stroke?: string): string {
  const rings = [
    { radius: r, count: 8, tone: 0.03 },
    { radius: r * 0.78, count: 7, tone: -0.04 },
    { radius: r * 0.56, count: 6, tone: 0.02 },
    { radius: r * 0.36, count: 5, tone: -0.08 },
  ];
  let out = "";
  const line = stroke ? ` stroke="${stroke}" stroke-width="${n(r * 0.025)}"` : "";
  for (const ring of rings) {
    const offset = rng.range(0, 360);
    for (let i = 0; i < ring.count; i++) {
      const a = offset + (360 / ring.count) * i + rng.range(-8, 8);
      const len = ring.radius * rng.range(0.9, 1.05);
      const pts: Point[] = [
        [0, 0],
        polar(0, 0, len * 0.7, a - 26),
        polar(0, 0, len * 0.98, a - 12),
        polar(0, 0, len * 0.9, a),
        polar(0, 0, len, a + 12),
        polar(0, 0, len * 0.7, a + 26),
      ];
      out += `<path d="${smoothClosed(pts, 0.9)}" fill="${shade(color, ring.tone + rng.range(-0.02, 0.02))}"${line}/>`;
    }
  }
  out += `<circle r="${n(r * 0.16)}" fill="${shade(color, -0.14)}"/>`;
  return out;
}

/** A leaf with a midrib, pointing along `angle` from x,y. */
export function veinedLeaf(
  x: number,
  y: number,
  length: number,
  angle: number,
  fill: string,
  vein: string,
  width = 0.32,
  veins = true,
): string {
  let out = `<path d="${leafPath(x, y, length, angle, width)}" fill="${fill}"/>`;
  if (!veins) return out;
  const [tx, ty] = polar(x, y, length * 0.9, angle);
  out += `<path d="M${n(x)} ${n(y)}L${n(tx)} ${n(ty)}" stroke="${vein}" stroke-width="${n(length * 0.03)}" stroke-linecap="round" fill="none"/>`;
  for (let i = 1; i <= 3; i++) {
    const [bx, by] = polar(x, y, length * (0.2 + i * 0.18), angle);
    for (const side of [-1, 1]) {
      const [ex, ey] = polar(bx, by, length * 0.2, angle + side * 42);
      out += `<path d="M${n(bx)} ${n(by)}L${n(ex)} ${n(ey)}" stroke="${vein}" stroke-width="${n(length * 0.02)}" stroke-linecap="round"/>`;
    }
  }
  return out;
}

/**
 * A small songbird in profile facing right, perched, around 0,0 (feet at about 0,14 for s=1).
 * Colors: body, breast, wing, beak/eye.
 */
export function songbird(
  s: number,
  body: string,
  breast: string,
  wing: string,
  dark: string,
  flip = false,
): string {
  const g = `<g transform="scale(${flip ? -s : s} ${s})">
<path d="M-34 6C-44 10 -56 16 -64 22L-60 14C-52 8 -44 2 -36 -2Z" fill="${wing}"/>
<path d="M-30 0C-26 -14 -10 -20 4 -18C12 -26 24 -26 29 -16C31 -12 31 -8 28 -4C26 6 18 14 4 15C-10 16 -24 10 -30 0Z" fill="${body}"/>
<path d="M28 -4C26 6 18 14 4 15C-4 15 -10 12 -12 8C0 10 14 6 20 -6Z" fill="${breast}"/>
<path d="M-24 -4C-16 -14 0 -14 8 -6C2 2 -10 6 -24 -4Z" fill="${wing}"/>
<path d="M-20 -3C-12 -8 -2 -8 4 -4" stroke="${shade(wing, -0.1)}" stroke-width="1.2" fill="none"/>
<path d="M29 -16L38 -13L29 -10Z" fill="${dark}"/>
<circle cx="22" cy="-17" r="1.8" fill="${dark}"/>
<path d="M0 15L-2 22M6 15L6 22" stroke="${dark}" stroke-width="1.4" stroke-linecap="round"/>
</g>`;
  return g;
}

/** A tapering branch along a spine, from thick at the start to thin at the end. */
export function branch(spine: Point[], base: number, tip: number, fill: string): string {
  return `<path d="${ribbon(spine, (t) => base + (tip - base) * t)}" fill="${fill}"/>`;
}

/** A five-pointed star around 0,0. */
export function starPath(r: number, inner = 0.45, points = 5): string {
  const pts: string[] = [];
  for (let i = 0; i < points * 2; i++) {
    const rr = i % 2 === 0 ? r : r * inner;
    const [x, y] = polar(0, 0, rr, -90 + (180 / points) * i);
    pts.push(`${n(x)} ${n(y)}`);
  }
  return `M${pts.join("L")}Z`;
}
