/**
 * Naturals and fabrics: grasscloth (horizontal grass strands with slubs, faint warp threads and a
 * change of tone from panel to panel), sisal's coarser twisted weave, cork's granular veneer,
 * linen's irregular plain weave and silk's fine shantung with a sheen.
 */
import { mix, shade } from "../color";
import { n } from "../svg";
import { noiseFillFilter } from "./filters";
import { rect, roles, type Tile, type TileContext } from "./tile";

/** Panel width of a roll of grasscloth, in tile units (1 unit = 1 mm). */
const panel = 914;

/**
 * Grass strands for one panel: full-width rows, each a run of segments of slightly different
 * tone (a grass blade ends and the next begins), with a shadow between rows and the odd slub.
 */
function strands(
  ctx: TileContext,
  x0: number,
  width: number,
  height: number,
  base: string,
  coarse: number,
): string {
  const { rng } = ctx;
  let out = "";
  let gaps = "";
  let y = 0;
  while (y < height) {
    const thick = rng.range(1.6, 4.6) * coarse;
    const rowTone = rng.gauss(0.035);
    let x = x0;
    let first = true;
    while (x < x0 + width - 0.5) {
      // Segments stop exactly at the panel edge: a clip inside a pattern tile is not reliable.
      const len = Math.min(first ? rng.range(10, 320) : rng.range(80, 320), x0 + width - x);
      first = false;
      const c = shade(base, rowTone + rng.gauss(0.022));
      out += `<rect x="${n(x)}" y="${n(y)}" width="${n(len)}" height="${n(thick)}" fill="${c}"/>`;
      // A highlight along the top of the blade, where the light from the left catches it.
      out += `<rect x="${n(x)}" y="${n(y)}" width="${n(len)}" height="${n(thick * 0.28)}" fill="${shade(c, 0.05)}" opacity="0.55"/>`;
      if (rng.chance(0.07)) {
        // A slub: a knot where the grass thickens.
        const sx = x + rng.range(0, len);
        const sl = rng.range(10, 34);
        out += `<ellipse cx="${n(sx)}" cy="${n(y + thick / 2)}" rx="${n(sl)}" ry="${n(thick * 0.75)}" fill="${shade(base, rowTone + rng.range(-0.08, 0.06))}"/>`;
      }
      x += len;
    }
    gaps += `M${n(x0)} ${n(y + thick)}H${n(x0 + width)}`;
    y += thick;
  }
  out += `<path d="${gaps}" stroke="${shade(base, -0.2)}" stroke-width="${n(0.45 * coarse)}" opacity="0.55"/>`;
  return out;
}

export function grassclothTile(ctx: TileContext, kind: "grasscloth" | "sisal"): Tile {
  const r = roles(ctx.palette);
  const { rng, uid } = ctx;
  const panels = 2;
  const w = panel * panels;
  const h = kind === "sisal" ? 180 : 240;
  const coarse = kind === "sisal" ? 2.4 : 1;
  let body = rect(w, h, shade(r.ground, -0.04));
  for (let p = 0; p < panels; p++) {
    // Each panel is cut from a different batch of grass: a slightly different tone.
    const base = shade(mix(r.ground, r.ink, rng.range(0, 0.25)), rng.range(-0.035, 0.035));
    body += strands(ctx, p * panel, panel, h, base, coarse);
  }
  if (kind === "sisal") {
    // Sisal's twisted strands show as diagonal ticks across each row.
    let ticks = "";
    for (let y = 3; y < h; y += 5.2) {
      for (let x = (y * 3) % 11; x < w; x += 11) ticks += `M${n(x)} ${n(y + 2)}l4 -4`;
    }
    body += `<path d="${ticks}" stroke="${shade(r.ground, -0.12)}" stroke-width="1" opacity="0.35"/>`;
  }
  // Panel seams: where two drops meet, the change of tone reads as a faint line.
  body += `<path d="M0 0V${h}M${panel} 0V${h}" stroke="${shade(r.ground, -0.14)}" stroke-width="2.2" opacity="0.5"/>`;
  // Fibre mottling along the strands, and the cotton warp threads that hold the grass as a faint
  // vertical streak (noise rather than hairlines, which beat against the pixel grid into moiré).
  const defs =
    noiseFillFilter(
      `${uid}-fibre`,
      w,
      h,
      "0.002 0.12",
      3,
      rng.int(1, 99),
      shade(r.ground, -0.25),
      0.9,
      -0.35,
    ) +
    noiseFillFilter(
      `${uid}-warp`,
      w,
      h,
      "0.12 0.002",
      2,
      rng.int(1, 99),
      shade(r.ground, r.dark ? 0.1 : 0.06),
      0.8,
      -0.55,
    );
  body += `<rect width="${w}" height="${h}" filter="url(#${uid}-fibre)"/><rect width="${w}" height="${h}" filter="url(#${uid}-warp)"/>`;
  return { width: w, height: h, defs, body, repeatCm: 183, textured: true };
}

