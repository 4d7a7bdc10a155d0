/**
 * Damask: a mirrored medallion (a scalloped bulb with acanthus leaves and scrolls, a window cut
 * out of it and a palmette inside) set in a half-drop with a small sprig between, as silk damasks
 * were drawn.
 */
import { mix, shade } from "../color";
import {
  leafPath,
  mirrorX,
  n,
  polar,
  ribbon,
  smoothClosed,
  spiral,
  wrapped,
  type Point,
} from "../svg";
import { rect, roles, type Tile, type TileContext } from "./tile";

/** The right half of an outline from the top of the axis to the bottom; mirrored to close. */
function mirroredOutline(half: Point[]): Point[] {
  const left = half
    .slice(1, -1)
    .reverse()
    .map(([x, y]) => [-x, y] as Point);
  return [...half, ...left];
}

function medallion(ctx: TileContext, fill: string, cut: string, detail: string): string {
  const { rng } = ctx;
  const wide = rng.range(0.86, 0.96);
  const tall = rng.range(0.97, 1.03);
  const sx = (x: number) => x * wide;
  const sy = (y: number) => y * tall;
  // A solid bulb: the medallion's body. Detail is cut into it in the ground color.
  const body = mirroredOutline([
    [0, sy(-104)],
    [sx(12), sy(-92)],
    [sx(30), sy(-66)],
    [sx(48), sy(-30)],
    [sx(54), sy(4)],
    [sx(46), sy(38)],
    [sx(28), sy(70)],
    [sx(10), sy(94)],
    [0, sy(104)],
  ]);
  let half = "";
  // Acanthus leaves rooted on the edge of the bulb, thrown outward: up above the waist, down
  // below it, which gives the scalloped, flaring outline damask is known by.
  const leafSpots: [number, number, number, number][] = [
    [14, -88, -70, 22],
    [40, -40, -40, 24],
    [50, 8, -10, 22],
    [36, 56, 40, 24],
    [16, 86, 66, 20],
  ];
  for (const [x, y, a, len] of leafSpots) {
    const jitter = rng.range(-5, 5);
    half += `<path d="${leafPath(sx(x) - 4, sy(y), len * rng.range(0.92, 1.1), a + jitter, 0.3, 0.3)}" fill="${fill}"/>`;
  }
  // A C-scroll bracketing each side: springs from the shoulder, swells past the waist and curls
  // back in under it, the damask's signature line.
  const curlR = 12 * rng.range(0.85, 1.15);
  const scroll: Point[] = [
    [sx(22), sy(-84)],
    [sx(52), sy(-70)],
    [sx(76), sy(-38)],
    [sx(84), sy(2)],
    [sx(76), sy(36)],
    ...spiral(sx(62), sy(40), curlR, 2.5, 0, 300, 10).slice(1),
  ];
  half += `<path d="${ribbon(scroll, (t) => (t < 0.12 ? 1 + t * 40 : 6 * (1 - t) + 0.8))}" fill="${fill}"/>`;
  // Fronds off the outside of the scroll.
  for (const [x, y, a, len] of [
    [64, -58, -44, 26],
    [80, -18, -18, 24],
    [80, 20, 12, 20],
  ] as const) {
    half += `<path d="${leafPath(sx(x), sy(y), len * rng.range(0.9, 1.1), a, 0.3, 0.35)}" fill="${fill}"/>`;
  }
  // Fleur-de-lis petals at the crown and a pair of upturned leaves at the base.
  const crown: Point[] = [
    [sx(3), sy(-112)],
    [sx(16), sy(-128)],
    [sx(30), sy(-126)],
    ...spiral(sx(30), sy(-116), curlR * 0.55, 1.5, -90, 150, 7).slice(1),
  ];
  half += `<path d="${ribbon(crown, (t) => 4.4 * (1 - t) + 0.6)}" fill="${fill}"/>`;
  const base: Point[] = [
    [sx(6), sy(100)],
    [sx(22), sy(114)],
    [sx(40), sy(112)],
    [sx(50), sy(98)],
    ...spiral(sx(42), sy(92), curlR * 0.5, 1.5, 20, -200, 7).slice(1),
  ];
  half += `<path d="${ribbon(base, (t) => 4.8 * (1 - t) + 0.6)}" fill="${fill}"/>`;
  let out = `<path d="${smoothClosed(body)}" fill="${fill}"/>` + mirrorX(half);
  // Cut into the bulb: a vase-shaped line, a fan of petals and a heart, in the ground color.
  const vase = mirroredOutline([
    [0, sy(-6)],
    [sx(20), sy(4)],
    [sx(28), sy(28)],
    [sx(18), sy(54)],
    [0, sy(74)],
  ]);
  out += `<path d="${smoothClosed(vase)}" fill="none" stroke="${cut}" stroke-width="3.2"/>`;
  out += `<path d="${smoothClosed(
    mirroredOutline([
      [0, sy(16)],
      [sx(10), sy(26)],
      [sx(11), sy(40)],
      [0, sy(56)],
    ]),
  )}" fill="${detail}"/>`;
  const petals = rng.pick([5, 7]);
  for (let i = 0; i < petals; i++) {
    const a = -90 - 60 + (120 / (petals - 1)) * i;
    const len = 52 - Math.abs(a + 90) * 0.3;
    out += `<path d="${leafPath(0, sy(-10), len, a, 0.17)}" fill="none" stroke="${cut}" stroke-width="2.4"/>`;
  }
  out += `<circle cx="0" cy="${n(sy(-76))}" r="${n(rng.range(4, 5.5))}" fill="${cut}"/>`;
  for (const y of [-92, 86]) out += `<circle cx="0" cy="${n(sy(y))}" r="2.2" fill="${cut}"/>`;
  // Finial above and pendant below, on the axis.
  out += `<path d="M0 ${n(sy(-158))}C9 ${n(sy(-146))} 10 ${n(sy(-130))} 3 ${n(sy(-112))}L-3 ${n(sy(-112))}C-10 ${n(sy(-130))} -9 ${n(sy(-146))} 0 ${n(sy(-158))}Z" fill="${fill}"/>`;
  out += `<path d="M0 ${n(sy(100))}C8 ${n(sy(114))} 8 ${n(sy(128))} 0 ${n(sy(148))}C-8 ${n(sy(128))} -8 ${n(sy(114))} 0 ${n(sy(100))}Z" fill="${fill}"/>`;
  return out;
}

