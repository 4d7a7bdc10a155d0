/** Lamps, plants, vases and books: the small things that make a room read as lived in. */
import { mix, shade } from "../color";
import type { Rng } from "../prng";
import { leafPath, n, polar, type Point } from "../svg";
import { depthScale, project, type Camera } from "./camera";

/**
 * A table lamp standing at (x, y, z): a ceramic base and a drum shade lit from inside. The
 * glow on the wall behind is returned separately so it can sit under the furniture.
 */
export function tableLamp(
  cam: Camera,
  x: number,
  y: number,
  z: number,
  base: string,
  shadeColor: string,
  height = 0.62,
): { lamp: string; glow: string } {
  const s = depthScale(cam, z) * cam.wallScale;
  const [cx, by] = project(cam, x, y, z);
  const bh = height * 0.5 * s;
  const bw = 0.16 * s;
  const sh = height * 0.42 * s;
  const topW = 0.26 * s;
  const botW = 0.36 * s;
  const sy = by - bh - sh * 0.88;
  let lamp = "";
  // Base: a ginger-jar curve with a highlight on the lit (left) side.
  lamp += `<path d="M${n(cx - bw * 0.35)} ${n(by)}C${n(cx - bw * 0.9)} ${n(by - bh * 0.2)} ${n(cx - bw)} ${n(by - bh * 0.75)} ${n(cx - bw * 0.3)} ${n(by - bh)}H${n(cx + bw * 0.3)}C${n(cx + bw)} ${n(by - bh * 0.75)} ${n(cx + bw * 0.9)} ${n(by - bh * 0.2)} ${n(cx + bw * 0.35)} ${n(by)}Z" fill="${base}"/>`;
  lamp += `<path d="M${n(cx - bw * 0.55)} ${n(by - bh * 0.25)}C${n(cx - bw * 0.8)} ${n(by - bh * 0.5)} ${n(cx - bw * 0.6)} ${n(by - bh * 0.8)} ${n(cx - bw * 0.3)} ${n(by - bh * 0.9)}" stroke="${mix(base, "#ffffff", 0.45)}" stroke-width="${n(s * 0.018)}" fill="none" stroke-linecap="round"/>`;
  lamp += `<rect x="${n(cx - s * 0.008)}" y="${n(sy + sh * 0.5)}" width="${n(s * 0.016)}" height="${n(by - bh - sy - sh * 0.5)}" fill="${shade(base, -0.25)}"/>`;
  // Drum shade: lit from inside, brighter at the bottom edge.
  lamp += `<path d="M${n(cx - topW / 2)} ${n(sy)}H${n(cx + topW / 2)}L${n(cx + botW / 2)} ${n(sy + sh)}H${n(cx - botW / 2)}Z" fill="url(#lampshade)"/>`;
  lamp += `<path d="M${n(cx - botW / 2)} ${n(sy + sh)}H${n(cx + botW / 2)}" stroke="${mix(shadeColor, "#ffffff", 0.5)}" stroke-width="${n(s * 0.012)}"/>`;
  void shadeColor;
  const glow = `<ellipse cx="${n(cx)}" cy="${n(sy + sh * 0.3)}" rx="${n(s * 0.75)}" ry="${n(s * 0.65)}" fill="url(#lampglow)"/>`;
  return { lamp, glow };
}

/** A potted plant (fiddle-leaf fig or olive) standing on the floor at (x, z). */
export function pottedPlant(
  cam: Camera,
  rng: Rng,
  x: number,
  z: number,
  pot: string,
  height = 1.5,
  kind: "fig" | "olive" = "fig",
): string {
  const s = depthScale(cam, z) * cam.wallScale;
  const [cx, fy] = project(cam, x, 0, z);
  const potH = 0.38 * s;
  const potW = 0.36 * s;
  let out = "";
  out += `<ellipse cx="${n(cx + s * 0.05)}" cy="${n(fy)}" rx="${n(potW * 0.7)}" ry="${n(potW * 0.12)}" fill="#1d1712" opacity="0.35" filter="url(#soft-shadow)"/>`;
  out += `<path d="M${n(cx - potW / 2)} ${n(fy - potH)}H${n(cx + potW / 2)}L${n(cx + potW * 0.4)} ${n(fy)}H${n(cx - potW * 0.4)}Z" fill="url(#pot)"/>`;
  out += `<ellipse cx="${n(cx)}" cy="${n(fy - potH)}" rx="${n(potW / 2)}" ry="${n(potW * 0.08)}" fill="${shade(pot, -0.2)}"/>`;
  const topY = fy - potH;
  const greens = ["#4f6b3f", "#5d7a48", "#3f5a35", "#6b8a52"];
  if (kind === "olive") {
    // Slender trunk and a loose crown of narrow silver-green leaves.
    out += `<path d="M${n(cx)} ${n(topY)}C${n(cx - s * 0.05)} ${n(topY - height * s * 0.3)} ${n(cx + s * 0.06)} ${n(topY - height * s * 0.5)} ${n(cx)} ${n(topY - height * s * 0.62)}" stroke="#6b5440" stroke-width="${n(s * 0.03)}" fill="none"/>`;
    for (let i = 0; i < 140; i++) {
      const [lx, ly] = polar(
        cx,
        topY - height * s * 0.75,
        rng.range(0, s * 0.42),
        rng.range(0, 360),
      );
      const c = rng.pick(["#7d8c6a", "#8f9c7b", "#6a7a5a", "#a3ad8e"]);
      out += `<path d="${leafPath(lx, ly, s * rng.range(0.06, 0.09), rng.range(0, 360), 0.22)}" fill="${c}"/>`;
    }
    return out;
  }
  // Fiddle-leaf fig: a few stems with big, glossy, violin-shaped leaves lit on their left side.
  const stems: Point[] = [];
  for (let i = 0; i < 3; i++) {
    const tx = cx + (i - 1) * s * 0.1 + rng.range(-0.03, 0.03) * s;
    const ty = topY - height * s * rng.range(0.75, 1);
    out += `<path d="M${n(cx + (i - 1) * s * 0.03)} ${n(topY)}Q${n(tx + s * 0.05)} ${n((topY + ty) / 2)} ${n(tx)} ${n(ty)}" stroke="#5a4632" stroke-width="${n(s * 0.02)}" fill="none"/>`;
    stems.push([tx, ty]);
  }
  for (let i = 0; i < 26; i++) {
    const stem = stems[i % stems.length] as Point;
    const t = rng.range(0, 1);
    const sx = cx + (stem[0] - cx) * (0.4 + t * 0.6);
    const sy = topY + (stem[1] - topY) * (0.35 + t * 0.65);
    const a = rng.range(-160, -20) + (i % 2 ? 30 : -30);
    const len = s * rng.range(0.2, 0.3);
    const c = rng.pick(greens);
    out += `<path d="${leafPath(sx, sy, len, a, 0.38)}" fill="${c}"/>`;
    const [mx, my] = polar(sx, sy, len * 0.85, a);
    out += `<path d="M${n(sx)} ${n(sy)}L${n(mx)} ${n(my)}" stroke="${mix(c, "#d8e0c0", 0.35)}" stroke-width="${n(s * 0.006)}"/>`;
    out += `<path d="${leafPath(sx, sy, len * 0.9, a - 6, 0.14)}" fill="${mix(c, "#ffffff", 0.14)}" opacity="0.55"/>`;
  }
  return out;
}

