/**
 * Murals: one large panel that never repeats. A misty landscape of layered hills over a lake, or
 * a garden of flowering trees, shrubs and birds. Drawn in a 1000 x 1000 panel stretched over the
 * whole wall.
 */
import { mix, shade } from "../color";
import { n, polar, smoothClosed, type Point } from "../svg";
import { blossom, songbird, veinedLeaf } from "./shapes";
import { rect, roles, type Tile, type TileContext } from "./tile";

const size = 1000;

function ridge(rng: TileContext["rng"], base: number, amp: number, jag: number): string {
  const pts: Point[] = [[-10, base]];
  let y = base;
  for (let x = 0; x <= size + 20; x += 20) {
    y += rng.range(-jag, jag);
    y = base + Math.max(-amp, Math.min(amp, y - base));
    pts.push([x, y]);
  }
  return `M-10 ${size}L${pts.map(([x, yy]) => `${n(x)} ${n(yy)}`).join("L")}L${size + 10} ${size}Z`;
}

export function landscapeMural(ctx: TileContext): Tile {
  const r = roles(ctx.palette);
  const { rng, uid } = ctx;
  const sky = r.ground;
  const hill = r.ink;
  let body = `<rect width="${size}" height="${size}" fill="url(#${uid}-sky)"/>`;
  // A low sun, then hills receding into mist: each layer lighter and closer to the sky color.
  body += `<circle cx="${n(rng.range(600, 800))}" cy="${n(rng.range(260, 340))}" r="60" fill="${mix(sky, "#fff6e0", 0.6)}" opacity="0.7"/>`;
  const layers = 5;
  for (let i = 0; i < layers; i++) {
    const t = i / (layers - 1);
    const tone = mix(sky, hill, 0.2 + t * 0.75);
    body += `<path d="${ridge(rng, 380 + i * 90, 70 - i * 8, 26 - i * 3)}" fill="${tone}"/>`;
    body += `<rect y="${n(420 + i * 90)}" width="${size}" height="60" fill="url(#${uid}-mist)"/>`;
  }
  // Pines on the nearest ridge.
  for (let i = 0; i < 14; i++) {
    const x = rng.range(0, size);
    const y = 800 + rng.range(-20, 40);
    const hgt = rng.range(60, 130);
    const c = shade(hill, -0.08);
    body += `<path d="M${n(x)} ${n(y - hgt)}L${n(x + hgt * 0.2)} ${n(y)}L${n(x - hgt * 0.2)} ${n(y)}Z" fill="${c}"/>`;
  }
  // Water in the foreground with reflections.
  body += `<rect y="860" width="${size}" height="140" fill="${mix(sky, hill, 0.35)}"/>`;
  for (let i = 0; i < 18; i++) {
    body += `<rect x="${n(rng.range(0, size))}" y="${n(rng.range(870, 990))}" width="${n(rng.range(40, 140))}" height="2" fill="${mix(sky, "#ffffff", 0.4)}" opacity="0.6"/>`;
  }
  // Birds far off.
  for (let i = 0; i < 5; i++) {
    const x = rng.range(200, 700);
    const y = rng.range(150, 300);
    body += `<path d="M${n(x)} ${n(y)}q6 -6 12 0q6 -6 12 0" fill="none" stroke="${shade(hill, -0.05)}" stroke-width="2"/>`;
  }
  const defs = `<linearGradient id="${uid}-sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${shade(sky, -0.04)}"/><stop offset="0.6" stop-color="${mix(sky, "#fff3dc", 0.35)}"/><stop offset="1" stop-color="${sky}"/></linearGradient>
<linearGradient id="${uid}-mist" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${sky}" stop-opacity="0"/><stop offset="0.6" stop-color="${sky}" stop-opacity="0.55"/><stop offset="1" stop-color="${sky}" stop-opacity="0"/></linearGradient>`;
  return { width: size, height: size, defs, body: body, repeatCm: 300, mural: true };
}

