/**
 * Fractal noise that repeats exactly over its tile. SVG's feTurbulence with stitchTiles would
 * give that, but librsvg wraps the noise lattice relative to each pixel instead of the tile's
 * origin, so its noise never joins up and every repeat of a tile showed a seam. This is the
 * reference algorithm SVG publishes for feTurbulence (Perlin noise, fractalNoise type, with the
 * same seeding, so a seed draws the same grain as before) with the lattice wrapped at the tile.
 */
import { crc32, deflateSync } from "node:zlib";

const randM = 2147483647;
const randA = 16807;
const randQ = 127773;
const randR = 2836;
const bSize = 0x100;
const bMask = 0xff;
const perlinN = 0x1000;

function setupSeed(seed: number): number {
  let s = seed;
  if (s <= 0) s = -(s % (randM - 1)) + 1;
  if (s > randM - 1) s = randM - 1;
  return s;
}

function random(seed: number): number {
  const result = randA * (seed % randQ) - randR * Math.trunc(seed / randQ);
  return result <= 0 ? result + randM : result;
}

type Lattice = { selector: Int32Array; gradient: Float64Array };

/** The noise lattice for a seed: only the first colour channel, the one the tint reads. */
function lattice(seedValue: number): Lattice {
  const size = bSize + bSize + 2;
  const selector = new Int32Array(size);
  const gradients = Array.from({ length: 4 }, () => new Float64Array(size * 2));
  let seed = setupSeed(Math.trunc(seedValue));
  for (const gradient of gradients) {
    for (let i = 0; i < bSize; i++) {
      selector[i] = i;
      for (let j = 0; j < 2; j++) {
        seed = random(seed);
        gradient[i * 2 + j] = ((seed % (bSize + bSize)) - bSize) / bSize;
      }
      const gx = gradient[i * 2] ?? 0;
      const gy = gradient[i * 2 + 1] ?? 0;
      const length = Math.sqrt(gx * gx + gy * gy);
      gradient[i * 2] = gx / length;
      gradient[i * 2 + 1] = gy / length;
    }
  }
  for (let i = bSize - 1; i > 0; i--) {
    const k = selector[i] ?? 0;
    seed = random(seed);
    const j = seed % bSize;
    selector[i] = selector[j] ?? 0;
    selector[j] = k;
  }
  const gradient = gradients[0] ?? new Float64Array(size * 2);
  for (let i = 0; i < bSize + 2; i++) {
    selector[bSize + i] = selector[i] ?? 0;
    gradient[(bSize + i) * 2] = gradient[i * 2] ?? 0;
    gradient[(bSize + i) * 2 + 1] = gradient[i * 2 + 1] ?? 0;
  }
  return { selector, gradient };
}

const sCurve = (t: number) => t * t * (3 - 2 * t);

/** A frequency adjusted so a whole number of lattice cells spans the tile. */
function stitchedFrequency(frequency: number, tile: number): number {
  if (frequency === 0) return 0;
  const lo = Math.floor(tile * frequency) / tile;
  const hi = Math.ceil(tile * frequency) / tile;
  return lo > 0 && frequency / lo < hi / frequency ? lo : hi;
}

export type NoiseSpec = {
  /** The tile the noise repeats over, in user units. */
  tileWidth: number;
  tileHeight: number;
  /** Base frequencies per user unit, as feTurbulence's baseFrequency. */
  frequency: [number, number];
  octaves: number;
  seed: number;
};

/**
 * Fractal noise in 0..1 (feTurbulence's first channel, quantised as it is) sampled on a
 * width x height pixel grid that covers the tile; it repeats exactly with the grid.
 */
