/**
 * Team portraits: head and shoulders, flat-shaded like an editorial illustration, lit from the
 * left, in front of a softly blurred wallpaper. Each member has a look (skin, hair, clothing) and
 * the prop their portrait's alt text promises: a grasscloth sample, open sample books, a
 * smoothing brush or a set of drawings.
 */
import sharp from "sharp";

import type { DrawSpec, PatternSpec, PortraitProp } from "@/lib/images/draw-spec";

import { mix, shade } from "../color";
import { toRaw, type RawImage } from "../pipeline/encode";
import { createRng } from "../prng";
import { svgToPng } from "../raster";
import { surfaceDocument } from "../surface";
import { n, smoothClosed, svgDocument, type Point } from "../svg";

type Hair = "bun" | "curls" | "short" | "bob";
type Clothes = "blouse" | "knit" | "shirt" | "blazer";

type Look = {
  skin: string;
  hair: string;
  style: Hair;
  clothes: Clothes;
  cloth: string;
  backdrop: PatternSpec;
  beard?: boolean;
};

/** The placeholder team's looks; anyone else gets one chosen from their slot. */
const looks: Record<string, Look> = {
  founder: {
    skin: "#c99b78",
    hair: "#3b2a22",
    style: "bun",
    clothes: "blouse",
    cloth: "#efe6d6",
    backdrop: {
      seed: "team-founder",
      style: "grasscloth-naturals",
      motif: "grasscloth",
      material: "grasscloth",
      palette: { ground: "#c2ad8a", inks: ["#9a8260"] },
    },
  },
  "marisol-ortega": {
    skin: "#a8714f",
    hair: "#231a16",
    style: "curls",
    clothes: "knit",
    cloth: "#2f6a66",
    backdrop: {
      seed: "team-marisol",
      style: "chinoiserie",
      motif: "branch-and-bird",
      material: "paper",
      palette: { ground: "#dfe6dc", inks: ["#7a6450", "#efd3cb", "#4d7478"] },
    },
  },
  "luis-cardenas": {
    skin: "#b98865",
    hair: "#1f1b19",
    style: "short",
    clothes: "shirt",
    cloth: "#2e3f57",
    beard: true,
    backdrop: {
      seed: "team-luis",
      style: "stripes",
      motif: "ticking",
      material: "paper",
      palette: { ground: "#f1ece2", inks: ["#8a9a8c"] },
    },
  },
  "naomi-brandt": {
    skin: "#ecc9ad",
    hair: "#8c4a2f",
    style: "bob",
    clothes: "blazer",
    cloth: "#b08a62",
    backdrop: {
      seed: "team-naomi",
      style: "geometric",
      motif: "trellis",
      material: "paper",
      palette: { ground: "#eee8dc", inks: ["#a9b2a6"] },
    },
  },
};

function lookFor(id: string, seed: string): Look {
  const known = looks[id];
  if (known) return known;
  const rng = createRng(seed);
  const base = rng.pick(Object.values(looks));
  return {
    ...base,
    skin: rng.pick(["#e6c2a4", "#c99b78", "#a8714f", "#7c5239"]),
    hair: rng.pick(["#231a16", "#5a3b28", "#a06a3e", "#d9c29a"]),
  };
}

const face: Point[] = [
  [400, 238],
  [452, 248],
  [492, 290],
  [500, 360],
  [496, 430],
  [476, 486],
  [438, 528],
  [400, 540],
  [362, 528],
  [324, 486],
  [304, 430],
  [300, 360],
  [308, 290],
  [348, 248],
];

