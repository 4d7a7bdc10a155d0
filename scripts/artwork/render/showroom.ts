/**
 * The showroom: a wall hung with full-height sample drops, oak shelves of pattern books, a long
 * table with books open on it under brass pendants (hero); a seating corner before a mural
 * (about); a bookcase of sample books (books); large panels on a brass rail (panels). Lit from
 * the left like every picture on the site.
 */
import sharp from "sharp";

import type { PatternSpec, ShowroomView } from "@/lib/images/draw-spec";

import { mix, shade } from "../color";
import { toRaw, type RawImage } from "../pipeline/encode";
import { createRng, type Rng } from "../prng";
import { svgToPng } from "../raster";
import {
  box,
  createCamera,
  depthScale,
  fabricColors,
  floorShadow,
  poly,
  project,
  wallShadow,
  woodColors,
  type Camera,
} from "../room/camera";
import { pottedPlant, vaseWithBranches } from "../room/props";
import { surfaceDocument } from "../surface";
import { n, svgDocument } from "../svg";

/** Papers on the sample wall: one of each family the showroom is known for. */
const samplePapers: PatternSpec[] = [
  {
    seed: "sr-1",
    style: "chinoiserie",
    motif: "branch-and-bird",
    material: "paper",
    palette: { ground: "#cfdcd3", inks: ["#6b5442", "#f0d3cc", "#3f6a72"] },
  },
  {
    seed: "sr-2",
    style: "grasscloth-naturals",
    motif: "grasscloth",
    material: "grasscloth",
    palette: { ground: "#bca582", inks: ["#8d7552"] },
  },
  {
    seed: "sr-3",
    style: "damask",
    motif: "classic-damask",
    material: "flocked",
    palette: { ground: "#2f3d3b", inks: ["#a9b7a4"] },
  },
  {
    seed: "sr-4",
    style: "traditional",
    motif: "toile",
    material: "paper",
    palette: { ground: "#f2ebdf", inks: ["#8f2d26"] },
  },
  {
    seed: "sr-5",
    style: "botanical-floral",
    motif: "floral-bouquet",
    material: "non-woven",
    palette: { ground: "#f4ece2", inks: ["#c4777a", "#6c8a5c", "#e5c48f"] },
  },
  {
    seed: "sr-6",
    style: "geometric",
    motif: "trellis",
    material: "paper",
    palette: { ground: "#f3eee4", inks: ["#1f4a47"] },
  },
  {
    seed: "sr-7",
    style: "metallic-finishes",
    motif: "foil-sheen",
    material: "metallic-foil",
    palette: { ground: "#c9a45a", inks: ["#b08c48"], metallic: "#c9a45a" },
  },
  {
    seed: "sr-8",
    style: "coastal-tropical",
    motif: "banana-leaf",
    material: "vinyl",
    palette: { ground: "#f2efe6", inks: ["#3c6447", "#86a878"] },
  },
  {
    seed: "sr-9",
    style: "stripes",
    motif: "awning-stripe",
    material: "paper",
    palette: { ground: "#f5f2ea", inks: ["#3d5d86", "#c9a45a"] },
  },
];

const bookColors = [
  "#6f7f6a",
  "#b9a27a",
  "#8f2d26",
  "#2e4a6b",
  "#d9cdb8",
  "#3f4a46",
  "#a07d3c",
  "#c4777a",
  "#e8e1d4",
  "#5d4a3a",
  "#7d8f8a",
  "#1f4a47",
];

type Layer = { input: Buffer; left: number; top: number };

async function paperPng(
  pattern: PatternSpec,
  width: number,
  height: number,
  pxPerCm: number,
  uid: string,
): Promise<Buffer> {
  const surface = await surfaceDocument(
    pattern,
    Math.max(4, Math.round(width)),
    Math.max(4, Math.round(height)),
    pxPerCm,
    { uid, relief: 0.6 },
  );
  return svgToPng(surface.svg);
}

