/** Stripes: fine pinstripes, ticking's paired stripes on a woven ground, broad awning stripes. */
import { mix, shade } from "../color";
import { n } from "../svg";
import { rect, roles, type Tile, type TileContext } from "./tile";

export function stripeTile(
  ctx: TileContext,
  kind: "pinstripe" | "ticking" | "awning-stripe",
): Tile {
  const r = roles(ctx.palette);
  const { rng } = ctx;
  const h = 20;
  let body = "";
  let w: number;
  if (kind === "pinstripe") {
    w = 40 * rng.range(0.8, 1.3);
    body += rect(w, h, r.ground);
    body += `<rect x="${n(w / 2 - 0.9)}" width="1.8" height="${h}" fill="${r.line}"/>`;
    if (rng.chance(0.5))
      body += `<rect x="0" width="0.8" height="${h}" fill="${mix(r.ink2, r.ground, 0.3)}"/>`;
  } else if (kind === "ticking") {
    w = 60 * rng.range(0.9, 1.2);
    body += rect(w, h, r.ground);
    const c = r.line;
    body += `<rect x="${n(w * 0.2)}" width="${n(w * 0.1)}" height="${h}" fill="${c}"/>`;
    body += `<rect x="${n(w * 0.34)}" width="${n(w * 0.035)}" height="${h}" fill="${c}"/>`;
    body += `<rect x="${n(w * 0.6)}" width="${n(w * 0.035)}" height="${h}" fill="${c}"/>`;
    body += `<rect x="${n(w * 0.655)}" width="${n(w * 0.1)}" height="${h}" fill="${c}"/>`;
    // Ticking is a woven cloth: a fine horizontal weft breaks every stripe.
    for (let y = 0; y < h; y += 2)
      body += `<rect y="${y}" width="${n(w)}" height="0.7" fill="${shade(r.ground, -0.05)}" opacity="0.6"/>`;
  } else {
    w = 120 * rng.range(0.85, 1.15);
    body += rect(w, h, r.ground);
    body += `<rect x="${n(w / 2)}" width="${n(w / 2)}" height="${h}" fill="${r.ink}"/>`;
    if (rng.chance(0.5)) {
      body += `<rect x="${n(w / 2 - 4)}" width="2" height="${h}" fill="${r.ink2}"/>`;
      body += `<rect x="${n(w - 2)}" width="2" height="${h}" fill="${r.ink2}"/>`;
    }
  }
  const repeatCm = kind === "awning-stripe" ? 20 : kind === "ticking" ? 9 : 3.2;
  return { width: w, height: h, defs: "", body, repeatCm: repeatCm * rng.range(0.85, 1.15) };
}