export function corkTile(ctx: TileContext): Tile {
  const r = roles(ctx.palette);
  const { rng, uid } = ctx;
  const w = 300;
  const h = 300;
  const base = r.ground;
  let body = rect(w, h, base);
  // Cork granules: many small irregular cells of warm tone, with dark pores.
  for (let i = 0; i < 2200; i++) {
    const x = rng.range(0, w);
    const y = rng.range(0, h);
    const rr = rng.range(1, 4.2);
    const tone = mix(base, r.ink, rng.range(0, 0.7));
    const pts: string[] = [];
    for (let k = 0; k < 5; k++) {
      const a = k * 72 + rng.range(-20, 20);
      const d = rr * rng.range(0.6, 1.2);
      pts.push(
        `${n(x + Math.cos((a * Math.PI) / 180) * d)} ${n(y + Math.sin((a * Math.PI) / 180) * d)}`,
      );
    }
    body += `<path d="M${pts.join("L")}Z" fill="${shade(tone, rng.range(-0.1, 0.07))}"/>`;
  }
  for (let i = 0; i < 260; i++) {
    body += `<circle cx="${n(rng.range(0, w))}" cy="${n(rng.range(0, h))}" r="${n(rng.range(0.4, 1.3))}" fill="${shade(r.ink, -0.15)}" opacity="0.7"/>`;
  }
  const defs = noiseFillFilter(
    `${uid}-grain`,
    w,
    h,
    "0.05",
    3,
    rng.int(1, 99),
    shade(r.ink, -0.1),
    1.2,
    -0.45,
  );
  body += `<rect width="${w}" height="${h}" filter="url(#${uid}-grain)"/>`;
  return { width: w, height: h, defs, body, repeatCm: 30, textured: true };
}

export function linenTile(ctx: TileContext): Tile {
  const r = roles(ctx.palette);
  const { rng, uid } = ctx;
  const w = 240;
  const h = 240;
  const base = r.ground;
  let body = rect(w, h, base);
  // Weft threads (horizontal) and warp threads (vertical) of uneven thickness: linen's slubs.
  let weft = "";
  for (let y = 0; y < h; y += 2) {
    const t = rng.range(0.6, 1.6) * (rng.chance(0.06) ? 1.8 : 1);
    weft += `<rect y="${y}" width="${w}" height="${n(t)}" fill="${shade(mix(base, r.ink, 0.35), rng.gauss(0.03))}" opacity="0.55"/>`;
  }
  let warp = "";
  for (let x = 0; x < w; x += 2) {
    const t = rng.range(0.6, 1.5) * (rng.chance(0.05) ? 1.8 : 1);
    warp += `<rect x="${x}" width="${n(t)}" height="${h}" fill="${shade(mix(base, r.ink, 0.3), rng.gauss(0.03))}" opacity="0.4"/>`;
  }
  body += weft + warp;
  const defs = noiseFillFilter(
    `${uid}-slub`,
    w,
    h,
    "0.01 0.2",
    3,
    rng.int(1, 99),
    shade(base, -0.2),
    1.1,
    -0.5,
  );
  body += `<rect width="${w}" height="${h}" filter="url(#${uid}-slub)"/>`;
  return { width: w, height: h, defs, body, repeatCm: 12, textured: true };
}

export function silkTile(ctx: TileContext): Tile {
  const r = roles(ctx.palette);
  const { rng, uid } = ctx;
  const w = 400;
  const h = 200;
  const base = r.ground;
  let body = rect(w, h, base);
  // Shantung: fine horizontal threads with long thicker slubs and a sheen that changes along them.
  for (let y = 0; y < h; y += 1.4) {
    const tone = rng.gauss(0.025);
    body += `<rect y="${n(y)}" width="${w}" height="0.9" fill="${shade(base, tone)}" opacity="0.8"/>`;
    if (rng.chance(0.12)) {
      const x = rng.range(0, w);
      const len = rng.range(30, 140);
      const draw = (xx: number) =>
        `<rect x="${n(xx)}" y="${n(y - 0.4)}" width="${n(len)}" height="${n(rng.range(1.4, 2.4))}" rx="1" fill="${shade(base, rng.range(-0.05, 0.05))}"/>`;
      body += draw(x) + (x + len > w ? draw(x - w) : "");
    }
  }
  const sheen = mix(base, "#ffffff", 0.5);
  const defs = noiseFillFilter(
    `${uid}-sheen`,
    w,
    h,
    "0.004 0.03",
    2,
    rng.int(1, 99),
    sheen,
    1.4,
    -0.55,
  );
  body += `<rect width="${w}" height="${h}" filter="url(#${uid}-sheen)"/>`;
  return { width: w, height: h, defs, body, repeatCm: 40, textured: true };
}
