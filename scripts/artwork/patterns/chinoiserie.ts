/**
 * Chinoiserie: flowering branches with perched birds, painted large so the repeat hides; and a
 * scenic of pavilions, willows and a bridge on rocky islets, in a few blue-and-white strokes.
 */
import { mix, shade } from "../color";
import { n, polar, ribbon, smoothOpen, wrapped, type Point } from "../svg";
import { blossom, songbird, veinedLeaf } from "./shapes";
import { rect, roles, type Tile, type TileContext } from "./tile";

type Branch = { spine: Point[]; base: number };

/** A gnarled branch: a wandering spine whose kinks alternate, with twigs forking off it. */
function growBranch(
  ctx: TileContext,
  start: Point,
  angle: number,
  length: number,
  base: number,
  depth: number,
  out: Branch[],
): void {
  const { rng } = ctx;
  const spine: Point[] = [start];
  let [x, y] = start;
  let a = angle;
  const steps = 5;
  for (let i = 0; i < steps; i++) {
    a += rng.range(-22, 22) * (i % 2 === 0 ? 1 : -1);
    [x, y] = polar(x, y, length / steps, a);
    spine.push([x, y]);
  }
  out.push({ spine, base });
  if (depth <= 0) return;
  const forks = rng.int(1, 2);
  for (let f = 0; f < forks; f++) {
    const idx = rng.int(2, steps - 1);
    const from = spine[idx] as Point;
    const side = rng.chance(0.5) ? 1 : -1;
    growBranch(
      ctx,
      from,
      a + side * rng.range(30, 55),
      length * rng.range(0.45, 0.65),
      base * 0.5,
      depth - 1,
      out,
    );
  }
}

export function branchBirdTile(ctx: TileContext): Tile {
  const r = roles(ctx.palette);
  const { rng } = ctx;
  const w = 520;
  const h = 680;
  const bark = r.dark ? mix(r.ink, r.ground, 0.2) : shade(mix(r.ink, "#5a4636", 0.5), -0.04);
  const petal = r.ink2;
  const centre = r.ink3;
  const leaf = mix(r.ink3, "#6f8a5e", 0.35);
  let body = rect(w, h, r.ground);
  // The trunk runs from the bottom edge to the top edge at the same x, so the tree continues
  // from one repeat into the next; boughs reach sideways across the seams.
  const x0 = w * rng.range(0.3, 0.4);
  const trunk: Point[] = [];
  for (let i = 0; i <= 8; i++) {
    const t = i / 8;
    trunk.push([
      x0 + Math.sin(t * Math.PI * 2 + rng.range(-0.2, 0.2)) * 28 + (i % 2 ? 9 : -9),
      h - t * h,
    ]);
  }
  const branches: Branch[] = [];
  for (const [i, dir] of [
    [1, -25],
    [3, 205],
    [4, -40],
    [6, 195],
    [7, -20],
  ] as const) {
    const from = trunk[i] as Point;
    growBranch(ctx, from, dir + rng.range(-10, 10), rng.range(200, 280), 8, 3, branches);
  }
  const trunkSpine: Point[] = [[trunk[0]![0], h + 40], ...trunk, [trunk[8]![0], -40]];
  // Bark painted in two tones: the body, then a lighter stroke down the lit (left) side.
  let wood = `<path d="${ribbon(trunkSpine, () => 13, 80)}" fill="${bark}"/>`;
  wood += `<path d="${ribbon(
    trunkSpine.map(([x, y]) => [x - 6, y] as Point),
    () => 2.6,
    80,
  )}" fill="${shade(bark, 0.1)}"/>`;
  for (const b of branches) {
    wood += `<path d="${ribbon(b.spine, (t) => b.base * (1 - t * 0.85), 30)}" fill="${bark}"/>`;
  }
  // Blossoms and leaves gathered along the ends of the branches.
  let flowers = "";
  let leafLayer = "";
  const petalLight = mix(petal, "#ffffff", 0.35);
  for (const b of branches) {
    const tail = b.spine.slice(1);
    for (const p of tail) {
      const count = rng.int(2, 4);
      for (let k = 0; k < count; k++) {
        const [fx, fy] = polar(p[0], p[1], rng.range(3, 20), rng.range(0, 360));
        if (rng.chance(0.3)) {
          leafLayer += veinedLeaf(
            fx,
            fy,
            rng.range(18, 28),
            rng.range(0, 360),
            leaf,
            shade(leaf, 0.12),
            0.28,
            false,
          );
        } else if (rng.chance(0.2)) {
          flowers += `<circle cx="${n(fx)}" cy="${n(fy)}" r="${n(rng.range(3, 4.5))}" fill="${mix(petal, centre, 0.3)}"/>`;
        } else {
          const tone = rng.chance(0.5) ? petal : petalLight;
          flowers += `<g transform="translate(${n(fx)} ${n(fy)})">${blossom(rng.range(8, 14), tone, centre, 5, rng.range(0, 72))}</g>`;
        }
      }
    }
  }
  flowers = leafLayer + flowers;
  // Birds perched on two boughs, one facing each way.
  let birds = "";
  const birdBody = r.dark ? mix(r.ink3, "#ffffff", 0.15) : r.ink3;
  const birdBreast = mix(petal, "#f3e6d0", 0.4);
  const perches = branches
    .filter((b) => b.base >= 8)
    .filter((_, i) => i % 2 === 0)
    .slice(0, 2);
  perches.forEach((b, i) => {
    const p = b.spine[3] as Point;
    birds += `<g transform="translate(${n(p[0])} ${n(p[1] - 28)})">${songbird(1.55, birdBody, birdBreast, shade(birdBody, -0.12), shade(bark, -0.1), i === 1)}</g>`;
  });
  // A butterfly or two in the open ground.
  let butterflies = "";
  for (let i = 0; i < 2; i++) {
    const bx = rng.range(0.55, 0.9) * w;
    const by = rng.range(0.1, 0.9) * h;
    const c = mix(petal, centre, 0.5);
    butterflies += `<g transform="translate(${n(bx)} ${n(by)}) rotate(${n(rng.range(-30, 30))})"><path d="M0 0C-10 -14 -20 -8 -14 2C-20 8 -10 12 0 2C10 12 20 8 14 2C20 -8 10 -14 0 0Z" fill="${c}"/><path d="M0 -4V6" stroke="${bark}" stroke-width="1.4"/></g>`;
  }
  const all = wood + flowers + birds;
  body += wrapped(
    w,
    h,
    0,
    0,
    w + h,
    (x, y) => `<g transform="translate(${n(x)} ${n(y)})">${all}</g>`,
  );
  body += butterflies;
  return { width: w, height: h, defs: "", body, repeatCm: 91 * rng.range(0.95, 1.05) };
}

