/**
 * Traditional: a toile de Jouy of engraved pastoral vignettes in one ink on a cream ground, and a
 * heritage scenic print of a park with a temple, trees and distant hills in a few soft colors.
 */
import { mix, shade } from "../color";
import type { Rng } from "../prng";
import { n, polar, smoothClosed, smoothOpen, wrapped, type Point } from "../svg";
import { rect, roles, type Tile, type TileContext } from "./tile";

/** An engraved tree: a cloud of lobes shaded by hatching on the side away from the light. */
function engravedTree(rng: Rng, ink: string, hatch: string, s: number): string {
  let out = `<path d="M-4 0C-3 -20 -6 -36 -2 -52L2 -52C5 -36 3 -20 5 0Z" fill="${ink}"/>`;
  out += `<path d="M0 -40L-14 -56M1 -46L12 -60" stroke="${ink}" stroke-width="2"/>`;
  const lobes: Point[] = [];
  for (let i = 0; i < 11; i++) {
    lobes.push(polar(0, -78, 34 * rng.range(0.8, 1.1), i * (360 / 11)));
  }
  const crown = smoothClosed(lobes);
  out += `<path d="${crown}" fill="url(#${hatch})" stroke="${ink}" stroke-width="1.4"/>`;
  // Scalloped foliage clusters drawn as little arcs.
  for (let i = 0; i < 16; i++) {
    const [x, y] = polar(0, -78, rng.range(6, 28), rng.range(0, 360));
    out += `<path d="M${n(x - 5)} ${n(y)}q5 -6 10 0" fill="none" stroke="${ink}" stroke-width="1.1"/>`;
  }
  return `<g transform="scale(${n(s)})">${out}</g>`;
}

function rotunda(ink: string, paper: string, hatch: string): string {
  return `<path d="M-30 0H30V-6H-30Z" fill="${ink}"/>
<path d="M-26 -6V-40M-14 -6V-40M0 -6V-40M14 -6V-40M26 -6V-40" stroke="${ink}" stroke-width="2.4"/>
<rect x="-30" y="-46" width="60" height="6" fill="${ink}"/>
<path d="M-28 -46C-26 -70 26 -70 28 -46Z" fill="url(#${hatch})" stroke="${ink}" stroke-width="1.6"/>
<path d="M0 -66V-76" stroke="${ink}" stroke-width="2"/><circle cy="-78" r="2.4" fill="${ink}"/>
<path d="M-38 6H38" stroke="${ink}" stroke-width="1.4"/>
<rect x="-16" y="-36" width="32" height="30" fill="${paper}" opacity="0"/>`;
}

function cottage(ink: string, paper: string, hatch: string): string {
  return `<path d="M-26 0V-26H26V0Z" fill="${paper}" stroke="${ink}" stroke-width="1.6"/>
<path d="M-32 -24L0 -48L32 -24Z" fill="url(#${hatch})" stroke="${ink}" stroke-width="1.6"/>
<rect x="-6" y="-16" width="10" height="16" fill="${ink}"/>
<rect x="10" y="-20" width="9" height="8" fill="none" stroke="${ink}" stroke-width="1.2"/>
<path d="M14.5 -20V-12M10 -16H19" stroke="${ink}" stroke-width="0.8"/>
<path d="M16 -40V-52H22V-36" fill="${ink}"/>
<path d="M19 -56q3 -6 0 -10q-3 -4 1 -8" fill="none" stroke="${ink}" stroke-width="1"/>`;
}

/** A figure in a long dress and wide hat, or a shepherd with a crook: a few engraved strokes. */
function figure(ink: string, hatch: string, shepherd: boolean): string {
  if (shepherd) {
    return `<circle cx="0" cy="-40" r="4.2" fill="${ink}"/>
<path d="M-5 -35C-7 -24 -6 -14 -5 -2H-1L0 -14L1 -2H5C6 -14 7 -24 5 -35Z" fill="url(#${hatch})" stroke="${ink}" stroke-width="1.2"/>
<path d="M8 -52V0M8 -52q-6 0 -6 5" fill="none" stroke="${ink}" stroke-width="1.4"/>
<path d="M5 -32L8 -26" stroke="${ink}" stroke-width="1.4"/>`;
  }
  return `<ellipse cx="0" cy="-46" rx="9" ry="2.4" fill="${ink}"/><circle cx="0" cy="-42" r="4" fill="${ink}"/>
<path d="M-4 -37L-3 -28C-10 -18 -14 -8 -15 0H15C14 -8 10 -18 3 -28L4 -37Z" fill="url(#${hatch})" stroke="${ink}" stroke-width="1.2"/>
<path d="M4 -33L12 -26" stroke="${ink}" stroke-width="1.4"/>`;
}