function sharedDefs(cam: Camera): string {
  return `<linearGradient id="walllight" x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-color="#fff8ea" stop-opacity="0.2"/><stop offset="0.35" stop-color="#fff8ea" stop-opacity="0.04"/><stop offset="0.7" stop-color="#20160e" stop-opacity="0.1"/><stop offset="1" stop-color="#20160e" stop-opacity="0.26"/></linearGradient>
<radialGradient id="vignette" cx="0.45" cy="0.5" r="0.75"><stop offset="0.6" stop-color="#000" stop-opacity="0"/><stop offset="1" stop-color="#000" stop-opacity="0.22"/></radialGradient>
<radialGradient id="lampglow"><stop offset="0" stop-color="#ffe9bf" stop-opacity="0.5"/><stop offset="1" stop-color="#ffe9bf" stop-opacity="0"/></radialGradient>
<linearGradient id="lampshade" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#efe2c6"/><stop offset="1" stop-color="#fbf3e1"/></linearGradient>
<linearGradient id="pot" x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-color="#d8cab2"/><stop offset="1" stop-color="#a8987e"/></linearGradient>
<linearGradient id="floorfade" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#20160e" stop-opacity="0.2"/><stop offset="1" stop-color="#20160e" stop-opacity="0.1"/></linearGradient>
<filter id="soft-shadow" x="-30%" y="-60%" width="160%" height="220%"><feGaussianBlur stdDeviation="${n(cam.wallScale * 0.035)}"/></filter>
<filter id="wall-shadow" x="-20%" y="-20%" width="140%" height="140%"><feGaussianBlur stdDeviation="${n(cam.wallScale * 0.04)}"/></filter>`;
}

function floorAndCeiling(cam: Camera, rng: Rng): string {
  const { width: W, height: H } = cam;
  let out = `<rect width="${W}" height="${n(cam.ceilingY + 2)}" fill="#ece7de"/>`;
  // Wide oak boards running toward the window wall.
  const near = 1.2;
  let boards = "";
  for (let x = cam.leftX; x < 8; x += 0.22) {
    let z = cam.wallZ;
    while (z > near) {
      const zEnd = Math.max(near, z - rng.range(1.4, 2.8));
      boards += poly(
        [
          project(cam, x, 0, z),
          project(cam, x + 0.22, 0, z),
          project(cam, x + 0.22, 0, zEnd),
          project(cam, x, 0, zEnd),
        ],
        shade("#b08f68", rng.gauss(0.03)),
      );
      z = zEnd;
    }
  }
  out += `<clipPath id="fl"><rect y="${n(cam.floorY)}" width="${W}" height="${n(H - cam.floorY)}"/></clipPath><g clip-path="url(#fl)">${boards}<rect y="${n(cam.floorY)}" width="${W}" height="${n(H - cam.floorY)}" fill="url(#floorfade)"/></g>`;
  // Skirting and crown on the back wall.
  const crown = cam.wallScale * 0.07;
  const skirt = cam.wallScale * 0.12;
  out += `<rect x="${n(cam.cornerX)}" y="${n(cam.ceilingY)}" width="${n(W - cam.cornerX)}" height="${n(crown)}" fill="#f1ede5"/>`;
  out += `<rect x="${n(cam.cornerX)}" y="${n(cam.floorY - skirt)}" width="${n(W - cam.cornerX)}" height="${n(skirt)}" fill="#efebe3"/>`;
  // The window wall on the left, bright with daylight.
  const p = (y: number, z: number) => project(cam, cam.leftX, y, z);
  out += poly(
    [p(0, cam.wallZ), p(cam.roomHeight, cam.wallZ), p(cam.roomHeight, 0.5), p(0, 0.5)],
    "#e6e0d6",
  );
  out += poly(
    [
      p(0.5, cam.wallZ - 0.6),
      p(2.5, cam.wallZ - 0.6),
      p(2.5, cam.wallZ - 3.2),
      p(0.5, cam.wallZ - 3.2),
    ],
    "#fbf9f3",
  );
  const [ceX, ceY] = p(cam.roomHeight, 0.5);
  out += `<path d="M${n(cam.cornerX)} ${n(cam.ceilingY)}L${n(ceX)} ${n(ceY)}L0 ${n(ceY)}L0 0H${n(cam.cornerX)}Z" fill="#ece7de"/>`;
  return out;
}

