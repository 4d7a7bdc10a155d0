/** Small helpers for writing SVG by hand without a DOM. */

/** Round to 2 decimals: keeps the strings short and the output byte-stable. */
export const n = (v: number): string => {
  const r = Math.round(v * 100) / 100;
  return Object.is(r, -0) ? "0" : String(r);
};

export function svgDocument(width: number, height: number, defs: string, body: string): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}"><defs>${defs}</defs>${body}</svg>`;
}

export type Point = readonly [number, number];

/**
 * A path from the first point through `segments` Catmull-Rom segments turned into cubic Béziers;
 * `at` says which point an index outside the list stands for (wrapped for a closed path, clamped
 * for an open one).
 */
function catmullRomPath(at: (i: number) => Point, segments: number, tension: number): string {
  let d = `M${n(at(0)[0])} ${n(at(0)[1])}`;
  for (let i = 0; i < segments; i++) {
    const p0 = at(i - 1);
    const p1 = at(i);
    const p2 = at(i + 1);
    const p3 = at(i + 2);
    const c1x = p1[0] + ((p2[0] - p0[0]) / 6) * tension;
    const c1y = p1[1] + ((p2[1] - p0[1]) / 6) * tension;
    const c2x = p2[0] - ((p3[0] - p1[0]) / 6) * tension;
    const c2y = p2[1] - ((p3[1] - p1[1]) / 6) * tension;
    d += `C${n(c1x)} ${n(c1y)} ${n(c2x)} ${n(c2y)} ${n(p2[0])} ${n(p2[1])}`;
  }
  return d;
}

/** A closed, smooth path through points (Catmull-Rom turned into cubic Béziers). */
export function smoothClosed(points: readonly Point[], tension = 1): string {
  const count = points.length;
  const at = (i: number) => points[((i % count) + count) % count] as Point;
  return `${catmullRomPath(at, count, tension)}Z`;
}

/** An open smooth path through points. */
export function smoothOpen(points: readonly Point[], tension = 1): string {
  const count = points.length;
  const at = (i: number) => points[Math.max(0, Math.min(count - 1, i))] as Point;
  return catmullRomPath(at, count - 1, tension);
}

/**
 * A leaf shape from base to tip: two arcs bulging to either side of the midline.
 * `width` is the half-width at the widest point as a fraction of the length.
 */
export function leafPath(
  x: number,
  y: number,
  length: number,
  angleDeg: number,
  width = 0.3,
  asym = 0,
): string {
  const a = (angleDeg * Math.PI) / 180;
  const ux = Math.cos(a);
  const uy = Math.sin(a);
  const px = -uy;
  const py = ux;
  const tipX = x + ux * length;
  const tipY = y + uy * length;
  const w1 = length * width * (1 + asym);
  const w2 = length * width * (1 - asym);
  const c = (t: number, w: number) => [x + ux * length * t + px * w, y + uy * length * t + py * w];
  const [a1x, a1y] = c(0.25, w1 * 1.1) as [number, number];
  const [a2x, a2y] = c(0.75, w1 * 0.9) as [number, number];
  const [b1x, b1y] = c(0.75, -w2 * 0.9) as [number, number];
  const [b2x, b2y] = c(0.25, -w2 * 1.1) as [number, number];
  return `M${n(x)} ${n(y)}C${n(a1x)} ${n(a1y)} ${n(a2x)} ${n(a2y)} ${n(tipX)} ${n(tipY)}C${n(b1x)} ${n(b1y)} ${n(b2x)} ${n(b2y)} ${n(x)} ${n(y)}Z`;
}

/**
 * Draw something so it repeats seamlessly in a w x h tile: copies are drawn across each edge it
 * crosses (`radius` is how far the drawing reaches from x,y).
 */
export function wrapped(
  w: number,
  h: number,
  x: number,
  y: number,
  radius: number,
  draw: (x: number, y: number) => string,
): string {
  let out = "";
  for (const dx of [-w, 0, w]) {
    for (const dy of [-h, 0, h]) {
      const cx = x + dx;
      const cy = y + dy;
      if (cx + radius < 0 || cx - radius > w || cy + radius < 0 || cy - radius > h) continue;
      out += draw(cx, cy);
    }
  }
  return out;
}

export function polar(cx: number, cy: number, r: number, deg: number): [number, number] {
  const a = (deg * Math.PI) / 180;
  return [cx + r * Math.cos(a), cy + r * Math.sin(a)];
}

/** Sample a Catmull-Rom spline through points: `samples` points from the first to the last. */
export function sampleSpline(points: readonly Point[], samples: number): Point[] {
  const count = points.length;
  const at = (i: number) => points[Math.max(0, Math.min(count - 1, i))] as Point;
  const out: Point[] = [];
  for (let s = 0; s <= samples; s++) {
    const u = (s / samples) * (count - 1);
    const i = Math.min(count - 2, Math.floor(u));
    const t = u - i;
    const p0 = at(i - 1);
    const p1 = at(i);
    const p2 = at(i + 1);
    const p3 = at(i + 2);
    const t2 = t * t;
    const t3 = t2 * t;
    const f = (a: number, b: number, c: number, d: number) =>
      0.5 *
      (2 * b + (-a + c) * t + (2 * a - 5 * b + 4 * c - d) * t2 + (-a + 3 * b - 3 * c + d) * t3);
    out.push([f(p0[0], p1[0], p2[0], p3[0]), f(p0[1], p1[1], p2[1], p3[1])]);
  }
  return out;
}

/**
 * A filled band along a spine whose half-width follows `width(t)` (t from 0 to 1): scrolls,
 * stems, brush strokes, fronds. Ends are pointed when the width reaches zero.
 */
export function ribbon(
  spine: readonly Point[],
  width: (t: number) => number,
  samples = 48,
): string {
  const pts = sampleSpline(spine, samples);
  const left: Point[] = [];
  const right: Point[] = [];
  for (let i = 0; i < pts.length; i++) {
    const prev = pts[Math.max(0, i - 1)] as Point;
    const next = pts[Math.min(pts.length - 1, i + 1)] as Point;
    const dx = next[0] - prev[0];
    const dy = next[1] - prev[1];
    const len = Math.hypot(dx, dy) || 1;
    const nx = -dy / len;
    const ny = dx / len;
    const w = width(i / (pts.length - 1));
    const p = pts[i] as Point;
    left.push([p[0] + nx * w, p[1] + ny * w]);
    right.push([p[0] - nx * w, p[1] - ny * w]);
  }
  const ring = [...left, ...right.reverse()];
  return `M${ring.map((p) => `${n(p[0])} ${n(p[1])}`).join("L")}Z`;
}

/** Spiral points from angle a0 to a1 (degrees) with radius shrinking from r0 to r1. */
export function spiral(
  cx: number,
  cy: number,
  r0: number,
  r1: number,
  a0: number,
  a1: number,
  steps = 10,
): Point[] {
  const out: Point[] = [];
  for (let i = 0; i <= steps; i++) {
    const t = i / steps;
    const r = r0 + (r1 - r0) * t;
    out.push(polar(cx, cy, r, a0 + (a1 - a0) * t));
  }
  return out;
}

export function mirrorX(content: string): string {
  return `${content}<g transform="scale(-1 1)">${content}</g>`;
}