function sheep(ink: string, paper: string): string {
  return `<path d="M-12 -4C-14 -14 -4 -18 2 -14C8 -18 16 -12 12 -4C14 2 4 4 0 2C-6 4 -14 2 -12 -4Z" fill="${paper}" stroke="${ink}" stroke-width="1.2"/>
<ellipse cx="15" cy="-10" rx="4" ry="3" fill="${ink}"/>
<path d="M-7 1V7M-2 2V8M5 2V8M9 1V7" stroke="${ink}" stroke-width="1.3"/>`;
}

function ground(ink: string, width: number, rng: Rng): string {
  let out = `<path d="${smoothOpen([
    [-width / 2, 4],
    [-width / 4, -2],
    [width / 4, 0],
    [width / 2, 6],
  ])}" fill="none" stroke="${ink}" stroke-width="1.4"/>`;
  for (let i = 0; i < 16; i++) {
    const x = rng.range(-width / 2.2, width / 2.2);
    out += `<path d="M${n(x)} ${n(4)}l-1.5 -6M${n(x + 2)} 4l1 -5" stroke="${ink}" stroke-width="0.9"/>`;
  }
  for (let i = 0; i < 5; i++) {
    const y = 8 + i * 3;
    out += `<path d="M${n(-width / 3 + i * 6)} ${y}h${n(width / 2 - i * 10)}" stroke="${ink}" stroke-width="0.8"/>`;
  }
  return out;
}

export function toileTile(ctx: TileContext): Tile {
  const r = roles(ctx.palette);
  const { rng, uid } = ctx;
  const w = 440;
  const h = 500;
  const ink = r.line;
  const paper = r.ground;
  const hatch = `${uid}-hatch`;
  const defs = `<pattern id="${hatch}" patternUnits="userSpaceOnUse" width="3.2" height="3.2" patternTransform="rotate(-35)"><rect width="3.2" height="3.2" fill="${paper}"/><rect width="3.2" height="1.1" fill="${ink}"/></pattern>`;
  const vignetteA =
    ground(ink, 180, rng) +
    `<g transform="translate(-52 0)">${engravedTree(rng, ink, hatch, 1.15)}</g>` +
    `<g transform="translate(26 -2)">${rotunda(ink, paper, hatch)}</g>` +
    `<g transform="translate(-8 2)">${figure(ink, hatch, false)}</g>` +
    `<g transform="translate(66 6)">${sheep(ink, paper)}</g>`;
  const vignetteB =
    ground(ink, 150, rng) +
    `<g transform="translate(40 0)">${engravedTree(rng, ink, hatch, 0.95)}</g>` +
    `<g transform="translate(-28 0)">${cottage(ink, paper, hatch)}</g>` +
    `<g transform="translate(14 4)">${figure(ink, hatch, true)}</g>`;
  // Floating sprays and birds between the vignettes, as in the printed originals.
  const spray = `<path d="M0 0q10 -14 24 -18M8 -8q-4 -10 2 -16M14 -12q8 -2 12 4" fill="none" stroke="${ink}" stroke-width="1.2"/><circle cx="24" cy="-18" r="3" fill="${ink}"/><circle cx="10" cy="-24" r="2.4" fill="none" stroke="${ink}"/>`;
  const bird = `<path d="M0 0q6 -6 12 0q6 -6 12 0" fill="none" stroke="${ink}" stroke-width="1.4"/>`;
  let body = rect(w, h, paper);
  body += wrapped(
    w,
    h,
    w * 0.3,
    h * 0.42,
    200,
    (x, y) => `<g transform="translate(${n(x)} ${n(y)}) scale(1.45)">${vignetteA}</g>`,
  );
  body += wrapped(
    w,
    h,
    w * 0.8,
    h * 0.92,
    200,
    (x, y) => `<g transform="translate(${n(x)} ${n(y)}) scale(1.45)">${vignetteB}</g>`,
  );
  body += wrapped(
    w,
    h,
    w * 0.78,
    h * 0.42,
    40,
    (x, y) => `<g transform="translate(${n(x)} ${n(y)}) rotate(-10) scale(1.5)">${spray}</g>`,
  );
  body += wrapped(
    w,
    h,
    w * 0.28,
    h * 0.9,
    40,
    (x, y) => `<g transform="translate(${n(x)} ${n(y)}) rotate(160) scale(1.5)">${spray}</g>`,
  );
  body += wrapped(
    w,
    h,
    w * 0.58,
    h * 0.14,
    40,
    (x, y) => `<g transform="translate(${n(x)} ${n(y)})">${bird}</g>`,
  );
  body += wrapped(
    w,
    h,
    w * 0.08,
    h * 0.64,
    40,
    (x, y) => `<g transform="translate(${n(x)} ${n(y)}) scale(0.8)">${bird}</g>`,
  );
  return { width: w, height: h, defs, body, repeatCm: 64 * rng.range(0.92, 1.05) };
}

