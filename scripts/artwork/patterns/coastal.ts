/** Coastal and tropical: palm fronds, shells, seigaiha waves and broad banana leaves. */
import { mix, shade } from "../color";
import { n, polar, ribbon, smoothClosed, wrapped, type Point } from "../svg";
import { fanRows, scatter } from "./shapes";
import { rect, roles, squareTileStart, type Tile, type TileContext } from "./tile";

/** A pinnate palm frond: an arching rib with narrow leaflets drooping off both sides. */
function frond(len: number, fill: string, rib: string, droop: number): string {
  const spine: Point[] = [
    [0, 0],
    [len * 0.35, -len * 0.12],
    [len * 0.7, -len * 0.08 + droop * 0.3],
    [len, droop],
  ];
  let out = "";
  const samples = 22;
  const pts: Point[] = [];
  for (let i = 0; i <= samples; i++) {
    const t = i / samples;
    const u = t * (spine.length - 1);
    const k = Math.min(spine.length - 2, Math.floor(u));
    const f = u - k;
    const a = spine[k] as Point;
    const b = spine[k + 1] as Point;
    pts.push([a[0] + (b[0] - a[0]) * f, a[1] + (b[1] - a[1]) * f]);
  }
  for (let i = 2; i < pts.length; i++) {
    const p = pts[i] as Point;
    const prev = pts[i - 1] as Point;
    const dir = (Math.atan2(p[1] - prev[1], p[0] - prev[0]) * 180) / Math.PI;
    const t = i / pts.length;
    const l = len * 0.42 * Math.sin(Math.PI * Math.min(1, t * 0.95 + 0.1));
    for (const side of [-1, 1]) {
      const a = dir + side * 52 + 14;
      const [ex, ey] = polar(p[0], p[1], l, a);
      const [cx, cy] = polar(p[0], p[1], l * 0.55, a - side * 8);
      out += `<path d="M${n(p[0])} ${n(p[1])}Q${n(cx)} ${n(cy)} ${n(ex)} ${n(ey)}" stroke="${fill}" stroke-width="${n(len * 0.03)}" stroke-linecap="round" fill="none"/>`;
    }
  }
  out += `<path d="${ribbon(spine, (t) => len * 0.012 * (1 - t) + 0.6, 30)}" fill="${rib}"/>`;
  return out;
}

export function palmTile(ctx: TileContext): Tile {
  const r = roles(ctx.palette);
  const { rng } = ctx;
  const w = 320;
  const h = 320;
  let body = rect(w, h, r.ground);
  const pts = scatter(rng, w, h, 120, 8);
  pts.forEach(([x, y], i) => {
    const c = i % 2 === 0 ? r.ink : r.ink2;
    const rot = rng.range(0, 360);
    const len = rng.range(110, 150);
    const droop = rng.range(10, 30);
    const f = frond(len, c, shade(c, -0.1), droop);
    body += wrapped(
      w,
      h,
      x,
      y,
      len + 40,
      (px, py) =>
        `<g transform="translate(${n(px)} ${n(py)}) rotate(${n(rot)}) translate(${n(-len / 2)} 0)">${f}</g>`,
    );
  });
  return { width: w, height: h, defs: "", body, repeatCm: 64 * rng.range(0.9, 1.05) };
}

function scallop(c: string, line: string): string {
  let out = `<path d="M0 18L-24 -8C-20 -22 -8 -28 0 -28C8 -28 20 -22 24 -8Z" fill="${c}"/>`;
  for (let i = -3; i <= 3; i++) {
    const [x, y] = polar(0, 18, 44, -90 + i * 13);
    out += `<path d="M0 18L${n(x)} ${n(y)}" stroke="${line}" stroke-width="1.4"/>`;
  }
  out += `<path d="M-8 18L-12 26H12L8 18Z" fill="${c}"/>`;
  return out;
}

function conch(c: string, line: string): string {
  return `<path d="M-22 10C-26 -6 -12 -22 6 -22C18 -22 26 -12 22 0C30 4 30 12 22 14C14 22 -10 22 -22 10Z" fill="${c}"/>
<path d="M6 -22C2 -14 4 -6 12 -4M-8 -16C-10 -6 -4 4 8 6M-18 0C-16 8 -8 12 4 12" stroke="${line}" stroke-width="1.3" fill="none"/>
<path d="M22 0L30 -4L26 4Z" fill="${c}"/>`;
}

function starfish(c: string, line: string): string {
  let d = "";
  for (let i = 0; i < 10; i++) {
    const rr = i % 2 === 0 ? 22 : 8;
    const [x, y] = polar(0, 0, rr, -90 + i * 36);
    d += `${i === 0 ? "M" : "L"}${n(x)} ${n(y)}`;
  }
  let dots = "";
  for (let i = 0; i < 5; i++) {
    for (let k = 1; k <= 2; k++) {
      const [x, y] = polar(0, 0, 6 + k * 5, -90 + i * 72);
      dots += `<circle cx="${n(x)}" cy="${n(y)}" r="1.2" fill="${line}"/>`;
    }
  }
  return `<path d="${d}Z" fill="${c}" stroke="${c}" stroke-width="4" stroke-linejoin="round"/>${dots}`;
}