function pavilion(ink: string, paper: string, s: number): string {
  // A two-tier pavilion with upswept eaves on posts, drawn in outline with filled roofs.
  const roof = (y: number, half: number, rise: number) =>
    `<path d="M${-half} ${y}Q${-half * 0.6} ${y - rise * 0.4} ${-half * 0.35} ${y - rise}L${half * 0.35} ${y - rise}Q${half * 0.6} ${y - rise * 0.4} ${half} ${y}Q${half * 0.8} ${y + 3} ${half * 0.6} ${y + 2}L${-half * 0.6} ${y + 2}Q${-half * 0.8} ${y + 3} ${-half} ${y}Z" fill="${ink}"/>`;
  return `<g transform="scale(${s})" stroke-linecap="round">
<rect x="-20" y="-2" width="40" height="4" fill="${ink}"/>
<path d="M-16 -2V-26M-6 -2V-26M6 -2V-26M16 -2V-26" stroke="${ink}" stroke-width="2"/>
<path d="M-16 -12H16" stroke="${ink}" stroke-width="1.2"/>
${roof(-26, 30, 12)}
<rect x="-12" y="-42" width="24" height="6" fill="${paper}" stroke="${ink}" stroke-width="1.4"/>
${roof(-42, 20, 10)}
<path d="M0 -52V-60" stroke="${ink}" stroke-width="2"/>
<circle cy="-61" r="2" fill="${ink}"/>
</g>`;
}

function willow(ink: string, rng: TileContext["rng"], s: number): string {
  let out = `<path d="${ribbon(
    [
      [0, 0],
      [4, -30],
      [-2, -60],
      [6, -84],
    ],
    (t) => 5 - t * 3,
  )}" fill="${ink}"/>`;
  for (let i = 0; i < 14; i++) {
    const sx = rng.range(-26, 34);
    const sy = -84 + rng.range(-6, 18);
    const len = rng.range(40, 80);
    const bend = rng.range(-10, 10);
    out += `<path d="${smoothOpen([
      [sx * 0.3 + 3, sy],
      [sx, sy + 6],
      [sx + bend, sy + len],
    ])}" fill="none" stroke="${ink}" stroke-width="1.1"/>`;
  }
  return `<g transform="scale(${n(s)})">${out}</g>`;
}

