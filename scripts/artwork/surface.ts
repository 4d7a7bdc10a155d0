/**
 * A wallpaper surface: the motif's tile repeated at true scale over an area, with the material's
 * look on top (grasscloth fibre under the print, foil sheen, flock and emboss relief, paper grain).
 * Used for swatches, detail close-ups and walls in room scenes alike, so they always agree.
 */
import type { PatternSpec } from "@/lib/images/draw-spec";

import { isDark, mix, shade } from "./color";
import { drawTile } from "./patterns";
import { noiseFillFilter } from "./patterns/filters";
import { grassclothTile } from "./patterns/naturals";
import type { Tile } from "./patterns/tile";
import { createRng } from "./prng";
import { imageElement, imagePattern, svgToPng, tileToPng } from "./raster";
import { n, svgDocument } from "./svg";

/** Motifs that are themselves a material: the print and the texture are one. */
const selfTextured = new Set(["grasscloth", "sisal", "cork", "linen", "silk-weave", "foil-sheen"]);

/** Largest tile (in pixels per side) worth rasterising on its own; larger ones are placed. */
const maxTilePx = 1400;

export function tileFor(pattern: PatternSpec, uid: string): Tile {
  const rng = createRng(`${pattern.seed}|${pattern.motif}`);
  return drawTile(pattern.motif, { rng, palette: pattern.palette, uid });
}

/**
 * Copies of `tile` (scaled by `scale`, origin at ox, oy) covering a width x height area: used when
 * the tile is too large to be worth rasterising on its own. Each copy spans whole pixels from a
 * whole pixel, as the bitmap tiles do: copies meeting inside a pixel would each cover it in part,
 * and the pixel would show a faint line of whatever lies beneath (or, under the flock's light, a
 * ridge).
 */
function placedCopies(
  tile: Tile,
  scale: number,
  ox: number,
  oy: number,
  width: number,
  height: number,
  content: string,
): string {
  const tw = Math.max(1, Math.round(tile.width * scale));
  const th = Math.max(1, Math.round(tile.height * scale));
  const sx = tw / tile.width;
  const sy = th / tile.height;
  let out = "";
  for (let y = Math.round(oy); y < height; y += th) {
    for (let x = Math.round(ox); x < width; x += tw) {
      // Full precision: rounded to hundredths, a copy's scale would miss its width by up to a pixel.
      out += `<g transform="translate(${x} ${y}) scale(${sx} ${sy})">${content}</g>`;
    }
  }
  return out;
}

/**
 * A standalone SVG document of `pattern` over a width x height area at `pxPerCm` pixels per
 * centimetre of wall. `relief` scales the light that raised materials catch (0 turns it off).
 */
export async function surfaceDocument(
  pattern: PatternSpec,
  width: number,
  height: number,
  pxPerCm: number,
  options: { relief?: number; uid?: string } = {},
): Promise<{ svg: string; tile: Tile }> {
  const uid = options.uid ?? "w";
  const tile = tileFor(pattern, `${uid}t`);
  const rng = createRng(`${pattern.seed}|placement`);
  const relief = options.relief ?? 1;
  let defs = "";
  let body = "";
  if (tile.mural) {
    // One panel over the whole area, cropped like a photograph (cover).
    const scale = Math.max(width / tile.width, height / tile.height);
    const ox = (width - tile.width * scale) / 2;
    const oy = (height - tile.height * scale) / 2;
    defs += tile.defs;
    body += `<g transform="translate(${n(ox)} ${n(oy)}) scale(${n(scale)})">${tile.body}</g>`;
  } else {
    const scale = (pxPerCm * tile.repeatCm) / tile.width;
    // Where the repeat starts differs per product, so two swatches of one motif never line up.
    const ox = -rng.range(0, tile.width * scale);
    const oy = -rng.range(0, tile.height * scale);
    const { defs: tileDefs, content } = tileContent(pattern, tile, relief, uid);
    const tw = Math.round(tile.width * scale);
    const th = Math.round(tile.height * scale);
    if (tw <= maxTilePx && th <= maxTilePx && tw >= 4 && th >= 4) {
      const png = await tileBitmap(tile, { defs: tileDefs, content }, tw, th);
      defs += imagePattern(`${uid}-pat`, png, Math.round(ox), Math.round(oy), tw, th);
      body += `<rect width="${width}" height="${height}" fill="url(#${uid}-pat)"/>`;
    } else if (hasRelief(pattern, relief)) {
      // Too large for one bitmap: the copies are lit as one surface. Lit one by one, each copy's
      // light would stop at its own edge and draw a faint line along every seam of the repeat.
      // The copies run one repeat past the picture, so its own edges are lit like the middle.
      // They are drawn on a canvas wider than the picture by more than the light's blur reaches,
      // then cropped: the renderer stops a filter at the canvas, and the blur would find nothing
      // past the picture's edge and darken its outermost pixels.
      const tw = tile.width * scale;
      const th = tile.height * scale;
      const area = { x: -tw, y: -th, width: width + 2 * tw, height: height + 2 * th };
      const margin = Math.ceil(8 * scale) + 4;
      const lit = await tileToPng(
        width,
        height,
        margin,
        tile.defs + reliefFilterFor(pattern, relief, `${uid}-relief-area`, area, scale),
        `<g filter="url(#${uid}-relief-area)">${placedCopies(tile, scale, ox - tw, oy - th, width + tw, height + th, tile.body)}</g>`,
      );
      body += imageElement(lit, 0, 0, width, height);
    } else {
      defs += tileDefs;
      body += placedCopies(tile, scale, ox, oy, width, height, content);
    }
  }
  const overlay = await materialOverlay(pattern, width, height, pxPerCm, uid, tile);
  defs += overlay.defs;
  body += overlay.body;
  return { svg: svgDocument(width, height, defs, body), tile };
}