function hairBack(style: Hair, c: string): string {
  switch (style) {
    case "bun":
      return `<circle cx="470" cy="250" r="62" fill="${c}"/><path d="${smoothClosed([
        [400, 200],
        [490, 230],
        [520, 330],
        [500, 420],
        [300, 420],
        [282, 320],
        [312, 228],
      ])}" fill="${c}"/>`;
    case "curls": {
      const pts: Point[] = [];
      for (let i = 0; i < 22; i++) {
        const a = (i / 22) * Math.PI * 2;
        const r = (i % 2 === 0 ? 1 : 0.9) * (a > Math.PI * 0.15 && a < Math.PI * 0.85 ? 250 : 200);
        pts.push([400 + Math.cos(a) * r * 0.9, 400 + Math.sin(a) * r * 0.95 - 20]);
      }
      return `<path d="${smoothClosed(pts, 0.8)}" fill="${c}"/>`;
    }
    case "bob":
      return `<path d="${smoothClosed([
        [400, 196],
        [492, 222],
        [540, 320],
        [536, 470],
        [512, 540],
        [288, 540],
        [264, 470],
        [260, 320],
        [308, 222],
      ])}" fill="${c}"/>`;
    case "short":
      return "";
  }
}

function hairFront(style: Hair, c: string): string {
  const hl = mix(c, "#ffffff", 0.14);
  switch (style) {
    case "bun":
      // Swept back from a side part, with a soft highlight where the light falls.
      return `<path d="M300 350C296 268 340 222 404 216C462 212 500 250 502 330C488 290 462 270 430 262C404 256 372 258 350 276C328 294 312 322 300 350Z" fill="${c}"/><path d="M324 300C340 268 370 250 404 246" stroke="${hl}" stroke-width="6" fill="none" stroke-linecap="round"/>`;
    case "curls": {
      let out = `<path d="M298 372C290 270 340 212 404 208C470 206 512 260 504 370C492 312 470 282 440 270C410 292 360 292 330 284C312 306 302 336 298 372Z" fill="${c}"/>`;
      for (const [x, y, r] of [
        [320, 300, 22],
        [350, 262, 24],
        [392, 248, 26],
        [436, 252, 24],
        [474, 282, 22],
        [296, 350, 18],
        [502, 340, 18],
      ] as const) {
        out += `<circle cx="${x}" cy="${y}" r="${r}" fill="${c}"/><path d="M${x - r * 0.5} ${y - r * 0.2}a${r * 0.5} ${r * 0.5} 0 0 1 ${r * 0.6} ${-r * 0.3}" stroke="${hl}" stroke-width="3" fill="none"/>`;
      }
      return out;
    }
    case "bob":
      return `<path d="M296 420C280 300 330 214 410 210C480 208 522 262 510 400C500 330 478 296 450 282C410 300 350 296 320 330C306 350 300 380 296 420Z" fill="${c}"/><path d="M330 292C360 270 400 262 440 270" stroke="${hl}" stroke-width="6" fill="none" stroke-linecap="round"/>`;
    case "short":
      return `<path d="M302 330C300 262 346 222 404 220C462 218 500 258 498 330C488 296 466 278 440 272C410 266 380 268 352 276C328 284 310 302 302 330Z" fill="${c}"/>`;
  }
}

function features(look: Look): string {
  const brow = shade(look.hair, -0.05);
  const lip = mix(look.skin, "#9c4a44", 0.45);
  const line = shade(look.skin, -0.28);
  let out = "";
  // Brows, eyes with lids and a catch-light, the nose by its shadow side, the mouth.
  out += `<path d="M338 358Q362 346 384 356M416 356Q440 346 462 358" stroke="${brow}" stroke-width="7" stroke-linecap="round" fill="none"/>`;
  for (const x of [361, 439]) {
    out += `<path d="M${x - 20} 392Q${x} 378 ${x + 20} 392Q${x} 402 ${x - 20} 392Z" fill="#f6efe6"/>`;
    out += `<circle cx="${x}" cy="391" r="8" fill="#2b211c"/><circle cx="${x - 3}" cy="388" r="2.4" fill="#ffffff" opacity="0.9"/>`;
    out += `<path d="M${x - 22} 391Q${x} 374 ${x + 22} 390" stroke="${line}" stroke-width="3" fill="none" stroke-linecap="round"/>`;
  }
  out += `<path d="M408 418C410 432 416 442 416 450C410 456 400 456 392 452" stroke="${line}" stroke-width="3.2" fill="none" stroke-linecap="round" stroke-linejoin="round"/>`;
  out += `<path d="M370 488Q386 478 400 482Q414 478 430 488Q414 504 400 504Q386 504 370 488Z" fill="${lip}"/><path d="M370 488Q400 494 430 488" stroke="${shade(lip, -0.15)}" stroke-width="2.4" fill="none"/>`;
  out += `<ellipse cx="340" cy="450" rx="26" ry="16" fill="#d9806e" opacity="0.14"/><ellipse cx="462" cy="450" rx="26" ry="16" fill="#d9806e" opacity="0.1"/>`;
  if (look.beard) {
    const b = look.hair;
    out += `<path d="M304 420C310 486 346 540 400 546C454 540 490 486 496 420C486 470 470 500 440 512C420 520 380 520 360 512C330 500 314 470 304 420Z" fill="${b}"/>`;
    out += `<path d="M364 478Q400 462 436 478Q420 470 400 470Q380 470 364 478Z" fill="${b}"/>`;
    out += `<path d="M374 492Q400 500 426 492Q414 506 400 506Q386 506 374 492Z" fill="${lip}"/>`;
  }
  return out;
}

