/** Kids and teen: a starry sky, a parade of simple animals, playful shapes (rainbows, clouds). */
import { mix, shade } from "../color";
import { n, polar, wrapped } from "../svg";
import { scatter, starPath } from "./shapes";
import { rect, roles, squareTileStart, type Tile, type TileContext } from "./tile";

export function starsTile(ctx: TileContext): Tile {
  const r = roles(ctx.palette);
  const { rng } = ctx;
  const w = 240;
  const h = 240;
  let body = rect(w, h, r.ground);
  const pts = scatter(rng, w, h, 38, 40);
  pts.forEach(([x, y], i) => {
    const big = i % 4 === 0;
    const size = big ? rng.range(15, 20) : rng.range(7, 11);
    const rot = rng.range(-15, 15);
    const color = big ? r.ink : i % 3 === 0 ? r.ink2 : r.ink3;
    const kind = i % 11 === 3 ? "moon" : i % 4 === 1 ? "dot" : "star";
    body += wrapped(w, h, x, y, size + 2, (px, py) => {
      if (kind === "moon") {
        return `<path d="M${n(px)} ${n(py - 12)}A12 12 0 1 0 ${n(px + 9)} ${n(py + 8)}A9 9 0 1 1 ${n(px)} ${n(py - 12)}Z" fill="${r.ink}"/>`;
      }
      if (kind === "dot")
        return `<circle cx="${n(px)}" cy="${n(py)}" r="${n(size * 0.3)}" fill="${color}"/>`;
      return `<path d="${starPath(size, 0.45)}" transform="translate(${n(px)} ${n(py)}) rotate(${n(rot)})" fill="${color}" stroke="${color}" stroke-width="1.6" stroke-linejoin="round"/>`;
    });
  });
  return { width: w, height: h, defs: "", body, repeatCm: 52 * rng.range(0.9, 1.1) };
}

function elephant(c: string, ear: string, eye: string): string {
  return `<path d="M-30 6C-34 -14 -22 -30 0 -30C16 -30 26 -22 30 -10C36 -6 40 4 38 16C37 22 33 24 32 18C31 10 28 6 26 4C24 10 22 12 20 14V24H12V16H-14V24H-22V14C-28 12 -30 10 -30 6Z" fill="${c}"/>
<path d="M4 -22C-6 -22 -10 -10 -4 0C2 6 12 4 14 -4C16 -14 12 -22 4 -22Z" fill="${ear}"/>
<circle cx="20" cy="-14" r="2" fill="${eye}"/><path d="M-30 2C-36 4 -38 8 -36 12" stroke="${c}" stroke-width="2.4" fill="none" stroke-linecap="round"/>`;
}

function bunny(c: string, inner: string, eye: string): string {
  return `<ellipse cx="0" cy="6" rx="18" ry="14" fill="${c}"/><circle cx="14" cy="-8" r="10" fill="${c}"/>
<ellipse cx="10" cy="-26" rx="4" ry="13" transform="rotate(-12 10 -26)" fill="${c}"/><ellipse cx="18" cy="-26" rx="4" ry="13" transform="rotate(14 18 -26)" fill="${c}"/>
<ellipse cx="10" cy="-26" rx="1.8" ry="9" transform="rotate(-12 10 -26)" fill="${inner}"/><circle cx="-18" cy="4" r="5" fill="${inner}"/><circle cx="17" cy="-9" r="1.8" fill="${eye}"/>`;
}

function whale(c: string, belly: string, eye: string): string {
  return `<path d="M-34 0C-30 -18 -8 -24 10 -20C26 -16 34 -4 32 8C30 18 16 22 -2 20C-18 18 -26 12 -34 0Z" fill="${c}"/>
<path d="M-34 0C-40 -6 -46 -14 -44 -18C-40 -12 -34 -10 -30 -8Z" fill="${c}"/><path d="M-30 -6C-38 -4 -46 2 -46 6C-40 2 -34 2 -30 2Z" fill="${c}"/>
<path d="M-20 12C-4 18 16 18 28 10C24 20 10 22 -2 20C-10 19 -16 16 -20 12Z" fill="${belly}"/><circle cx="18" cy="-4" r="2" fill="${eye}"/>
<path d="M6 -24C4 -32 0 -34 -4 -36M6 -24C8 -32 12 -34 16 -36" stroke="${belly}" stroke-width="2" fill="none" stroke-linecap="round"/>`;
}