/**
 * A repeat's drawing in tile units, with the relief raised materials catch (`relief` scales the
 * light; 0 turns it off).
 */
export function tileContent(
  pattern: PatternSpec,
  tile: Tile,
  relief: number,
  uid: string,
): { defs: string; content: string } {
  if (!hasRelief(pattern, relief)) return { defs: tile.defs, content: tile.body };
  // Light the print's own edges from the left. The tile is drawn with its neighbours inside
  // the filter so the lighting has no seam at the tile's edge.
  const copies = [-1, 0, 1]
    .flatMap((i) =>
      [-1, 0, 1].map(
        (j) =>
          `<g transform="translate(${n(i * tile.width)} ${n(j * tile.height)})">${tile.body}</g>`,
      ),
    )
    .join("");
  // The region reaches past the tile so the blur and the lighting see the neighbouring copies:
  // clipped at the tile's edge they would draw a seam.
  const region = {
    x: -tile.width * 0.25,
    y: -tile.height * 0.25,
    width: tile.width * 1.5,
    height: tile.height * 1.5,
  };
  const filter = reliefFilterFor(pattern, relief, `${uid}-relief`, region, 1);
  return {
    defs: tile.defs + filter,
    content: `<g filter="url(#${uid}-relief)">${copies}</g>`,
  };
}

/**
 * One repeat as a bitmap of exactly tw x th pixels, which joins up with itself edge to edge:
 * whole pixels per tile, so repeating it needs no resampling at the seam.
 */
export function tileBitmap(
  tile: Tile,
  drawing: { defs: string; content: string },
  tw: number,
  th: number,
): Promise<Buffer> {
  // Tiles already draw their motifs' copies across the edges; the margin lets filters see them.
  const margin = Math.min(64, Math.ceil(Math.max(tw, th) * 0.1) + 8);
  return tileToPng(
    tw,
    th,
    margin,
    drawing.defs,
    `<g transform="scale(${tw / tile.width} ${th / tile.height})">${drawing.content}</g>`,
  );
}

/** Whether the print catches light as a raised surface (`relief` 0 turns it off). */
function hasRelief(pattern: PatternSpec, relief: number): boolean {
  if (!(relief > 0) || selfTextured.has(pattern.motif)) return false;
  const { material } = pattern;
  return material === "flocked" || material === "textured" || material === "fabric-backed-vinyl";
}

type FilterRegion = { x: number; y: number; width: number; height: number };

/**
 * Emboss from the print's own luminance, lit from the upper left (the site's one light
 * direction), multiplied over the print. Flock softens the edge as raised fibres do. `unit` is
 * the size of one tile unit in the filter's user space (1 inside a tile, the scale outside).
 */