function clothes(look: Look): string {
  const c = look.cloth;
  const dark = shade(c, -0.1);
  const light = shade(c, 0.06);
  const body = `M60 1000C64 850 100 724 200 676C250 652 320 640 352 612L448 612C480 640 550 652 600 676C700 724 736 850 740 1000Z`;
  let out = `<path d="${body}" fill="${c}"/>`;
  // Shade on the side away from the light.
  out += `<path d="M448 612C480 640 550 652 600 676C700 724 736 850 740 1000L560 1000C580 880 560 740 448 612Z" fill="${dark}" opacity="0.6"/>`;
  switch (look.clothes) {
    case "blouse":
      out += `<path d="M352 612L400 712L448 612Z" fill="${look.skin}"/><path d="M352 612L400 712L448 612" stroke="${dark}" stroke-width="4" fill="none"/>`;
      out += `<path d="M362 622Q400 692 438 622" stroke="#c9a45a" stroke-width="2.4" fill="none"/><circle cx="400" cy="680" r="5" fill="#c9a45a"/>`;
      out += `<path d="M240 720Q300 800 310 1000" stroke="${dark}" stroke-width="3" fill="none" opacity="0.5"/>`;
      break;
    case "knit":
      out += `<path d="M340 614Q400 662 460 614" stroke="${light}" stroke-width="16" fill="none"/>`;
      for (let x = 120; x < 700; x += 26)
        out += `<path d="M${x} 760V1000" stroke="${dark}" stroke-width="2" opacity="0.35"/>`;
      break;
    case "shirt":
      out += `<path d="M352 612L400 672L448 612L470 648L400 702L330 648Z" fill="${light}"/><path d="M400 672V1000" stroke="${dark}" stroke-width="3"/>`;
      for (const y of [760, 840, 920])
        out += `<circle cx="410" cy="${y}" r="5" fill="${shade(c, 0.2)}"/>`;
      out += `<rect x="220" y="780" width="90" height="70" rx="6" fill="none" stroke="${dark}" stroke-width="3"/>`;
      break;
    case "blazer":
      out += `<path d="M352 612L400 732L448 612Z" fill="#f4f0e8"/>`;
      out += `<path d="M340 618L300 672L356 712L400 832L372 672Z" fill="${light}"/><path d="M460 618L500 672L444 712L400 832L428 672Z" fill="${dark}"/>`;
      break;
  }
  return out;
}