/** A row of sample books standing on a shelf, seen from the front: spines of varied height. */
function bookRow(x0: number, x1: number, baseY: number, maxH: number, rng: Rng): string {
  let out = "";
  let x = x0;
  while (x < x1 - 6) {
    const w = Math.min(x1 - x, rng.range(0.035, 0.07) * maxH * 4);
    const h = maxH * rng.range(0.72, 0.98);
    const c = rng.pick(bookColors);
    const lean = rng.chance(0.06) ? rng.range(-6, 6) : 0;
    out += `<g transform="rotate(${n(lean)} ${n(x + w / 2)} ${n(baseY)})"><rect x="${n(x)}" y="${n(baseY - h)}" width="${n(w - 1)}" height="${n(h)}" fill="${c}"/><rect x="${n(x)}" y="${n(baseY - h)}" width="${n((w - 1) * 0.25)}" height="${n(h)}" fill="#ffffff" opacity="0.08"/><rect x="${n(x + w * 0.2)}" y="${n(baseY - h * 0.78)}" width="${n(w * 0.55)}" height="${n(h * 0.12)}" fill="${mix(c, "#f4efe6", 0.75)}"/></g>`;
    x += w;
  }
  return out;
}

/** An open pattern book lying on a table at (x, y, z): two pages, each a swatch of paper. */
function openBook(
  cam: Camera,
  x: number,
  y: number,
  z: number,
  widthM: number,
): { frame: string; pages: { x: number; y: number; w: number; h: number }[] } {
  const d = 0.34;
  const a = project(cam, x - widthM / 2, y, z - d / 2);
  const b = project(cam, x + widthM / 2, y, z - d / 2);
  const c = project(cam, x + widthM / 2, y, z + d / 2);
  const e = project(cam, x - widthM / 2, y, z + d / 2);
  const frame =
    poly([a, b, c, e], "#3a332c") + poly([a, b, [b[0], b[1] + 4], [a[0], a[1] + 4]], "#2a241f");
  // Page rectangles as screen boxes (the table is below eye level: pages are foreshortened).
  const inset = 5;
  const top = Math.min(e[1], c[1]) + inset;
  const bottom = Math.max(a[1], b[1]) - inset;
  const left = Math.max(a[0], e[0]) + inset;
  const right = Math.min(b[0], c[0]) - inset;
  const mid = (left + right) / 2;
  return {
    frame,
    pages: [
      { x: left, y: top, w: mid - left - 2, h: bottom - top },
      { x: mid + 2, y: top, w: right - mid - 2, h: bottom - top },
    ],
  };
}

