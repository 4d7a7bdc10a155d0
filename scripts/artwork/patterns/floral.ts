/** Botanical and floral: bouquets in a half-drop, a trailing vine, a tossed leaf scatter. */
import { mix, shade } from "../color";
import { n, polar, ribbon, wrapped, type Point } from "../svg";
import { blossom, peony, scatter, veinedLeaf } from "./shapes";
import { rect, roles, squareTileStart, type Tile, type TileContext } from "./tile";

function bouquet(ctx: TileContext, flower: string, leaf: string, accent: string): string {
  const { rng } = ctx;
  const vein = shade(leaf, 0.12);
  let out = "";
  // Stems first, so the flowers sit on top of them.
  const stems: Point[][] = [
    [
      [0, 0],
      [-6, 30],
      [-4, 60],
    ],
    [
      [-30, -24],
      [-20, 10],
      [-6, 44],
    ],
    [
      [34, -18],
      [20, 16],
      [2, 52],
    ],
  ];
  for (const s of stems)
    out += `<path d="${ribbon(s, (t) => 2.2 - t * 0.8)}" fill="${shade(leaf, -0.05)}"/>`;
  const leaves: [number, number, number, number][] = [
    [-8, 20, 150 + rng.range(-10, 10), 42],
    [4, 24, 30 + rng.range(-10, 10), 40],
    [-14, 40, 200, 30],
    [10, 42, -20, 32],
    [-22, -8, 215, 34],
    [26, -4, -35, 34],
  ];
  for (const [x, y, a, len] of leaves) {
    out += veinedLeaf(x, y, len * rng.range(0.85, 1.15), a, leaf, vein, 0.3);
  }
  out += `<g transform="translate(20 18)">${peony(19 * rng.range(0.9, 1.1), shade(flower, 0.06), rng)}</g>`;
  out += `<g transform="translate(-4 -6)">${peony(30 * rng.range(0.92, 1.08), flower, rng)}</g>`;
  // Buds and a small open flower on the side stems.
  out += `<g transform="translate(-32 -28) rotate(${n(rng.range(-20, 20))})">${blossom(11, mix(flower, "#ffffff", 0.15), accent, 5)}</g>`;
  out += `<g transform="translate(36 -22)"><ellipse rx="7" ry="10" transform="rotate(35)" fill="${shade(flower, -0.06)}"/><path d="M-6 6Q0 -2 6 6" fill="${leaf}"/></g>`;
  for (let i = 0; i < 3; i++) {
    const [x, y] = polar(-4, -6, 40 + i * 4, -120 + i * 32 + rng.range(-6, 6));
    out += `<circle cx="${n(x)}" cy="${n(y)}" r="${n(2.4)}" fill="${accent}"/>`;
  }
  return out;
}

export function bouquetTile(ctx: TileContext): Tile {
  const r = roles(ctx.palette);
  const { rng } = ctx;
  const w = 200 * rng.range(0.95, 1.06);
  const h = 220 * rng.range(0.95, 1.06);
  const flower = r.ink;
  const leaf = r.ink2;
  const accent = r.ink3;
  const a = bouquet(ctx, flower, leaf, accent);
  const b = bouquet(ctx, flower, leaf, accent);
  let body = rect(w, h, r.ground);
  const flipB = rng.chance(0.5);
  body += wrapped(
    w,
    h,
    w * 0.25,
    h * 0.3,
    110,
    (x, y) => `<g transform="translate(${n(x)} ${n(y)}) scale(1.3)">${a}</g>`,
  );
  body += wrapped(
    w,
    h,
    w * 0.75,
    h * 0.8,
    110,
    (x, y) =>
      `<g transform="translate(${n(x)} ${n(y)}) scale(${flipB ? -1.25 : 1.25} 1.25) rotate(-8)">${b}</g>`,
  );
  // Small sprigs fill the ground between bouquets.
  for (const [sx, sy] of [
    [w * 0.75, h * 0.25],
    [w * 0.25, h * 0.78],
  ] as const) {
    const rot = rng.range(0, 360);
    body += wrapped(
      w,
      h,
      sx,
      sy,
      36,
      (x, y) =>
        `<g transform="translate(${n(x)} ${n(y)}) rotate(${n(rot)}) scale(1.6)">${veinedLeaf(0, 0, 14, -60, leaf, leaf, 0.3, false)}${veinedLeaf(0, 0, 12, 40, leaf, leaf, 0.3, false)}${veinedLeaf(0, 0, 11, 160, leaf, leaf, 0.3, false)}${blossom(6, flower, accent, 5)}</g>`,
    );
  }
  return { width: w, height: h, defs: "", body, repeatCm: 52 * rng.range(0.9, 1.05) };
}

