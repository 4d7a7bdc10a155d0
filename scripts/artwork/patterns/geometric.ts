/** Geometric: ogee trellis, Chippendale lattice, honeycomb, chevron and Art Deco fans. */
import { mix, shade } from "../color";
import { n, polar } from "../svg";
import { fanRows } from "./shapes";
import { rect, roles, type Tile, type TileContext } from "./tile";

/** Moroccan ogee trellis: every cell is bounded by four S-curves meeting in points. */
export function trellisTile(ctx: TileContext): Tile {
  const r = roles(ctx.palette);
  const { rng, uid } = ctx;
  const w = 120;
  const h = 150 * rng.range(0.9, 1.1);
  const sw = 4.6 * rng.range(0.8, 1.25);
  const ink = r.metal ?? r.line;
  // Half an ogee from the top point of a cell down to the bottom point, bulging right.
  const ogee = (x: number, y: number, dir: 1 | -1) =>
    `M${x} ${y}C${n(x + dir * w * 0.06)} ${n(y + h * 0.18)} ${n(x + dir * w * 0.5)} ${n(y + h * 0.24)} ${n(x + dir * w * 0.5)} ${n(y + h * 0.5)}C${n(x + dir * w * 0.5)} ${n(y + h * 0.76)} ${n(x + dir * w * 0.06)} ${n(y + h * 0.82)} ${x} ${y + h}`;
  let d = "";
  for (const x of [0, w]) {
    d += ogee(x, -h / 2, 1) + ogee(x, -h / 2, -1) + ogee(x, h / 2, 1) + ogee(x, h / 2, -1);
  }
  d +=
    ogee(w / 2, 0, 1) +
    ogee(w / 2, 0, -1) +
    ogee(w / 2, -h, 1) +
    ogee(w / 2, -h, -1) +
    ogee(w / 2, h, 1) +
    ogee(w / 2, h, -1);
  let body = rect(w, h, r.ground);
  // A soft shadow line beside the trellis bar gives it the look of a printed, slightly raised ink.
  body += `<path d="${d}" fill="none" stroke="${shade(r.ground, -0.05)}" stroke-width="${n(sw + 2)}" transform="translate(1 1.2)"/>`;
  body += `<path d="${d}" fill="none" stroke="${ink}" stroke-width="${n(sw)}" stroke-linecap="round"/>`;
  if (rng.chance(0.6)) {
    body += `<path d="${d}" fill="none" stroke="${r.ground}" stroke-width="${n(sw * 0.28)}"/>`;
  }
  // A small rosette where the curves meet.
  for (const [x, y] of [
    [w / 2, 0],
    [w / 2, h],
    [0, h / 2],
    [w, h / 2],
  ] as const) {
    body += `<circle cx="${n(x)}" cy="${n(y)}" r="${n(sw * 0.9)}" fill="${ink}"/>`;
  }
  void uid;
  return { width: w, height: h, defs: "", body, repeatCm: 24 * rng.range(0.85, 1.15) };
}

/** Chinese Chippendale fretwork: a square grid of double bars with open diagonal frets. */
export function latticeTile(ctx: TileContext): Tile {
  const r = roles(ctx.palette);
  const { rng } = ctx;
  const s = 120;
  const bar = 6 * rng.range(0.8, 1.2);
  const ink = r.line;
  const inner = mix(ink, r.ground, 0.4);
  let body = rect(s, s, r.ground);
  const lines: string[] = [];
  // Outer square frame of each cell, shared with neighbours.
  lines.push(`M0 0H${s}M0 ${s}H${s}M0 0V${s}M${s} 0V${s}`);
  // Fret: a diamond linking mid-points and a cross, as on Chippendale railings.
  lines.push(`M${s / 2} 0L${s} ${s / 2}L${s / 2} ${s}L0 ${s / 2}Z`);
  lines.push(
    `M${s / 2} 0V${s * 0.2}M${s / 2} ${s}V${s * 0.8}M0 ${s / 2}H${s * 0.2}M${s} ${s / 2}H${s * 0.8}`,
  );
  const inset = s * 0.32;
  lines.push(`M${inset} ${inset}H${s - inset}V${s - inset}H${inset}Z`);
  const d = lines.join("");
  body += `<path d="${d}" fill="none" stroke="${ink}" stroke-width="${n(bar)}" stroke-linejoin="miter"/>`;
  body += `<path d="${d}" fill="none" stroke="${r.ground}" stroke-width="${n(bar * 0.3)}"/>`;
  body += `<rect x="${s / 2 - 6}" y="${s / 2 - 6}" width="12" height="12" transform="rotate(45 ${s / 2} ${s / 2})" fill="${inner}"/>`;
  return { width: s, height: s, defs: "", body, repeatCm: 26 * rng.range(0.85, 1.15) };
}