async function heroScene(width: number, height: number, wide: boolean): Promise<RawImage> {
  // A slightly raised eye, so the table top and the open books read.
  const cam = createCamera(width, height, false, { eye: 1.55, wallZ: wide ? 5.0 : 4.6 });
  const rng = createRng(`showroom-${wide ? "hero" : "about"}`);
  const W = cam.wallZ;
  const layers: Layer[] = [];
  let body = floorAndCeiling(cam, rng);
  // Back wall: paint, then full-height sample drops hung from a brass rail.
  const wallTop = cam.ceilingY + cam.wallScale * 0.07;
  const wallBottom = cam.floorY - cam.wallScale * 0.12;
  const paint = "#e9e3d8";
  body =
    `<rect x="${n(cam.cornerX)}" y="${n(cam.ceilingY)}" width="${n(width - cam.cornerX)}" height="${n(cam.floorY - cam.ceilingY)}" fill="${paint}"/>` +
    body;
  const dropW = 0.7;
  const gap = 0.06;
  const first = cam.leftX + 0.45;
  const count = wide ? 6 : 4;
  const papers = wide
    ? samplePapers
    : [samplePapers[0], samplePapers[4], samplePapers[1], samplePapers[5]];
  let rail = "";
  for (let i = 0; i < count; i++) {
    const paper = papers[i % papers.length] as PatternSpec;
    const x0 = first + i * (dropW + gap);
    const [sx0, sy0] = project(cam, x0, 2.55, W);
    const [sx1, sy1] = project(cam, x0 + dropW, 0.14, W);
    const png = await paperPng(paper, sx1 - sx0, sy1 - sy0, cam.wallScale / 100, `d${i}`);
    layers.push({ input: png, left: Math.round(sx0), top: Math.round(sy0) });
    rail += `<rect x="${n(sx0 + 6)}" y="${n(sy0 + 6)}" width="${n(sx1 - sx0)}" height="${n(sy1 - sy0)}" fill="#1d1712" opacity="0.16" filter="url(#wall-shadow)"/>`;
  }
  const [rx0, ry] = project(cam, first - 0.1, 2.57, W);
  const [rx1] = project(cam, first + count * (dropW + gap), 2.47, W);
  const railSvg = `<rect x="${n(rx0)}" y="${n(ry - 5)}" width="${n(rx1 - rx0)}" height="8" rx="4" fill="#b8934e"/><rect x="${n(rx0)}" y="${n(ry - 5)}" width="${n(rx1 - rx0)}" height="3" rx="2" fill="#e3c98e"/>`;
  // Oak shelving full of sample books to the right of the drops.
  const shelfX0 = first + count * (dropW + gap) + 0.15;
  const shelfX1 = shelfX0 + (wide ? 2.2 : 1.6);
  let shelves = wallShadow(cam, shelfX0, shelfX1, 0, 2.3, 0.25);
  shelves += box(cam, shelfX0, shelfX1, 0, 2.3, W - 0.4, W - 0.02, woodColors("#a5825a"));
  const [bx0, by0] = project(cam, shelfX0 + 0.05, 2.25, W - 0.4);
  const [bx1, by1] = project(cam, shelfX1 - 0.05, 0.08, W - 0.4);
  shelves += `<rect x="${n(bx0)}" y="${n(by0)}" width="${n(bx1 - bx0)}" height="${n(by1 - by0)}" fill="#5b4634"/>`;
  const rows = 5;
  const rowH = (by1 - by0) / rows;
  for (let r = 0; r < rows; r++) {
    const base = by0 + rowH * (r + 1) - 5;
    shelves += bookRow(bx0 + 4, bx1 - 4, base, rowH - 14, rng);
    shelves += `<rect x="${n(bx0)}" y="${n(base)}" width="${n(bx1 - bx0)}" height="6" fill="#b58f64"/>`;
  }
  // The long table with pattern books open on it, under pendants.
  const tx = wide ? 0.3 : 0.1;
  const half = wide ? 1.25 : 0.9;
  const z0 = W - 2.3;
  const z1 = W - 1.3;
  let table = floorShadow(cam, tx - half, tx + half, z0, z1 + 0.2, 0.3);
  // Chairs behind the table.
  for (const cxs of wide ? [tx - 0.7, tx, tx + 0.7] : [tx - 0.4, tx + 0.4]) {
    table += box(
      cam,
      cxs - 0.22,
      cxs + 0.22,
      0.45,
      0.98,
      z1 + 0.35,
      z1 + 0.4,
      woodColors("#4a3526"),
      0.03,
    );
    table += box(
      cam,
      cxs - 0.22,
      cxs + 0.22,
      0.42,
      0.48,
      z1 - 0.05,
      z1 + 0.4,
      fabricColors("#d8cbb5"),
      0.02,
    );
  }
  for (const lx of [tx - half + 0.1, tx + half - 0.1]) {
    for (const lz of [z0 + 0.1, z1 - 0.1])
      table += box(cam, lx - 0.04, lx + 0.04, 0, 0.74, lz - 0.04, lz + 0.04, woodColors("#9c7650"));
  }
  table += box(cam, tx - half, tx + half, 0.74, 0.79, z0, z1, woodColors("#a67f55"));
  const books: { x: number; w: number }[] = wide
    ? [
        { x: tx - 0.75, w: 0.62 },
        { x: tx + 0.05, w: 0.56 },
      ]
    : [{ x: tx - 0.35, w: 0.56 }];
  const bookPapers = [samplePapers[4], samplePapers[3], samplePapers[5], samplePapers[0]];
  let pageIndex = 0;
  for (const bk of books) {
    const ob = openBook(cam, bk.x, 0.8, (z0 + z1) / 2, bk.w);
    table += ob.frame;
    for (const page of ob.pages) {
      const paper = bookPapers[pageIndex++ % bookPapers.length] as PatternSpec;
      const png = await paperPng(
        paper,
        page.w,
        page.h,
        (cam.wallScale * depthScale(cam, (z0 + z1) / 2)) / 100,
        `p${pageIndex}`,
      );
      layers.push({ input: png, left: Math.round(page.x), top: Math.round(page.y) });
    }
  }
  const overTable = `${vaseWithBranches(cam, rng, tx + half - 0.35, 0.79, (z0 + z1) / 2 + 0.1, "#d9d2c4", "#f1efe8")}`;
  // A closed stack of sample books at the table's end.
  const stack = (() => {
    let s = "";
    let y = 0.79;
    for (let i = 0; i < 4; i++) {
      const c = bookColors[(i * 5) % bookColors.length] as string;
      s += box(
        cam,
        tx + half - 0.75 + i * 0.01,
        tx + half - 0.5 + i * 0.01,
        y,
        y + 0.05,
        z0 + 0.15,
        z0 + 0.45,
        { front: c, top: shade(c, 0.08) },
      );
      y += 0.05;
    }
    return s;
  })();
  let pendants = "";
  let glow = "";
  for (const px of wide ? [tx - 0.7, tx + 0.7] : [tx]) {
    const z = (z0 + z1) / 2;
    const [sx, sy] = project(cam, px, 1.75, z);
    const [, topY] = project(cam, px, cam.roomHeight, z);
    const s = depthScale(cam, z) * cam.wallScale;
    pendants += `<path d="M${n(sx)} ${n(topY)}V${n(sy - s * 0.14)}" stroke="#2b2622" stroke-width="1.5"/><path d="M${n(sx - s * 0.2)} ${n(sy)}C${n(sx - s * 0.18)} ${n(sy - s * 0.12)} ${n(sx - s * 0.08)} ${n(sy - s * 0.15)} ${n(sx)} ${n(sy - s * 0.15)}C${n(sx + s * 0.08)} ${n(sy - s * 0.15)} ${n(sx + s * 0.18)} ${n(sy - s * 0.12)} ${n(sx + s * 0.2)} ${n(sy)}Z" fill="#b8934e"/><ellipse cx="${n(sx)}" cy="${n(sy)}" rx="${n(s * 0.2)}" ry="${n(s * 0.03)}" fill="#fff4d8"/>`;
    glow += `<ellipse cx="${n(sx)}" cy="${n(sy + s * 0.2)}" rx="${n(s * 0.9)}" ry="${n(s * 0.55)}" fill="url(#lampglow)"/>`;
  }
  const plant = pottedPlant(cam, rng, cam.leftX + 0.45, W - 1.1, "#c4b49b", 1.8, "fig");
  const extras = "";
  const top = `${body}${rail}${railSvg}${shelves}${plant}${table}${stack}${overTable}${pendants}${extras}${glow}`;
  const light = `<rect x="${n(cam.cornerX)}" y="${n(cam.ceilingY)}" width="${n(width - cam.cornerX)}" height="${n(cam.floorY - cam.ceilingY)}" fill="url(#walllight)"/><rect width="${width}" height="${height}" fill="url(#vignette)"/>`;
  // Layers: wall and floor, the paper drops, the furniture, then the light over everything.
  const base = await svgToPng(svgDocument(width, height, sharedDefs(cam), `${body}${rail}`));
  const front = await svgToPng(
    svgDocument(width, height, sharedDefs(cam), `${railSvg}${shelves}${plant}${table}${stack}`),
  );
  const pageLayers = layers.slice(count);
  const dropLayers = layers.slice(0, count);
  const finish = await svgToPng(
    svgDocument(width, height, sharedDefs(cam), `${overTable}${pendants}${extras}${glow}${light}`),
  );
  void top;
  void wallTop;
  void wallBottom;
  return toRaw(
    sharp(base).composite([
      ...dropLayers,
      { input: front, left: 0, top: 0 },
      ...pageLayers,
      { input: finish, left: 0, top: 0 },
    ]),
  );
}