export function vineTile(ctx: TileContext): Tile {
  const r = roles(ctx.palette);
  const { rng } = ctx;
  const w = 150 * rng.range(0.92, 1.08);
  const h = 220;
  const stemColor = shade(r.ink2, -0.08);
  let body = rect(w, h, r.ground);
  const columns = 2;
  for (let c = 0; c < columns; c++) {
    const x0 = (w / columns) * (c + 0.5);
    const amp = 16 * rng.range(0.8, 1.2);
    const phase = c * Math.PI + rng.range(-0.3, 0.3);
    // One period of the sine per tile height, so the vine runs on without a seam.
    const pts: Point[] = [];
    for (let i = -2; i <= 18; i++) {
      const y = (h / 16) * i;
      pts.push([x0 + amp * Math.sin((y / h) * Math.PI * 2 + phase), y]);
    }
    body += `<path d="${ribbon(pts, () => 2.2, 120)}" fill="${stemColor}"/>`;
    for (let k = 0; k < 8; k++) {
      const y = (h / 8) * k + 6;
      const x = x0 + amp * Math.sin((y / h) * Math.PI * 2 + phase);
      const side = k % 2 === 0 ? 1 : -1;
      const a = side > 0 ? rng.range(-40, -10) : rng.range(190, 220);
      const leafOrFlower = k % 4;
      const flowerR = 11 * rng.range(0.9, 1.1);
      const flowerRot = rng.range(0, 70);
      const leafLen = 30 * rng.range(0.85, 1.15);
      const draw = (px: number, py: number) => {
        if (leafOrFlower === 1) {
          const [fx, fy] = polar(px, py, 18, a);
          return `<path d="M${n(px)} ${n(py)}L${n(fx)} ${n(fy)}" stroke="${stemColor}" stroke-width="1.2"/><g transform="translate(${n(fx)} ${n(fy)})">${blossom(flowerR, r.ink, r.ink3, 5, flowerRot)}</g>`;
        }
        if (leafOrFlower === 3) {
          let berries = "";
          for (let b = 0; b < 4; b++) {
            const [bx, by] = polar(px, py, 9 + b * 6, a + b * 12);
            berries += `<circle cx="${n(bx)}" cy="${n(by)}" r="3.4" fill="${r.ink3}"/>`;
          }
          return berries + veinedLeaf(px, py, 22, a + 40 * side, r.ink2, r.ground, 0.3, false);
        }
        return veinedLeaf(px, py, leafLen, a, r.ink2, mix(r.ink2, r.ground, 0.5), 0.3);
      };
      body += wrapped(w, h, x, y, 30, draw);
    }
  }
  return { width: w, height: h, defs: "", body, repeatCm: 45 * rng.range(0.9, 1.05) };
}

export function leafScatterTile(ctx: TileContext): Tile {
  const { r, rng, w, h, ground } = squareTileStart(ctx, 260);
  let body = ground;
  const pts = scatter(rng, w, h, 52 * rng.range(0.9, 1.1), 40);
  const colors = [r.ink, r.ink2, r.ink3];
  for (const [px, py] of pts) {
    const kind = rng.int(0, 2);
    const a = rng.range(0, 360);
    const len = rng.range(40, 58);
    const fill = rng.pick(colors);
    const vein = mix(fill, r.ground, 0.45);
    const draw = (x: number, y: number) => {
      if (kind === 0) {
        // A slender leaf with a short stalk.
        const [sx, sy] = polar(x, y, -8, a);
        return `<path d="M${n(sx)} ${n(sy)}L${n(x)} ${n(y)}" stroke="${fill}" stroke-width="1.4"/>${veinedLeaf(x, y, len, a, fill, vein, 0.22)}`;
      }
      if (kind === 1) {
        // A rounded leaf.
        return veinedLeaf(x, y, len * 0.8, a, fill, vein, 0.42);
      }
      // A small three-leaf sprig.
      return [-35, 0, 35]
        .map((d) => veinedLeaf(x, y, len * (d === 0 ? 0.75 : 0.55), a + d, fill, vein, 0.3, false))
        .join("");
    };
    body += wrapped(w, h, px, py, len + 10, draw);
  }
  return { width: w, height: h, defs: "", body, repeatCm: 50 * rng.range(0.9, 1.05) };
}
