/**
 * Metallic finishes: hand-laid metal leaf (squares of foil, each catching the light a little
 * differently, with fine brushing), and a geometric printed in metallic ink on a dark ground.
 * A flat image reads as metal when it has a strong highlight-to-shadow range and a directional
 * sheen; the sheen across the whole wall is added by the material layer.
 */
import { mix, shade } from "../color";
import { n, polar } from "../svg";
import { noiseFillFilter } from "./filters";
import { rect, roles, type Tile, type TileContext } from "./tile";

export function foilSheenTile(ctx: TileContext): Tile {
  const r = roles(ctx.palette);
  const { rng, uid } = ctx;
  const metal = r.metal ?? r.ink;
  const sq = 100;
  const cols = 4;
  const rows = 4;
  const w = sq * cols;
  const h = sq * rows;
  let body = rect(w, h, shade(metal, -0.12));
  for (let y = 0; y < rows; y++) {
    for (let x = 0; x < cols; x++) {
      // Each leaf sits a touch off the grid and catches the light at its own angle.
      const tone = rng.range(-0.07, 0.07);
      const gid = `${uid}-leaf${x}-${y}`;
      const angle = rng.range(20, 70);
      const [x2, y2] = polar(0.5, 0.5, 0.5, angle);
      const [x1, y1] = polar(0.5, 0.5, 0.5, angle + 180);
      body += `<linearGradient id="${gid}" x1="${n(x1)}" y1="${n(y1)}" x2="${n(x2)}" y2="${n(y2)}"><stop offset="0" stop-color="${shade(metal, tone - 0.06)}"/><stop offset="0.55" stop-color="${shade(metal, tone + 0.1)}"/><stop offset="1" stop-color="${shade(metal, tone - 0.02)}"/></linearGradient>`;
      const ox = rng.range(-1.5, 1.5);
      const oy = rng.range(-1.5, 1.5);
      body += `<rect x="${n(x * sq + ox)}" y="${n(y * sq + oy)}" width="${sq + 1}" height="${sq + 1}" fill="url(#${gid})"/>`;
      // The edge of the leaf overlaps the next, a thin darker line.
      body += `<path d="M${n(x * sq + ox)} ${n(y * sq + oy)}h${sq}M${n(x * sq + ox)} ${n(y * sq + oy)}v${sq}" stroke="${shade(metal, -0.16)}" stroke-width="0.8" opacity="0.8"/>`;
    }
  }
  // Cracks and small breaks in the leaf, where the darker size shows through.
  for (let i = 0; i < 24; i++) {
    const x = rng.range(0, w);
    const y = rng.range(0, h);
    body += `<path d="M${n(x)} ${n(y)}l${n(rng.range(-8, 8))} ${n(rng.range(2, 10))}l${n(rng.range(-6, 6))} ${n(rng.range(2, 8))}" stroke="${shade(metal, -0.2)}" stroke-width="0.6" fill="none"/>`;
  }
  const defs = noiseFillFilter(
    `${uid}-brush`,
    w,
    h,
    "0.004 0.6",
    2,
    rng.int(1, 99),
    mix(metal, "#ffffff", 0.5),
    0.9,
    -0.35,
  );
  body += `<rect width="${w}" height="${h}" filter="url(#${uid}-brush)"/>`;
  void r.ground;
  return { width: w, height: h, defs, body, repeatCm: 48 * rng.range(0.95, 1.05), textured: true };
}

export function metallicGeometricTile(ctx: TileContext): Tile {
  const r = roles(ctx.palette);
  const { rng, uid } = ctx;
  const metal = r.metal ?? r.ink;
  const ground = r.ground;
  const variant = rng.int(0, 1);
  const s = 100;
  let body = rect(s, s, ground);
  const stroke = `url(#${uid}-g)`;
  if (variant === 0) {
    // Interlocking circles: a circle on each corner and one in the centre, crossing.
    for (const [cx, cy] of [
      [0, 0],
      [s, 0],
      [0, s],
      [s, s],
      [s / 2, s / 2],
    ] as const) {
      body += `<circle cx="${cx}" cy="${cy}" r="${s / 2}" fill="none" stroke="${stroke}" stroke-width="2.4"/>`;
    }
    body += `<circle cx="${s / 2}" cy="${s / 2}" r="4" fill="${stroke}"/>`;
  } else {
    // Art Deco sunburst diamonds.
    body += `<path d="M${s / 2} 0L${s} ${s / 2}L${s / 2} ${s}L0 ${s / 2}Z" fill="none" stroke="${stroke}" stroke-width="2.4"/>`;
    body += `<path d="M${s / 2} ${s * 0.18}L${s * 0.82} ${s / 2}L${s / 2} ${s * 0.82}L${s * 0.18} ${s / 2}Z" fill="none" stroke="${stroke}" stroke-width="1.2"/>`;
    for (let i = 0; i < 8; i++) {
      const [x, y] = polar(s / 2, s / 2, s * 0.3, i * 45);
      body += `<path d="M${s / 2} ${s / 2}L${n(x)} ${n(y)}" stroke="${stroke}" stroke-width="0.9"/>`;
    }
    for (const [cx, cy] of [
      [0, 0],
      [s, 0],
      [0, s],
      [s, s],
    ] as const) {
      body += `<circle cx="${cx}" cy="${cy}" r="5" fill="${stroke}"/>`;
    }
  }
  const defs = `<linearGradient id="${uid}-g" gradientUnits="userSpaceOnUse" x1="0" y1="0" x2="${s}" y2="${s}"><stop offset="0" stop-color="${shade(metal, 0.16)}"/><stop offset="0.5" stop-color="${metal}"/><stop offset="1" stop-color="${shade(metal, -0.1)}"/></linearGradient>`;
  return { width: s, height: s, defs, body, repeatCm: 20 * rng.range(0.85, 1.2) };
}