function sprig(fill: string, rngPick: number): string {
  let out = "";
  const arms = rngPick > 0.5 ? [-90, 0, 90, 180] : [-90, 90];
  for (const a of arms) out += `<path d="${leafPath(0, 0, 17, a, 0.3)}" fill="${fill}"/>`;
  for (const a of [-45, 45, 135, 225]) {
    const [x, y] = polar(0, 0, 13, a);
    out += `<circle cx="${n(x)}" cy="${n(y)}" r="2.4" fill="${fill}"/>`;
  }
  out += `<circle r="4.5" fill="${fill}"/>`;
  return out;
}

export function damaskTile(ctx: TileContext, toneOnTone: boolean): Tile {
  const r = roles(ctx.palette);
  const { rng, uid } = ctx;
  const ground = r.ground;
  // Tone-on-tone: the motif is the ground a step darker (or lighter on dark grounds), as a satin
  // weave shows against a matte one.
  const ink = toneOnTone ? shade(ground, r.dark ? 0.08 : -0.08) : r.ink;
  const useMetal = Boolean(r.metal) && !toneOnTone;
  const fill = useMetal ? `url(#${uid}-metal)` : ink;
  const detail = toneOnTone ? mix(ground, ink, 0.5) : mix(ground, ink, 0.25);
  const w = 250 * rng.range(0.96, 1.05);
  const h = 350 * rng.range(0.97, 1.03);
  const motif = medallion(ctx, fill, ground, detail);
  const sprigFill = toneOnTone || useMetal ? fill : r.ink2;
  const sprigShape = sprig(sprigFill, rng.next());
  let body = rect(w, h, ground);
  for (const [cx, cy] of [
    [0, 0],
    [w / 2, h / 2],
  ] as const) {
    body += wrapped(
      w,
      h,
      cx,
      cy,
      175,
      (x, y) => `<g transform="translate(${n(x)} ${n(y)})">${motif}</g>`,
    );
  }
  for (const [cx, cy] of [
    [w / 2, 0],
    [0, h / 2],
  ] as const) {
    body += wrapped(
      w,
      h,
      cx,
      cy,
      24,
      (x, y) => `<g transform="translate(${n(x)} ${n(y)})">${sprigShape}</g>`,
    );
  }
  const metal = r.metal ?? r.ink;
  const defs = `<linearGradient id="${uid}-metal" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${shade(metal, 0.1)}"/><stop offset="0.45" stop-color="${metal}"/><stop offset="1" stop-color="${shade(metal, -0.12)}"/></linearGradient>`;
  return { width: w, height: h, defs, body, repeatCm: 53 * rng.range(0.92, 1.0) };
}
