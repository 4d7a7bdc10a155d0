/** Abstract: loose brush strokes, veined marble and soft watercolor washes. */
import { contrastL, mix, shade } from "../color";
import { noiseFillFilter } from "./filters";
import { n, polar, ribbon, smoothClosed, wrapped, type Point } from "../svg";
import { rect, roles, type Tile, type TileContext } from "./tile";

export function brushStrokeTile(ctx: TileContext): Tile {
  const r = roles(ctx.palette);
  const { rng, uid } = ctx;
  const w = 480;
  const h = 480;
  const colors = [r.ink, r.ink2, r.ink3];
  // One dominant direction, as a painter sweeps across a panel, with a few strokes against it.
  const main = rng.range(-30, 30);
  let strokes = "";
  const count = rng.int(9, 12);
  for (let i = 0; i < count; i++) {
    const cx = rng.range(0, w);
    const cy = (h / count) * i + rng.range(-20, 20);
    const a = main + rng.range(-14, 14) + (i % 5 === 4 ? 70 : 0);
    const len = rng.range(260, 420);
    const bend = rng.range(-50, 50);
    const half = rng.range(18, 40);
    const color = colors[i % colors.length] as string;
    const [x0, y0] = polar(cx, cy, -len / 2, a);
    const [x1, y1] = polar(cx, cy, len / 2, a);
    const [mx, my] = polar(cx, cy, bend, a + 90);
    const spine: Point[] = [
      [x0, y0],
      [(x0 * 2 + mx) / 3, (y0 * 2 + my) / 3],
      [mx, my],
      [(x1 * 2 + mx) / 3, (y1 * 2 + my) / 3],
      [x1, y1],
    ];
    // The loaded brush lands round and full, then drags out thinner and breaks up at the end.
    const rag = Array.from({ length: 71 }, () => rng.range(0.9, 1.08));
    const profile = (t: number) =>
      half *
      Math.min(1, Math.sqrt(t * 10)) *
      (1 - t * 0.5) *
      (t > 0.92 ? (1 - t) / 0.08 : 1) *
      (rag[Math.round(t * 70)] ?? 1);
    let stroke = `<path d="${ribbon(spine, profile, 70)}" fill="${color}" opacity="0.78"/>`;
    // Bristle marks: lighter and darker streaks running the length of the stroke, some ending early.
    const bristles = 14;
    for (let b = 0; b < bristles; b++) {
      const off = (b / (bristles - 1) - 0.5) * 1.8;
      const tone = rng.range(-0.12, 0.1);
      const end = rng.range(0.6, 1);
      const offset = spine.map(([x, y], k) => {
        const t = (k / (spine.length - 1)) * end;
        const [ox, oy] = polar(x, y, off * profile(t) * 0.92, a + 90);
        return [
          ox + (x1 - x0) * (t - k / (spine.length - 1)),
          oy + (y1 - y0) * (t - k / (spine.length - 1)),
        ] as Point;
      });
      const thin = rng.range(0.8, 2.2);
      stroke += `<path d="${ribbon(offset, (t) => thin * Math.min(1, t * 5) * (1 - t * 0.7), 50)}" fill="${shade(color, tone)}" opacity="0.75"/>`;
    }
    strokes += wrapped(
      w,
      h,
      0,
      0,
      w + h,
      (x, y) => `<g transform="translate(${n(x)} ${n(y)})">${stroke}</g>`,
    );
  }
  void uid;
  const body = rect(w, h, r.ground) + strokes;
  return { width: w, height: h, defs: "", body, repeatCm: 75 * rng.range(0.9, 1.1) };
}

/** A vein: a gently wandering line that drifts one way (marble veins sweep, they do not zigzag). */
function vein(
  rng: TileContext["rng"],
  start: Point,
  angle: number,
  length: number,
  wobble = 14,
): Point[] {
  const pts: Point[] = [start];
  let [x, y] = start;
  let a = angle;
  const steps = 8;
  for (let i = 0; i < steps; i++) {
    a += rng.range(-wobble, wobble);
    a = angle + Math.max(-30, Math.min(30, a - angle));
    [x, y] = polar(x, y, length / steps, a);
    pts.push([x, y]);
  }
  return pts;
}