/** A vase with a few branches, standing on a surface at (x, y, z). */
export function vaseWithBranches(
  cam: Camera,
  rng: Rng,
  x: number,
  y: number,
  z: number,
  vase: string,
  bloom: string,
): string {
  const s = depthScale(cam, z) * cam.wallScale;
  const [cx, by] = project(cam, x, y, z);
  const h = 0.26 * s;
  const w = 0.12 * s;
  let out = `<path d="M${n(cx - w * 0.3)} ${n(by)}C${n(cx - w)} ${n(by - h * 0.3)} ${n(cx - w * 0.7)} ${n(by - h * 0.8)} ${n(cx - w * 0.25)} ${n(by - h)}H${n(cx + w * 0.25)}C${n(cx + w * 0.7)} ${n(by - h * 0.8)} ${n(cx + w)} ${n(by - h * 0.3)} ${n(cx + w * 0.3)} ${n(by)}Z" fill="${vase}"/>`;
  out += `<path d="M${n(cx - w * 0.5)} ${n(by - h * 0.3)}Q${n(cx - w * 0.7)} ${n(by - h * 0.6)} ${n(cx - w * 0.35)} ${n(by - h * 0.85)}" stroke="${mix(vase, "#ffffff", 0.4)}" stroke-width="${n(s * 0.01)}" fill="none"/>`;
  for (let i = 0; i < 5; i++) {
    const a = -90 + (i - 2) * 16 + rng.range(-6, 6);
    const len = s * rng.range(0.35, 0.55);
    const [ex, ey] = polar(cx, by - h, len, a);
    out += `<path d="M${n(cx)} ${n(by - h)}Q${n((cx + ex) / 2 + rng.range(-5, 5))} ${n((by - h + ey) / 2)} ${n(ex)} ${n(ey)}" stroke="#5a4632" stroke-width="${n(s * 0.006)}" fill="none"/>`;
    for (let k = 0; k < 6; k++) {
      const t = rng.range(0.35, 1);
      const px = cx + (ex - cx) * t + rng.range(-4, 4);
      const py = by - h + (ey - by + h) * t;
      out += `<circle cx="${n(px)}" cy="${n(py)}" r="${n(s * rng.range(0.008, 0.014))}" fill="${rng.chance(0.3) ? shade(bloom, 0.1) : bloom}"/>`;
    }
  }
  return out;
}

/** A short stack of books lying on a surface at (x, y, z). */
export function books(
  cam: Camera,
  rng: Rng,
  x: number,
  y: number,
  z: number,
  colors: readonly string[],
): string {
  const s = depthScale(cam, z) * cam.wallScale;
  const [cx, by] = project(cam, x, y, z);
  let out = "";
  let yy = by;
  for (let i = 0; i < 3; i++) {
    const w = s * rng.range(0.2, 0.28);
    const h = s * rng.range(0.028, 0.045);
    const c = colors[i % colors.length] as string;
    const off = rng.range(-0.02, 0.02) * s;
    out += `<rect x="${n(cx - w / 2 + off)}" y="${n(yy - h)}" width="${n(w)}" height="${n(h)}" fill="${c}"/>`;
    out += `<rect x="${n(cx - w / 2 + off)}" y="${n(yy - h * 0.55)}" width="${n(w)}" height="${n(h * 0.12)}" fill="${mix(c, "#ffffff", 0.4)}" opacity="0.7"/>`;
    yy -= h;
  }
  return out;
}