function reliefFilterFor(
  pattern: PatternSpec,
  relief: number,
  id: string,
  region: FilterRegion,
  unit: number,
): string {
  const flock = pattern.material === "flocked";
  const strength = (flock ? 1.6 : 1.1) * relief;
  return `<filter id="${id}" filterUnits="userSpaceOnUse" x="${n(region.x)}" y="${n(region.y)}" width="${n(region.width)}" height="${n(region.height)}" color-interpolation-filters="sRGB">
${flock ? `<feGaussianBlur in="SourceGraphic" stdDeviation="${n(0.5 * unit)}" result="src"/>` : '<feOffset in="SourceGraphic" dx="0" dy="0" result="src"/>'}
<feColorMatrix in="src" type="luminanceToAlpha" result="lum"/>
<feComponentTransfer in="lum" result="height"><feFuncA type="table" tableValues="1 0"/></feComponentTransfer>
<feGaussianBlur in="height" stdDeviation="${n((flock ? 1.3 : 0.8) * unit)}" result="soft"/>
<feDiffuseLighting in="soft" surfaceScale="${n(2 + strength * 2)}" diffuseConstant="1" lighting-color="#ffffff" result="light"><feDistantLight azimuth="215" elevation="50"/></feDiffuseLighting>
<feComponentTransfer in="light" result="lightSoft"><feFuncR type="linear" slope="0.5" intercept="0.52"/><feFuncG type="linear" slope="0.5" intercept="0.52"/><feFuncB type="linear" slope="0.5" intercept="0.52"/></feComponentTransfer>
<feBlend in="src" in2="lightSoft" mode="multiply"/>
</filter>`;
}

/** A tile of tinted noise rendered on its own and repeated as a bitmap pattern. */
async function noisePattern(
  id: string,
  sizePx: number,
  frequency: string,
  octaves: number,
  seed: number,
  color: string,
  alphaScale: number,
  alphaBias: number,
): Promise<string> {
  const size = Math.max(8, Math.round(sizePx));
  const svg = svgDocument(
    size,
    size,
    // Drawn one pixel per unit: more samples than pixels would only be averaged away.
    noiseFillFilter("f", size, size, frequency, octaves, seed, color, alphaScale, alphaBias, 1),
    `<rect width="${size}" height="${size}" filter="url(#f)"/>`,
  );
  return imagePattern(id, await svgToPng(svg), 0, 0, size, size);
}

/** Foil, metallic papers and anything in the metallic style catch a sheen. */
function isMetal(pattern: PatternSpec): boolean {
  return (
    pattern.material === "metallic-foil" ||
    pattern.motif === "foil-sheen" ||
    pattern.style === "metallic-finishes"
  );
}

/** Tinted noise over the print: a material's grain, fibre or brushing. */
export type GrainLayer = {
  id: string;
  /** Size of a noise tile when the grain is repeated as a bitmap, in millimetres of wall. */
  tileMm: number;
  freqPerMm: [number, number];
  octaves: number;
  seed: number;
  color: string;
  alphaScale: number;
  alphaBias: number;
  opacity: number;
};

/**
 * The grain layers of a material, in drawing order. Frequencies are per millimetre of wall, so a
 * grain keeps its size on the wall whatever the picture's scale; below `pxPerMm` 0.35 it would
 * only be noise, so none is drawn.
 */
export function materialGrains(pattern: PatternSpec, pxPerMm: number): GrainLayer[] {
  const { material, palette } = pattern;
  const rng = createRng(`${pattern.seed}|material`);
  if (pxPerMm <= 0.35) return [];
  const layers: GrainLayer[] = [];
  const add = (
    id: string,
    tileMm: number,
    freqPerMm: [number, number],
    octaves: number,
    color: string,
    alphaScale: number,
    alphaBias: number,
    opacity = 1,
  ) => {
    const seed = rng.int(1, 99);
    layers.push({ id, tileMm, freqPerMm, octaves, seed, color, alphaScale, alphaBias, opacity });
  };
  if (material === "grasscloth" || pattern.motif === "grasscloth" || pattern.motif === "sisal") {
    // Close up, each row of grass is a bundle of fine fibres: long, thin streaks along the row.
    add("strand", 200, [0.012, 1.1], 2, shade(palette.ground, -0.35), 0.9, -0.38, 0.6);
    add("sheen", 200, [0.02, 0.8], 2, "#ffffff", 0.7, -0.4, 0.35);
  }
  if (isMetal(pattern)) {
    const metal = palette.metallic ?? palette.ground;
    add("brush", 240, [0.004, 0.5], 2, mix(metal, "#ffffff", 0.6), 0.7, -0.3);
  }
  if (material === "flocked") {
    add("flock", 120, [1.2, 1.2], 2, shade(palette.ground, -0.3), 0.5, -0.2, 0.6);
  }
  if (material === "textured" || material === "fabric-backed-vinyl") {
    const tone = isDark(palette.ground) ? "#000000" : "#5a4a38";
    const freq: [number, number] = material === "textured" ? [0.12, 0.12] : [0.6, 0.6];
    add("tex", 160, freq, 3, tone, 0.6, -0.25, 0.7);
  }
  if (material === "paper" || material === "non-woven" || material === "mural") {
    const freq: [number, number] = material === "non-woven" ? [0.08, 0.4] : [0.5, 0.5];
    add("paper", 160, freq, 3, "#6b5a44", 0.55, -0.22, 0.55);
  }
  return layers;
}