export function scenicPrintTile(ctx: TileContext): Tile {
  const r = roles(ctx.palette);
  const { rng } = ctx;
  const w = 640;
  const h = 560;
  const paper = r.ground;
  const far = mix(paper, r.ink2, 0.35);
  const mid = mix(paper, r.ink2, 0.62);
  const near = r.ink2;
  const accent = r.ink;
  const line = shade(r.ink, -0.12);
  // A frieze of landscape on the paper ground: each band's edge is periodic in w, so the scene
  // runs on sideways; below it a ragged grassy edge gives way to the paper again.
  const band = (
    top: number,
    amp: number,
    freq: number,
    phase: number,
    bottom: number,
    ragged: number,
  ) => {
    const upper: Point[] = [];
    const lower: Point[] = [];
    for (let i = 0; i <= 32; i++) {
      const x = (w / 32) * i;
      const k = (x / w) * Math.PI * 2;
      upper.push([
        x,
        top + amp * Math.sin(k * freq + phase) + (amp / 3) * Math.sin(k * freq * 3 + phase * 2),
      ]);
      lower.push([x, bottom + ragged * Math.sin(k * 5 + phase) + (ragged / 2) * Math.sin(k * 13)]);
    }
    return `M${upper.map(([x, y]) => `${n(x)} ${n(y)}`).join("L")}L${lower
      .reverse()
      .map(([x, y]) => `${n(x)} ${n(y)}`)
      .join("L")}Z`;
  };
  let body = rect(w, h, paper);
  body += `<path d="${band(190, 34, 2, rng.range(0, 6), 330, 0)}" fill="${far}"/>`;
  body += `<path d="${band(262, 18, 3, rng.range(0, 6), 352, 0)}" fill="${mid}"/>`;
  // The river, with light on the water.
  body += `<path d="${band(330, 4, 2, 1, 380, 4)}" fill="${mix(paper, far, 0.55)}"/>`;
  for (let i = 0; i < 8; i++) {
    const x = rng.range(0, w);
    const y = rng.range(340, 372);
    body += wrapped(
      w,
      h,
      x,
      y,
      60,
      (px, py) => `<path d="M${n(px)} ${n(py)}h${n(40)}" stroke="${paper}" stroke-width="1.6"/>`,
    );
  }
  body += `<path d="${band(372, 8, 4, rng.range(0, 6), 460, 10)}" fill="${near}"/>`;
  // Grass tufts along the ragged lower edge.
  let tufts = "";
  for (let x = 4; x < w; x += 9) {
    const k = (x / w) * Math.PI * 2;
    const y = 460 + 10 * Math.sin(k * 5) + 5 * Math.sin(k * 13);
    tufts += `M${n(x)} ${n(y)}l-2 -7M${n(x + 3)} ${n(y)}l1 -8`;
  }
  body += `<path d="${tufts}" stroke="${shade(near, -0.1)}" stroke-width="1.4"/>`;
  // Trees: round-headed oaks, dark cypresses, and a temple on the far bank.
  const oak = (s: number, tone: string) => {
    const crown: Point[] = [];
    for (let i = 0; i < 10; i++)
      crown.push(polar(0, -40, 24 * (0.82 + ((i * 37) % 10) / 40), i * 36));
    return `<g transform="scale(${n(s)})"><path d="M-3 0V-30H3V0Z" fill="${line}"/><path d="${smoothClosed(crown)}" fill="${tone}"/><path d="${smoothClosed(crown.map(([px, py]) => [px * 0.55 - 7, py * 0.55 - 22] as Point))}" fill="${shade(tone, 0.07)}"/></g>`;
  };
  const cypress = (s: number, tone: string) =>
    `<g transform="scale(${n(s)})"><path d="M0 -86C10 -60 12 -24 6 0H-6C-12 -24 -10 -60 0 -86Z" fill="${tone}"/><path d="M-2 -70C2 -50 2 -24 -2 -4" stroke="${shade(tone, 0.08)}" stroke-width="2" fill="none"/></g>`;
  const temple = `<rect x="-26" y="-5" width="52" height="5" fill="${accent}"/><path d="M-21 -5V-30M-10.5 -5V-30M0 -5V-30M10.5 -5V-30M21 -5V-30" stroke="${accent}" stroke-width="2.6"/><rect x="-26" y="-34" width="52" height="4" fill="${accent}"/><path d="M-28 -34C-24 -52 24 -52 28 -34Z" fill="${accent}"/>`;
  const bridge = `<path d="M-50 0Q0 -30 50 0" fill="none" stroke="${line}" stroke-width="3"/><path d="M-50 0Q0 -22 50 0V6H-50Z" fill="${mix(near, paper, 0.2)}"/><path d="M-14 4A14 12 0 0 1 14 4" fill="${mix(paper, far, 0.55)}"/>`;
  const templeX = w * rng.range(0.15, 0.35);
  body += wrapped(
    w,
    h,
    templeX,
    262,
    40,
    (x, y) => `<g transform="translate(${n(x)} ${n(y)})">${temple}</g>`,
  );
  body += wrapped(
    w,
    h,
    templeX + w * 0.45,
    364,
    60,
    (x, y) => `<g transform="translate(${n(x)} ${n(y)})">${bridge}</g>`,
  );
  for (let i = 0; i < 9; i++) {
    const x = rng.range(0, w);
    const y = 392 + rng.range(0, 40);
    const s = rng.range(0.9, 1.5);
    const tone = rng.pick([near, shade(near, -0.08), mix(near, accent, 0.3)]);
    const tree = rng.chance(0.35) ? cypress(s, shade(near, -0.12)) : oak(s, tone);
    body += wrapped(
      w,
      h,
      x,
      y,
      80,
      (px, py) => `<g transform="translate(${n(px)} ${n(py)})">${tree}</g>`,
    );
  }
  // Clouds and birds in the open paper above.
  const cloud = `<path d="M-40 0q8 -14 22 -6q8 -16 24 -6q14 -10 24 4q12 0 10 8z" fill="${mix(paper, far, 0.25)}"/>`;
  for (const [cx, cy] of [
    [w * 0.25, 90],
    [w * 0.7, 60],
  ] as const) {
    body += wrapped(
      w,
      h,
      cx,
      cy,
      60,
      (x, y) => `<g transform="translate(${n(x)} ${n(y)}) scale(1.4)">${cloud}</g>`,
    );
  }
  body += wrapped(
    w,
    h,
    w * 0.5,
    120,
    40,
    (x, y) =>
      `<path d="M${n(x)} ${n(y)}q7 -7 14 0q7 -7 14 0M${n(x + 34)} ${n(y - 14)}q5 -5 10 0q5 -5 10 0" fill="none" stroke="${line}" stroke-width="1.6"/>`,
  );
  return { width: w, height: h, defs: "", body, repeatCm: 96 * rng.range(0.95, 1.05) };
}