async function booksScene(width: number, height: number): Promise<RawImage> {
  const rng = createRng("showroom-books");
  const frame = "#a5825a";
  let body = `<rect width="${width}" height="${height}" fill="#5b4634"/>`;
  const rows = 5;
  const pad = width * 0.06;
  const rowH = (height - pad * 2) / rows;
  for (let r = 0; r < rows; r++) {
    const base = pad + rowH * (r + 1);
    body += `<rect x="0" y="${n(base - rowH)}" width="${width}" height="${n(rowH)}" fill="#4a392b"/>`;
    body += `<rect x="0" y="${n(base - rowH)}" width="${width}" height="${n(rowH * 0.12)}" fill="#000" opacity="0.18"/>`;
    body += bookRow(pad, width - pad, base - 4, rowH - 22, rng);
    body += `<rect x="0" y="${n(base - 4)}" width="${width}" height="16" fill="${frame}"/><rect x="0" y="${n(base - 4)}" width="${width}" height="4" fill="${shade(frame, 0.1)}"/>`;
  }
  body += `<rect width="${n(pad)}" height="${height}" fill="${frame}"/><rect x="${n(width - pad)}" width="${n(pad)}" height="${height}" fill="${shade(frame, -0.08)}"/>`;
  body += `<rect width="${width}" height="${n(pad)}" fill="${shade(frame, 0.04)}"/><rect y="${n(height - pad)}" width="${width}" height="${n(pad)}" fill="${shade(frame, -0.04)}"/>`;
  // Light from the left across the case, falling off to the right.
  body += `<rect width="${width}" height="${height}" fill="url(#walllight)"/><rect width="${width}" height="${height}" fill="url(#vignette)"/>`;
  const cam = createCamera(width, height, true);
  const png = await svgToPng(svgDocument(width, height, sharedDefs(cam), body));
  return toRaw(sharp(png));
}