/** Noise frequencies per pixel, for a grain drawn at `pxPerMm`. */
export function grainFrequency(layer: GrainLayer, pxPerMm: number): string {
  return `${n(layer.freqPerMm[0] / pxPerMm)} ${n(layer.freqPerMm[1] / pxPerMm)}`;
}

/** Woven grass under a print on grasscloth: shading multiplied over the inks. */
export function grassFibreTile(pattern: PatternSpec, uid: string): Tile {
  return grassclothTile(
    {
      rng: createRng(`${pattern.seed}|fibre`),
      palette: { ground: "#efe9dc", inks: ["#dcd0b8"] },
      uid,
    },
    "grasscloth",
  );
}

/** Texture layers over the print, scaled to the wall so a room shows them finer than a swatch. */
async function materialOverlay(
  pattern: PatternSpec,
  width: number,
  height: number,
  pxPerCm: number,
  uid: string,
  tile: Tile,
): Promise<{ defs: string; body: string }> {
  const { material } = pattern;
  const full = (fill: string, extra = "") =>
    `<rect width="${width}" height="${height}" fill="${fill}" ${extra}/>`;
  let defs = "";
  let body = "";
  const pxPerMm = pxPerCm / 10;
  if (material === "grasscloth" && !tile.textured) {
    const fibre = grassFibreTile(pattern, `${uid}-g`);
    const scale = (pxPerCm * fibre.repeatCm) / fibre.width;
    const fw = Math.round(fibre.width * scale);
    const fh = Math.round(fibre.height * scale);
    const fibreSvg = svgDocument(
      fw,
      fh,
      fibre.defs,
      `<g transform="scale(${fw / fibre.width} ${fh / fibre.height})">${fibre.body}</g>`,
    );
    defs += imagePattern(`${uid}-fibre`, await svgToPng(fibreSvg), 0, 0, fw, fh);
    body += full(`url(#${uid}-fibre)`, 'style="mix-blend-mode:multiply"');
  }
  if (isMetal(pattern)) {
    // Foil: a broad diagonal sheen (bright band, darker shoulders) under a fine brushed grain.
    defs += `<linearGradient id="${uid}-sheen" gradientUnits="userSpaceOnUse" x1="0" y1="0" x2="${width}" y2="${height}">
<stop offset="0" stop-color="#000000" stop-opacity="0.14"/><stop offset="0.32" stop-color="#ffffff" stop-opacity="0.34"/><stop offset="0.42" stop-color="#ffffff" stop-opacity="0.08"/><stop offset="0.62" stop-color="#000000" stop-opacity="0.16"/><stop offset="0.8" stop-color="#ffffff" stop-opacity="0.22"/><stop offset="1" stop-color="#000000" stop-opacity="0.12"/></linearGradient>`;
    body += full(`url(#${uid}-sheen)`, 'style="mix-blend-mode:soft-light"');
    body += full(`url(#${uid}-sheen)`, 'opacity="0.5"');
  }
  for (const layer of materialGrains(pattern, pxPerMm)) {
    // A noise tile repeated as a bitmap: one tile's worth of noise is far cheaper than an area's.
    const size = Math.min(512, layer.tileMm * pxPerMm);
    const id = `${uid}-${layer.id}`;
    defs += await noisePattern(
      id,
      size,
      grainFrequency(layer, pxPerMm),
      layer.octaves,
      layer.seed,
      layer.color,
      layer.alphaScale,
      layer.alphaBias,
    );
    body += full(`url(#${id})`, layer.opacity < 1 ? `opacity="${layer.opacity}"` : "");
  }
  if (material === "vinyl" || material === "peel-and-stick") {
    // A satin surface: a soft, wide highlight rather than grain.
    defs += `<radialGradient id="${uid}-satin" gradientUnits="userSpaceOnUse" cx="${n(width * 0.25)}" cy="${n(height * 0.3)}" r="${n(Math.max(width, height) * 0.9)}"><stop offset="0" stop-color="#ffffff" stop-opacity="0.12"/><stop offset="1" stop-color="#ffffff" stop-opacity="0"/></radialGradient>`;
    body += full(`url(#${uid}-satin)`);
  }
  return { defs, body };
}