function rocks(ink: string, paper: string, width: number, rng: TileContext["rng"]): string {
  const pts: Point[] = [[-width / 2, 0]];
  const bumps = 5;
  for (let i = 1; i < bumps; i++) pts.push([-width / 2 + (width / bumps) * i, -rng.range(8, 22)]);
  pts.push([width / 2, 0]);
  let out = `<path d="${smoothOpen(pts)}L${width / 2} 4L${-width / 2} 4Z" fill="${paper}" stroke="${ink}" stroke-width="1.6"/>`;
  // Texture strokes (cun) on the rock faces.
  for (let i = 0; i < 6; i++) {
    const x = rng.range(-width / 2.4, width / 2.4);
    out += `<path d="M${n(x)} ${n(-rng.range(2, 10))}q4 -4 8 -2" fill="none" stroke="${ink}" stroke-width="1"/>`;
  }
  // Ripples at the waterline.
  for (let i = 0; i < 3; i++) {
    const x = rng.range(-width / 2, width / 2);
    out += `<path d="M${n(x - 14)} ${n(10 + i * 5)}h${n(rng.range(16, 30))}" stroke="${ink}" stroke-width="1" opacity="0.8"/>`;
  }
  return out;
}

export function pavilionTile(ctx: TileContext): Tile {
  const r = roles(ctx.palette);
  const { rng } = ctx;
  const w = 420;
  const h = 440;
  const ink = r.line;
  const paper = r.ground;
  let body = rect(w, h, paper);
  // Two vignettes in a half-drop: a pavilion on an islet with a willow; a bridge and a boat.
  const v1 = `${rocks(ink, paper, 130, rng)}<g transform="translate(-14 -12)">${pavilion(ink, paper, 1.05)}</g><g transform="translate(48 -8)">${willow(ink, rng, 0.9)}</g>`;
  const bridge = `<path d="M-60 0Q0 -40 60 0" fill="none" stroke="${ink}" stroke-width="3"/><path d="M-60 0Q0 -30 60 0" fill="none" stroke="${ink}" stroke-width="1.2"/><path d="M-40 -14V-28M-20 -24V-38M0 -27V-41M20 -24V-38M40 -14V-28" stroke="${ink}" stroke-width="1.2"/><path d="M-44 -24Q0 -52 44 -24" fill="none" stroke="${ink}" stroke-width="1.4"/>`;
  const boat = `<path d="M-22 0H22L16 7H-16Z" fill="${ink}"/><path d="M0 0V-26L14 -4Z" fill="none" stroke="${ink}" stroke-width="1.2"/><circle cx="-8" cy="-6" r="3" fill="${ink}"/>`;
  const v2 = `${rocks(ink, paper, 90, rng)}<g transform="translate(70 -2)">${bridge}</g><g transform="translate(-10 40)">${boat}</g><g transform="translate(-26 -14) scale(0.7)">${pavilion(ink, paper, 0.9)}</g>`;
  const birds = (x: number, y: number) =>
    `<path d="M${x} ${y}q5 -5 10 0q5 -5 10 0M${x + 26} ${y - 12}q4 -4 8 0q4 -4 8 0" fill="none" stroke="${ink}" stroke-width="1.2"/>`;
  const cloud = `<path d="M-30 0q6 -10 16 -4q6 -12 18 -4q10 -8 18 2q8 0 8 6z" fill="none" stroke="${ink}" stroke-width="1.1"/>`;
  body += wrapped(
    w,
    h,
    w * 0.3,
    h * 0.36,
    300,
    (x, y) => `<g transform="translate(${n(x)} ${n(y)}) scale(1.9)">${v1}</g>`,
  );
  body += wrapped(
    w,
    h,
    w * 0.8,
    h * 0.86,
    300,
    (x, y) => `<g transform="translate(${n(x)} ${n(y)}) scale(1.8)">${v2}</g>`,
  );
  body += wrapped(
    w,
    h,
    w * 0.75,
    h * 0.3,
    60,
    (x, y) => `<g transform="translate(${n(x)} ${n(y)}) scale(1.5)">${birds(0, 0)}</g>`,
  );
  body += wrapped(
    w,
    h,
    w * 0.2,
    h * 0.72,
    60,
    (x, y) => `<g transform="translate(${n(x)} ${n(y)}) scale(1.5)">${cloud}</g>`,
  );
  body += wrapped(
    w,
    h,
    w * 0.62,
    h * 0.52,
    60,
    (x, y) => `<g transform="translate(${n(x)} ${n(y)}) scale(1.2)">${cloud}</g>`,
  );
  return { width: w, height: h, defs: "", body, repeatCm: 64 * rng.range(0.92, 1.05) };
}