export function marbleTile(ctx: TileContext): Tile {
  const r = roles(ctx.palette);
  const { rng, uid } = ctx;
  const w = 520;
  const h = 520;
  // Veins must read even when a palette's inks sit close to its ground: push them darker (or
  // lighter on dark stone) until there is enough contrast.
  let veinColor = mix(r.line, r.ground, 0.1);
  for (let i = 0; i < 8 && contrastL(veinColor, r.ground) < 0.28; i++)
    veinColor = shade(veinColor, r.dark ? 0.06 : -0.06);
  const soft = mix(r.ink2, r.ground, 0.45);
  let veins = "";
  let halos = "";
  let fine = "";
  const drift = rng.range(25, 60);
  const count = rng.int(3, 4);
  for (let i = 0; i < count; i++) {
    const start: Point = [rng.range(-100, w * 0.5), (h / count) * i + rng.range(-30, 30)];
    const main = vein(rng, start, drift + rng.range(-10, 10), rng.range(520, 700));
    const width = rng.range(1.6, 3.6);
    const swell = rng.range(0.3, 0.7);
    halos += `<path d="${ribbon(main, (t) => width * 9 * Math.sin(Math.PI * t) + 3, 80)}" fill="${soft}" opacity="0.5"/>`;
    veins += `<path d="${ribbon(main, (t) => width * (0.35 + Math.abs(Math.sin(Math.PI * (t + swell) * 2)) * 0.9), 90)}" fill="${veinColor}"/>`;
    for (let b = 0; b < 2; b++) {
      const from = main[rng.int(2, main.length - 3)] as Point;
      const twig = vein(rng, from, drift + rng.range(-45, 45), rng.range(160, 280), 10);
      veins += `<path d="${ribbon(twig, (t) => width * 0.55 * (1 - t) + 0.3, 40)}" fill="${veinColor}" opacity="0.85"/>`;
    }
  }
  // A web of faint hairline veins between the main ones.
  for (let i = 0; i < 10; i++) {
    const start: Point = [rng.range(0, w), rng.range(0, h)];
    const hair = vein(rng, start, drift + rng.range(-60, 60), rng.range(120, 260), 18);
    fine += `<path d="${ribbon(hair, () => 0.5, 30)}" fill="${veinColor}" opacity="0.4"/>`;
  }
  const cloud = mix(r.ground, r.ink2, 0.22);
  const defs =
    noiseFillFilter(`${uid}-cloud`, w, h, "0.006", 4, rng.int(1, 99), cloud, 2.4, -1.0) +
    `<filter id="${uid}-blur" x="-10%" y="-10%" width="120%" height="120%"><feGaussianBlur stdDeviation="9"/></filter>` +
    `<filter id="${uid}-soft" x="-10%" y="-10%" width="120%" height="120%"><feGaussianBlur stdDeviation="1.6"/></filter>`;
  const placed = (content: string) =>
    wrapped(
      w,
      h,
      0,
      0,
      w + h,
      (x, y) => `<g transform="translate(${n(x)} ${n(y)})">${content}</g>`,
    );
  const body =
    rect(w, h, r.ground) +
    `<rect width="${w}" height="${h}" filter="url(#${uid}-cloud)"/>` +
    `<g filter="url(#${uid}-blur)">${placed(halos)}</g>` +
    `<g filter="url(#${uid}-soft)" opacity="0.7">${placed(veins)}</g>` +
    `<g opacity="0.7">${placed(fine + veins)}</g>`;
  return { width: w, height: h, defs, body, repeatCm: 95 * rng.range(0.9, 1.1) };
}

export function watercolorTile(ctx: TileContext): Tile {
  const r = roles(ctx.palette);
  const { rng, uid } = ctx;
  const w = 440;
  const h = 440;
  const colors = [r.ink, r.ink2, r.ink3];
  let washes = "";
  const count = rng.int(9, 12);
  for (let i = 0; i < count; i++) {
    const cx = rng.range(0, w);
    const cy = rng.range(0, h);
    const radius = rng.range(50, 110);
    const pts: Point[] = [];
    const lobes = rng.int(7, 10);
    const lobeR = Array.from({ length: lobes }, () => rng.range(0.65, 1.15));
    const count2 = 40;
    // Big lobes plus a fine ragged edge, where the wash bled into damp paper.
    for (let k = 0; k < count2; k++) {
      const u = (k / count2) * lobes;
      const a0 = lobeR[Math.floor(u) % lobes] as number;
      const a1 = lobeR[(Math.floor(u) + 1) % lobes] as number;
      const f = u - Math.floor(u);
      const base = a0 + (a1 - a0) * (0.5 - Math.cos(f * Math.PI) / 2);
      pts.push(polar(0, 0, radius * base * rng.range(0.96, 1.04), (360 / count2) * k));
    }
    const d = smoothClosed(pts);
    const c = colors[i % colors.length] as string;
    const stretch = rng.range(1, 1.8);
    const rot = rng.range(-20, 20);
    // A wash pools pigment at its edge: a pale fill with a darker rim.
    const blob = `<g transform="rotate(${n(rot)}) scale(${n(stretch)} 1)"><path d="${d}" fill="${c}" opacity="${n(rng.range(0.22, 0.4))}"/><path d="${d}" fill="none" stroke="${shade(c, -0.05)}" stroke-width="2.2" opacity="0.45"/></g>`;
    washes += wrapped(
      w,
      h,
      cx,
      cy,
      radius * 2,
      (x, y) => `<g transform="translate(${n(x)} ${n(y)})">${blob}</g>`,
    );
  }
  const defs =
    `<filter id="${uid}-bleed" x="-10%" y="-10%" width="120%" height="120%"><feGaussianBlur stdDeviation="1.3"/></filter>` +
    noiseFillFilter(`${uid}-gran`, w, h, "0.7", 2, 7, shade(r.ground, -0.3), 0.5, -0.2);
  const body =
    rect(w, h, r.ground) +
    `<g filter="url(#${uid}-bleed)">${washes}</g>` +
    `<rect width="${w}" height="${h}" filter="url(#${uid}-gran)" opacity="0.5"/>`;
  return { width: w, height: h, defs, body, repeatCm: 80 * rng.range(0.9, 1.1) };
}