export function periodicNoise(spec: NoiseSpec, width: number, height: number): Float32Array {
  const { selector, gradient } = lattice(spec.seed);
  const fx = stitchedFrequency(spec.frequency[0], spec.tileWidth);
  const fy = stitchedFrequency(spec.frequency[1], spec.tileHeight);
  const octaves = Math.max(1, spec.octaves);
  // Per octave: how many lattice cells span the tile, and the index where it wraps round.
  const cellsX = new Int32Array(octaves);
  const cellsY = new Int32Array(octaves);
  const wrapX = new Int32Array(octaves);
  const wrapY = new Int32Array(octaves);
  cellsX[0] = Math.floor(spec.tileWidth * fx + 0.5);
  cellsY[0] = Math.floor(spec.tileHeight * fy + 0.5);
  wrapX[0] = perlinN + (cellsX[0] ?? 0);
  wrapY[0] = perlinN + (cellsY[0] ?? 0);
  for (let o = 1; o < octaves; o++) {
    cellsX[o] = (cellsX[o - 1] ?? 0) * 2;
    cellsY[o] = (cellsY[o - 1] ?? 0) * 2;
    wrapX[o] = 2 * (wrapX[o - 1] ?? 0) - perlinN;
    wrapY[o] = 2 * (wrapY[o - 1] ?? 0) - perlinN;
  }
  const g = (index: number) => gradient[index] ?? 0;
  const sel = (index: number) => selector[index] ?? 0;
  const out = new Float32Array(width * height);
  for (let py = 0; py < height; py++) {
    const y = ((py * spec.tileHeight) / height) * fy;
    for (let px = 0; px < width; px++) {
      const x = ((px * spec.tileWidth) / width) * fx;
      let sum = 0;
      let scale = 1;
      for (let o = 0; o < octaves; o++) {
        const tx = x * scale + perlinN;
        const ty = y * scale + perlinN;
        let bx0 = Math.floor(tx);
        let by0 = Math.floor(ty);
        const rx0 = tx - bx0;
        const ry0 = ty - by0;
        let bx1 = bx0 + 1;
        let by1 = by0 + 1;
        const wx = wrapX[o] ?? 0;
        const wy = wrapY[o] ?? 0;
        if (bx0 >= wx) bx0 -= cellsX[o] ?? 0;
        if (bx1 >= wx) bx1 -= cellsX[o] ?? 0;
        if (by0 >= wy) by0 -= cellsY[o] ?? 0;
        if (by1 >= wy) by1 -= cellsY[o] ?? 0;
        const i = sel(bx0 & bMask);
        const j = sel(bx1 & bMask);
        const b00 = sel(i + (by0 & bMask)) * 2;
        const b10 = sel(j + (by0 & bMask)) * 2;
        const b01 = sel(i + (by1 & bMask)) * 2;
        const b11 = sel(j + (by1 & bMask)) * 2;
        const rx1 = rx0 - 1;
        const ry1 = ry0 - 1;
        const sx = sCurve(rx0);
        const u0 = rx0 * g(b00) + ry0 * g(b00 + 1);
        const v0 = rx1 * g(b10) + ry0 * g(b10 + 1);
        const a = u0 + sx * (v0 - u0);
        const u1 = rx0 * g(b01) + ry1 * g(b01 + 1);
        const v1 = rx1 * g(b11) + ry1 * g(b11 + 1);
        const b = u1 + sx * (v1 - u1);
        sum += (a + sCurve(ry0) * (b - a)) / scale;
        scale *= 2;
      }
      const value = Math.trunc(Math.min(255, Math.max(0, (sum * 255 + 255) / 2)) + 0.5);
      out[py * width + px] = value / 255;
    }
  }
  return out;
}

/** The noise as 8-bit grey levels, the form the filters read it in. */
export function noiseBytes(spec: NoiseSpec, width: number, height: number): Buffer {
  const noise = periodicNoise(spec, width, height);
  const out = Buffer.alloc(width * height);
  for (let i = 0; i < noise.length; i++) out[i] = Math.round((noise[i] ?? 0) * 255);
  return out;
}

function chunk(type: string, data: Buffer): Buffer {
  const head = Buffer.alloc(8);
  head.writeUInt32BE(data.length, 0);
  head.write(type, 4, "ascii");
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(Buffer.concat([head.subarray(4), data])) >>> 0, 0);
  return Buffer.concat([head, data, crc]);
}

/** 8-bit grey pixels as a PNG, synchronously: tile drawers build SVG strings without awaiting. */
export function encodeGreyPng(grey: Buffer, width: number, height: number): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 8;
  header[9] = 0;
  const rows = Buffer.alloc((width + 1) * height);
  for (let y = 0; y < height; y++) grey.copy(rows, y * (width + 1) + 1, y * width, (y + 1) * width);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk("IHDR", header),
    chunk("IDAT", deflateSync(rows, { level: 1 })),
    chunk("IEND", Buffer.alloc(0)),
  ]);
}