export function animalsTile(ctx: TileContext): Tile {
  const r = roles(ctx.palette);
  const { rng } = ctx;
  const w = 300;
  const h = 260;
  const eye = shade(r.line, -0.2);
  const inner = mix(r.ink3, r.ground, 0.4);
  let body = rect(w, h, r.ground);
  const animals = [
    elephant(r.ink, shade(r.ink, -0.08), eye),
    bunny(r.ink2, inner, eye),
    whale(r.ink3, mix(r.ink3, r.ground, 0.6), eye),
  ];
  const spots: [number, number][] = [
    [w * 0.25, h * 0.28],
    [w * 0.75, h * 0.3],
    [w * 0.5, h * 0.78],
    [w * 0.02, h * 0.8],
  ];
  spots.forEach(([x, y], i) => {
    const a = animals[i % animals.length] as string;
    const flip = rng.chance(0.5) ? -1 : 1;
    const rot = rng.range(-6, 6);
    body += wrapped(
      w,
      h,
      x,
      y,
      50,
      (px, py) =>
        `<g transform="translate(${n(px)} ${n(py)}) scale(${flip} 1) rotate(${n(rot)})">${a}</g>`,
    );
  });
  // Confetti dots and tiny hearts between the animals.
  for (const [x, y] of scatter(rng, w, h, 34, 24)) {
    const near = spots.some(([sx, sy]) => Math.hypot(sx - x, sy - y) < 52);
    if (near) continue;
    const c = rng.pick([r.ink, r.ink2, r.ink3]);
    body += wrapped(
      w,
      h,
      x,
      y,
      6,
      (px, py) => `<circle cx="${n(px)}" cy="${n(py)}" r="3" fill="${c}" opacity="0.8"/>`,
    );
  }
  return { width: w, height: h, defs: "", body, repeatCm: 45 * rng.range(0.9, 1.1) };
}

export function playfulShapesTile(ctx: TileContext): Tile {
  const { r, rng, w, h, ground } = squareTileStart(ctx, 260);
  let body = ground;
  const colors = [r.ink, r.ink2, r.ink3];
  const pts = scatter(rng, w, h, 44, 30);
  pts.forEach(([x, y], i) => {
    const c = colors[i % 3] as string;
    const c2 = colors[(i + 1) % 3] as string;
    const kind = i % 5;
    const rot = rng.range(0, 360);
    const s = rng.range(0.8, 1.15);
    const draw = (px: number, py: number) => {
      const t = `transform="translate(${n(px)} ${n(py)}) rotate(${n(rot)}) scale(${n(s)})"`;
      switch (kind) {
        case 0: // rainbow
          return `<g ${t.replace(`rotate(${n(rot)})`, "rotate(0)")}><path d="M-18 6A18 18 0 0 1 18 6" fill="none" stroke="${c}" stroke-width="5"/><path d="M-11 6A11 11 0 0 1 11 6" fill="none" stroke="${c2}" stroke-width="5"/></g>`;
        case 1: // triangle
          return `<path d="M0 -11L10 7H-10Z" ${t} fill="${c}" stroke="${c}" stroke-width="3" stroke-linejoin="round"/>`;
        case 2: // cloud
          return `<path d="M-16 6C-20 6 -20 -2 -14 -2C-14 -10 -4 -12 0 -6C4 -12 14 -10 14 -2C20 -2 20 6 16 6Z" transform="translate(${n(px)} ${n(py)}) scale(${n(s)})" fill="${mix(c, r.ground, 0.55)}"/>`;
        case 3: // squiggle
          return `<path d="M-14 0q3.5 -7 7 0t7 0t7 0t7 0" ${t} fill="none" stroke="${c}" stroke-width="3.2" stroke-linecap="round"/>`;
        default: // ring
          return `<circle r="7" ${t} fill="none" stroke="${c}" stroke-width="3.4"/>`;
      }
    };
    body += wrapped(w, h, x, y, 26, draw);
  });
  void polar;
  return { width: w, height: h, defs: "", body, repeatCm: 42 * rng.range(0.9, 1.1) };
}