/** The prop, drawn in front of the figure, with the hand that holds it. */
async function prop(
  kind: PortraitProp,
  look: Look,
): Promise<{ svg: string; layers: { input: Buffer; left: number; top: number }[] }> {
  const skin = look.skin;
  const knuckles = (x: number, y: number, rot: number) =>
    `<g transform="translate(${x} ${y}) rotate(${rot})">${[0, 1, 2, 3].map((i) => `<rect x="${i * 19 - 36}" y="-14" width="20" height="46" rx="10" fill="${i % 2 ? shade(skin, -0.04) : skin}"/>`).join("")}</g>`;
  switch (kind) {
    case "sample": {
      const sample: PatternSpec = {
        seed: "portrait-sample",
        style: "grasscloth-naturals",
        motif: "grasscloth",
        material: "grasscloth",
        palette: { ground: "#8f9a7c", inks: ["#6d7a5c"] },
      };
      const doc = await surfaceDocument(sample, 230, 300, 6.5, { uid: "ps" });
      const png = await sharp(await svgToPng(doc.svg))
        .rotate(-6, { background: { r: 0, g: 0, b: 0, alpha: 0 } })
        .png()
        .toBuffer();
      return {
        svg: `<rect x="508" y="700" width="240" height="300" fill="#1d1712" opacity="0.25" transform="rotate(-6 620 850)" filter="url(#soft)"/>`,
        layers: [{ input: png, left: 500, top: 680 }],
      };
    }
    case "books": {
      let svg = `<rect x="0" y="890" width="800" height="110" fill="#a67f55"/><rect x="0" y="890" width="800" height="10" fill="#c19a6e"/>`;
      const pages = ["#f1ece2", "#e9e0cf"];
      for (const [x, w, c] of [
        [40, 250, "#2e4a6b"],
        [320, 230, "#8f2d26"],
      ] as const) {
        svg += `<path d="M${x} 900L${x + 14} 852H${x + w - 14}L${x + w} 900Z" fill="${c}"/>`;
        svg += `<path d="M${x + 10} 896L${x + 22} 858H${x + w / 2}V896Z" fill="${pages[0]}"/><path d="M${x + w / 2} 858H${x + w - 22}L${x + w - 10} 896H${x + w / 2}Z" fill="${pages[1]}"/>`;
        for (let k = 0; k < 4; k++)
          svg += `<rect x="${x + 30 + k * 18}" y="${866 + k * 6}" width="${w / 2 - 60}" height="3" fill="${c}" opacity="0.35"/>`;
      }
      svg += `<rect x="590" y="830" width="170" height="24" fill="#6f7f6a"/><rect x="600" y="806" width="160" height="24" fill="#b9a27a"/><rect x="594" y="854" width="176" height="36" fill="#3f4a46"/>`;
      return { svg, layers: [] };
    }
    case "brush": {
      // A paperhanger's smoothing brush held across the body.
      let svg = `<g transform="rotate(-24 520 840)"><rect x="420" y="780" width="240" height="64" rx="14" fill="#8a6a4a"/><rect x="420" y="780" width="240" height="16" rx="8" fill="#a8865f"/>`;
      for (let x = 428; x < 656; x += 7)
        svg += `<rect x="${x}" y="842" width="4" height="54" fill="#e6dcc6"/>`;
      svg += `</g>`;
      svg += knuckles(540, 800, -24);
      return { svg, layers: [] };
    }
    case "drawings": {
      let svg = `<g transform="rotate(4 400 880)"><rect x="150" y="760" width="520" height="300" fill="#f8f6f1"/><rect x="150" y="760" width="520" height="300" fill="none" stroke="#d6cdbd" stroke-width="2"/>`;
      for (let k = 0; k < 6; k++)
        svg += `<path d="M${190 + k * 50} 800V1000" stroke="#5b7fa6" stroke-width="1.6" opacity="0.7"/>`;
      for (let k = 0; k < 4; k++)
        svg += `<path d="M180 ${820 + k * 50}H540" stroke="#5b7fa6" stroke-width="1.6" opacity="0.7"/>`;
      svg += `<rect x="250" y="850" width="140" height="90" fill="none" stroke="#2e4a6b" stroke-width="3"/>`;
      // Samples clipped to the sheet.
      for (const [x, c] of [
        [560, "#bca582"],
        [600, "#c4777a"],
      ] as const) {
        svg += `<rect x="${x}" y="780" width="70" height="96" fill="${c}"/><rect x="${x + 22}" y="770" width="26" height="20" rx="3" fill="#b8934e"/>`;
      }
      svg += `</g>`;
      svg += knuckles(210, 790, 8) + knuckles(600, 800, -6);
      return { svg, layers: [] };
    }
    case "none":
      return { svg: "", layers: [] };
  }
}