async function panelsScene(width: number, height: number): Promise<RawImage> {
  const cam = createCamera(width, height, true);
  const rng = createRng("showroom-panels");
  const paint = "#e6dfd3";
  let back = `<rect width="${width}" height="${height}" fill="${paint}"/>`;
  const floorY = height * 0.88;
  back += `<rect y="${n(floorY)}" width="${width}" height="${n(height - floorY)}" fill="#a98965"/><rect y="${n(floorY - 22)}" width="${width}" height="22" fill="#efebe3"/>`;
  const layers: Layer[] = [];
  const papers = [samplePapers[2], samplePapers[0], samplePapers[7]];
  const railY = height * 0.08;
  const panelW = width * 0.34;
  const panelH = floorY - railY - height * 0.06;
  let shadows = "";
  for (let i = 0; i < 3; i++) {
    const x = width * 0.06 + i * panelW * 0.88;
    const png = await paperPng(
      papers[i] as PatternSpec,
      panelW,
      panelH,
      (panelW / 90) * 1.1,
      `q${i}`,
    );
    layers.push({ input: png, left: Math.round(x), top: Math.round(railY + 10) });
    shadows += `<rect x="${n(x + 10)}" y="${n(railY + 18)}" width="${n(panelW)}" height="${n(panelH)}" fill="#1d1712" opacity="0.22" filter="url(#wall-shadow)"/>`;
  }
  const rail = `<rect x="${n(width * 0.03)}" y="${n(railY)}" width="${n(width * 0.94)}" height="12" rx="6" fill="#b8934e"/><rect x="${n(width * 0.03)}" y="${n(railY)}" width="${n(width * 0.94)}" height="4" rx="2" fill="#e3c98e"/>`;
  const base = await svgToPng(svgDocument(width, height, sharedDefs(cam), back + shadows));
  const over = await svgToPng(
    svgDocument(
      width,
      height,
      sharedDefs(cam),
      `${rail}<rect width="${width}" height="${height}" fill="url(#walllight)"/><rect width="${width}" height="${height}" fill="url(#vignette)"/>`,
    ),
  );
  void rng;
  return toRaw(sharp(base).composite([...layers, { input: over, left: 0, top: 0 }]));
}

export async function showroomSvg(
  view: ShowroomView,
  width: number,
  height: number,
): Promise<RawImage> {
  switch (view) {
    case "hero":
      return heroScene(width, height, true);
    case "about":
      return heroScene(width, height, false);
    case "books":
      return booksScene(width, height);
    case "panels":
      return panelsScene(width, height);
  }
}