export function shellsTile(ctx: TileContext): Tile {
  const { r, rng, w, h, ground } = squareTileStart(ctx, 260);
  let body = ground;
  const makers = [scallop, conch, starfish];
  scatter(rng, w, h, 58, 14).forEach(([x, y], i) => {
    const c = [r.ink, r.ink2, r.ink3][i % 3] as string;
    const shape = (makers[i % 3] as typeof scallop)(c, mix(c, r.ground, 0.5));
    const rot = rng.range(-40, 40);
    const s = rng.range(0.8, 1.1);
    body += wrapped(
      w,
      h,
      x,
      y,
      36,
      (px, py) =>
        `<g transform="translate(${n(px)} ${n(py)}) rotate(${n(rot)}) scale(${n(s)})">${shape}</g>`,
    );
  });
  return { width: w, height: h, defs: "", body, repeatCm: 48 * rng.range(0.9, 1.1) };
}

/** Seigaiha: overlapping fans of concentric arcs, the classic wave. */
export function wavesTile(ctx: TileContext): Tile {
  const r = roles(ctx.palette);
  const { rng } = ctx;
  const R = 40;
  const w = R * 2;
  const h = R;
  const rings = rng.int(4, 5);
  const colors = [r.ink, r.ground];
  const fan = (cx: number, cy: number) => {
    let out = "";
    for (let i = 0; i < rings; i++) {
      const rr = R * (1 - i / rings);
      const c = i % 2 === 0 ? colors[0] : colors[1];
      out += `<circle cx="${cx}" cy="${cy}" r="${n(rr)}" fill="${i === 0 ? r.ink2 : c}"/>`;
    }
    out += `<circle cx="${cx}" cy="${cy}" r="${n(R / rings / 1.5)}" fill="${r.ink}"/>`;
    return out;
  };
  const body = rect(w, h, r.ground) + fanRows(R, w, fan);
  void smoothClosed;
  return { width: w, height: h, defs: "", body, repeatCm: 12 * rng.range(0.85, 1.2) };
}

/** A broad banana leaf: a midrib, parallel veins and a torn edge. */
function bananaLeaf(len: number, fill: string, vein: string, rng: TileContext["rng"]): string {
  const half = len * 0.24;
  const top: Point[] = [[0, 0]];
  const bottom: Point[] = [[0, 0]];
  const steps = 10;
  for (let i = 1; i < steps; i++) {
    const t = i / steps;
    const wdt = half * Math.sin(Math.PI * Math.min(1, t * 1.05)) ** 0.7;
    top.push([len * t, -wdt * rng.range(0.92, 1.05)]);
    bottom.push([len * t, wdt * rng.range(0.92, 1.05)]);
  }
  top.push([len, 0]);
  const outline = [...top, ...bottom.slice(1).reverse()];
  let out = `<path d="${smoothClosed(outline, 0.8)}" fill="${fill}"/>`;
  // Parallel side veins sweeping from the rib to the edge.
  let veins = "";
  for (let i = 1; i < 22; i++) {
    const x = (len * i) / 22;
    const wdt = half * Math.sin(Math.PI * (i / 22)) ** 0.7;
    veins += `M${n(x)} 0q${n(wdt * 0.4)} ${n(-wdt * 0.5)} ${n(wdt * 0.7)} ${n(-wdt * 0.95)}M${n(x)} 0q${n(wdt * 0.4)} ${n(wdt * 0.5)} ${n(wdt * 0.7)} ${n(wdt * 0.95)}`;
  }
  out += `<path d="${veins}" stroke="${vein}" stroke-width="${n(len * 0.005)}" fill="none" opacity="0.8"/>`;
  // Tears: ground-colored slits where the leaf has split along its veins.
  out += `<path d="M0 0Q${len * 0.5} ${-len * 0.015} ${len} 0" stroke="${vein}" stroke-width="${n(len * 0.014)}" fill="none"/>`;
  return out;
}

export function bananaLeafTile(ctx: TileContext): Tile {
  const r = roles(ctx.palette);
  const { rng, uid } = ctx;
  const w = 360;
  const h = 360;
  let body = rect(w, h, r.ground);
  const spots = scatter(rng, w, h, 110, 9);
  spots.forEach(([x, y], i) => {
    const c = i % 3 === 1 ? r.ink2 : r.ink;
    const len = rng.range(170, 220);
    const leaf = bananaLeaf(len, c, mix(c, r.ground, 0.35), rng);
    const rot = rng.range(0, 360);
    const stem = `<path d="M${-len * 0.18} 0H0" stroke="${shade(c, -0.1)}" stroke-width="${n(len * 0.02)}"/>`;
    body += wrapped(
      w,
      h,
      x,
      y,
      len,
      (px, py) =>
        `<g transform="translate(${n(px)} ${n(py)}) rotate(${n(rot)}) translate(${n(-len / 2)} 0)">${stem}${leaf}</g>`,
    );
  });
  void uid;
  return { width: w, height: h, defs: "", body, repeatCm: 70 * rng.range(0.9, 1.05) };
}