export function gardenMural(ctx: TileContext): Tile {
  const r = roles(ctx.palette);
  const { rng, uid } = ctx;
  const sky = r.ground;
  const leaf = r.ink2;
  const flower = r.ink;
  const accent = r.ink3;
  const bark = shade(mix(leaf, "#5a4636", 0.6), -0.05);
  let body = rect(size, size, sky);
  body += `<rect y="560" width="${size}" height="440" fill="url(#${uid}-lawn)"/>`;
  // Distant hedges and a low hill, pale with distance.
  body += `<path d="M0 660C160 610 300 640 460 620C640 596 820 630 1000 610V1000H0Z" fill="${mix(sky, leaf, 0.22)}"/>`;
  // Two flowering trees framing the panel: full canopies of overlapping lobes, then blossoms.
  for (const [x, dir] of [
    [rng.range(170, 230), 1],
    [rng.range(770, 840), -1],
  ] as const) {
    const top = x + dir * 42;
    body += `<path d="M${n(x - 16)} 1000C${n(x - 12)} 820 ${n(top - 10)} 620 ${n(top - 8)} 420L${n(top + 8)} 424C${n(top + 10)} 620 ${n(x + 18)} 820 ${n(x + 20)} 1000Z" fill="${bark}"/>`;
    const cx = x + dir * 70;
    const cy = 300;
    for (let k = 0; k < 16; k++) {
      const [lx, ly] = polar(cx, cy, rng.range(20, 170), rng.range(0, 360));
      const lobe: Point[] = [];
      const rr = rng.range(60, 100);
      for (let j = 0; j < 8; j++)
        lobe.push(polar(lx, ly * 0.9 + 20, rr * rng.range(0.8, 1.1), j * 45));
      body += `<path d="${smoothClosed(lobe)}" fill="${shade(leaf, rng.range(-0.08, 0.05))}"/>`;
    }
    for (let k = 0; k < 70; k++) {
      const [fx, fy] = polar(cx, cy + 10, rng.range(0, 190), rng.range(0, 360));
      body += `<g transform="translate(${n(fx)} ${n(fy * 0.92 + 20)})">${blossom(rng.range(9, 15), rng.chance(0.5) ? flower : mix(flower, "#ffffff", 0.35), accent, 5, rng.range(0, 72))}</g>`;
    }
  }
  // A border of shrubs along the bottom, studded with flowers.
  for (let i = 0; i < 11; i++) {
    const x = (size / 10) * i + rng.range(-30, 30);
    const y = rng.range(860, 940);
    const blob: Point[] = [];
    for (let k = 0; k < 10; k++) blob.push(polar(x, y, rng.range(70, 110), k * 36));
    body += `<path d="${smoothClosed(blob)}" fill="${shade(leaf, rng.range(-0.12, 0))}"/>`;
    for (let k = 0; k < 7; k++) {
      const [fx, fy] = polar(x, y - 20, rng.range(0, 70), rng.range(180, 360));
      body += `<g transform="translate(${n(fx)} ${n(fy)})">${blossom(rng.range(8, 13), flower, accent, 5, rng.range(0, 72))}</g>`;
    }
    for (let k = 0; k < 5; k++) {
      body += veinedLeaf(
        x + rng.range(-60, 60),
        y + rng.range(-60, 10),
        rng.range(24, 36),
        rng.range(-150, -30),
        shade(leaf, 0.06),
        shade(leaf, -0.1),
        0.3,
        false,
      );
    }
  }
  // Birds: one perched in the left tree, one in flight.
  body += `<g transform="translate(${n(rng.range(250, 330))} ${n(rng.range(420, 460))})">${songbird(1.7, accent, mix(flower, "#f3e6d0", 0.5), shade(accent, -0.12), shade(bark, -0.1))}</g>`;
  body += `<g transform="translate(${n(rng.range(460, 560))} ${n(rng.range(200, 300))})">${songbird(1.4, shade(accent, 0.08), mix(flower, "#f3e6d0", 0.6), shade(accent, -0.1), shade(bark, -0.1), true)}</g>`;
  const defs = `<linearGradient id="${uid}-lawn" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${sky}" stop-opacity="0"/><stop offset="1" stop-color="${mix(sky, leaf, 0.3)}"/></linearGradient>`;
  return { width: size, height: size, defs, body, repeatCm: 300, mural: true };
}