export async function portraitSvg(
  draw: Extract<DrawSpec, { kind: "portrait" }>,
  width: number,
  height: number,
): Promise<RawImage> {
  const look = lookFor(draw.id, draw.seed);
  // Backdrop: the member's wallpaper, out of focus as behind a portrait sitter.
  const back = await surfaceDocument(look.backdrop, width, height, width / 120, { uid: "pb" });
  const backPng = await sharp(await svgToPng(back.svg))
    .blur(3.2)
    .modulate({ brightness: 1.03, saturation: 0.85 })
    .png()
    .toBuffer();
  const p = await prop(draw.prop, look);
  const skinShade = shade(look.skin, -0.09);
  const defs = `<filter id="soft" x="-20%" y="-20%" width="140%" height="140%"><feGaussianBlur stdDeviation="10"/></filter>
<linearGradient id="light" x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-color="#fff8ea" stop-opacity="0.18"/><stop offset="0.6" stop-color="#fff8ea" stop-opacity="0"/><stop offset="1" stop-color="#20160e" stop-opacity="0.22"/></linearGradient>
<radialGradient id="vig" cx="0.5" cy="0.42" r="0.8"><stop offset="0.55" stop-color="#000" stop-opacity="0"/><stop offset="1" stop-color="#000" stop-opacity="0.3"/></radialGradient>
<clipPath id="faceclip"><path d="${smoothClosed(face)}"/></clipPath>`;
  let body = `<rect width="${width}" height="${height}" fill="url(#light)"/>`;
  // The figure's soft shadow on the wall, thrown to the right.
  body += `<path d="M150 1000C160 800 260 700 380 660C370 560 330 420 420 300C520 300 560 420 520 660C640 700 720 800 740 1000Z" fill="#20160e" opacity="0.16" transform="translate(34 10)" filter="url(#soft)"/>`;
  body += `<g transform="translate(${(width - 800) / 2} ${(height - 1000) / 2})">`;
  body += hairBack(look.style, look.hair);
  body += `<path d="M356 520L354 626Q400 652 446 626L444 520Z" fill="${look.skin}"/><path d="M352 560Q400 600 448 560L448 520H352Z" fill="${skinShade}"/>`;
  body += clothes(look);
  body += `<ellipse cx="300" cy="412" rx="16" ry="28" fill="${look.skin}"/><ellipse cx="500" cy="412" rx="16" ry="28" fill="${skinShade}"/>`;
  body += `<path d="${smoothClosed(face)}" fill="${look.skin}"/>`;
  body += `<g clip-path="url(#faceclip)"><path d="M420 230C470 300 480 420 440 540L520 540V230Z" fill="${skinShade}" opacity="0.55"/></g>`;
  body += features(look);
  body += hairFront(look.style, look.hair);
  if (look.style === "bun" || look.style === "bob")
    body += `<circle cx="300" cy="446" r="5" fill="#c9a45a"/>`;
  body += p.svg;
  body += `</g>`;
  const figure = await svgToPng(svgDocument(width, height, defs, body));
  const vignette = await svgToPng(
    svgDocument(
      width,
      height,
      defs,
      `<rect width="${width}" height="${height}" fill="url(#vig)"/>`,
    ),
  );
  const offset = { x: (width - 800) / 2, y: (height - 1000) / 2 };
  void n;
  return toRaw(
    sharp(backPng).composite([
      { input: figure, left: 0, top: 0 },
      ...p.layers.map((l) => ({
        ...l,
        left: Math.round(l.left + offset.x),
        top: Math.round(l.top + offset.y),
      })),
      { input: vignette, left: 0, top: 0 },
    ]),
  );
}