/** Honeycomb outlines with an inset hexagon in every other cell. */
export function hexagonTile(ctx: TileContext): Tile {
  const r = roles(ctx.palette);
  const { rng } = ctx;
  const R = 40;
  const w = Math.sqrt(3) * R;
  const h = 3 * R;
  const hex = (cx: number, cy: number, rr: number) => {
    const pts: string[] = [];
    for (let i = 0; i < 6; i++) {
      const [x, y] = polar(cx, cy, rr, 30 + i * 60);
      pts.push(`${n(x)} ${n(y)}`);
    }
    return `M${pts.join("L")}Z`;
  };
  let body = rect(w, h, r.ground);
  let outline = "";
  let inset = "";
  const centres: [number, number, boolean][] = [
    [0, 0, true],
    [w, 0, true],
    [0, h, true],
    [w, h, true],
    [w / 2, h / 2, false],
  ];
  const fillInset = rng.chance(0.5);
  for (const [cx, cy, a] of centres) {
    outline += hex(cx, cy, R);
    if (a === fillInset || !fillInset) inset += hex(cx, cy, R * 0.52);
  }
  const sw = 3.2 * rng.range(0.8, 1.2);
  body += `<path d="${inset}" fill="${mix(r.ink2, r.ground, 0.25)}"/>`;
  body += `<path d="${outline}" fill="none" stroke="${r.metal ?? r.line}" stroke-width="${n(sw)}" stroke-linejoin="round"/>`;
  return { width: w, height: h, defs: "", body, repeatCm: 14 * rng.range(0.85, 1.2) };
}

/** Chevron bands in two or three inks with a hairline between them. */
export function chevronTile(ctx: TileContext): Tile {
  const r = roles(ctx.palette);
  const { rng } = ctx;
  const w = 80;
  const band = 18 * rng.range(0.8, 1.25);
  const colors = [r.ground, r.ink, r.ground, r.ink2];
  const h = band * colors.length;
  const amp = w / 2;
  let body = rect(w, h, r.ground);
  colors.forEach((c, i) => {
    const y = i * band;
    const zig = (yy: number) => `M0 ${n(yy)}L${w / 2} ${n(yy - amp * 0.6)}L${w} ${n(yy)}`;
    for (const dy of [-h, 0, h]) {
      body += `<path d="${zig(y + dy)}L${w} ${n(y + dy + band)}L${w / 2} ${n(y + dy + band - amp * 0.6)}L0 ${n(y + dy + band)}Z" fill="${c}"/>`;
    }
  });
  for (let i = 0; i < colors.length; i++) {
    for (const dy of [-h, 0, h]) {
      const y = i * band + dy;
      body += `<path d="M0 ${n(y)}L${w / 2} ${n(y - amp * 0.6)}L${w} ${n(y)}" fill="none" stroke="${r.ink3}" stroke-width="0.8"/>`;
    }
  }
  return { width: w, height: h, defs: "", body, repeatCm: 16 * rng.range(0.8, 1.3) };
}

/** Art Deco fans: rows of scallops, each with radiating ribs and a stepped arc. */
export function decoFanTile(ctx: TileContext): Tile {
  const r = roles(ctx.palette);
  const { rng, uid } = ctx;
  const R = 50;
  const w = R * 2;
  const h = R;
  const metal = r.metal ?? r.ink;
  const lineFill = r.metal ? `url(#${uid}-deco)` : metal;
  const fan = (cx: number, cy: number) => {
    let out = `<path d="M${cx - R} ${cy}A${R} ${R} 0 0 1 ${cx + R} ${cy}Z" fill="${r.ground}"/>`;
    out += `<path d="M${cx - R} ${cy}A${R} ${R} 0 0 1 ${cx + R} ${cy}" fill="none" stroke="${lineFill}" stroke-width="2.6"/>`;
    out += `<path d="M${cx - R * 0.78} ${cy}A${R * 0.78} ${R * 0.78} 0 0 1 ${cx + R * 0.78} ${cy}" fill="none" stroke="${lineFill}" stroke-width="1.2"/>`;
    const ribs = 9;
    for (let i = 1; i < ribs; i++) {
      const a = 180 + (180 / ribs) * i;
      const [x1, y1] = polar(cx, cy, R * 0.2, a);
      const [x2, y2] = polar(cx, cy, R * 0.72, a);
      out += `<path d="M${n(x1)} ${n(y1)}L${n(x2)} ${n(y2)}" stroke="${lineFill}" stroke-width="1.3"/>`;
    }
    out += `<path d="M${cx - R * 0.2} ${cy}A${R * 0.2} ${R * 0.2} 0 0 1 ${cx + R * 0.2} ${cy}Z" fill="${lineFill}"/>`;
    return out;
  };
  const body = rect(w, h, r.ground) + fanRows(R, w, fan);
  const defs = `<linearGradient id="${uid}-deco" x1="0" y1="0" x2="0" y2="1" gradientUnits="objectBoundingBox"><stop offset="0" stop-color="${shade(metal, 0.14)}"/><stop offset="1" stop-color="${shade(metal, -0.08)}"/></linearGradient>`;
  return { width: w, height: h, defs, body, repeatCm: 18 * rng.range(0.85, 1.2) };
}
