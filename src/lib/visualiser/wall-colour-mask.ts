/**
 * What stands in front of a plainly painted wall, found from the photo alone. The wall's colour
 * is read inside its corners (the median, which furniture cannot sway unless it hides most of the
 * wall). A pixel is kept in front when its colour is unlike the wall's (another hue, or clearly
 * lighter or darker) and the wall cannot be reached from it by small steps: paint under soft
 * light (the glow around a lamp, a shadow's gradient) changes gently and stays wall, while a
 * sofa, a lamp or a leaf begins at an edge. Made for the sample rooms, whose walls are one paint
 * colour; the brush corrects what it misses.
 */
import { quadToUnitSquare, type Quad } from "./geometry";
import type { PaintMask } from "./paint-mask";
import type { Raster } from "./raster";

type Band = {
  /** The largest difference from the wall's hue (in r and g shares of r + g + b). */
  hue: number;
  /** Brightness, as a share of the wall's. */
  darkest: number;
  lightest: number;
};

export type ColourMaskOptions = {
  /** Colours surely of the wall: where the wall starts growing. */
  seed: Band;
  /** Colours that may still be the wall in light or shade; outside them, something in front. */
  wall: Band;
  /** The largest change in any channel between neighbouring pixels of one gently lit wall. */
  step: number;
};

export const defaultColourMaskOptions: ColourMaskOptions = {
  seed: { hue: 0.008, darkest: 0.9, lightest: 1.06 },
  wall: { hue: 0.016, darkest: 0.72, lightest: 1.12 },
  step: 3,
};

function median(values: number[]): number {
  if (values.length === 0) return 0;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? 0;
}

/** Marks (255) what stands in front of the wall inside `quad` (photo pixels). Returns the count. */
export function paintOutByColour(
  photo: Raster,
  quad: Quad,
  mask: PaintMask,
  options: ColourMaskOptions = defaultColourMaskOptions,
): number {
  const inverse = quadToUnitSquare(quad);
  if (!inverse) return 0;
  const [a, b, c, d, e, f, g, h, i] = inverse;
  const { width, height, data } = photo;
  const xs = quad.map((p) => p.x);
  const ys = quad.map((p) => p.y);
  const minX = Math.max(0, Math.floor(Math.min(...xs)));
  const maxX = Math.min(width - 1, Math.ceil(Math.max(...xs)));
  const minY = Math.max(0, Math.floor(Math.min(...ys)));
  const maxY = Math.min(height - 1, Math.ceil(Math.max(...ys)));
  const boxWidth = maxX - minX + 1;
  const boxHeight = maxY - minY + 1;
  if (boxWidth <= 0 || boxHeight <= 0) return 0;
  const size = boxWidth * boxHeight;

  const inside = new Uint8Array(size);
  for (let y = 0; y < boxHeight; y += 1) {
    const py = y + minY + 0.5;
    for (let x = 0; x < boxWidth; x += 1) {
      const px = x + minX + 0.5;
      const w = g * px + h * py + i;
      const u = (a * px + b * py + c) / w;
      const v = (d * px + e * py + f) / w;
      if (u >= 0 && u <= 1 && v >= 0 && v <= 1) inside[y * boxWidth + x] = 1;
    }
  }
  const offsetOf = (index: number) =>
    ((Math.floor(index / boxWidth) + minY) * width + (index % boxWidth) + minX) * 4;
  const lumaAt = (o: number) =>
    0.2126 * (data[o] ?? 0) + 0.7152 * (data[o + 1] ?? 0) + 0.0722 * (data[o + 2] ?? 0);
  const redShare = (o: number) =>
    (data[o] ?? 0) / ((data[o] ?? 0) + (data[o + 1] ?? 0) + (data[o + 2] ?? 0) + 1);
  const greenShare = (o: number) =>
    (data[o + 1] ?? 0) / ((data[o] ?? 0) + (data[o + 1] ?? 0) + (data[o + 2] ?? 0) + 1);
  let wall = { red: 0, green: 0, luma: 1 };
  const within = (o: number, band: Band) => {
    const light = lumaAt(o) / wall.luma;
    if (light < band.darkest || light > band.lightest) return false;
    return Math.abs(redShare(o) - wall.red) + Math.abs(greenShare(o) - wall.green) <= band.hue;
  };

  const reds: number[] = [];
  const greens: number[] = [];
  const lumas: number[] = [];
  // Twenty thousand pixels or so tell the median as well as all of them would, far faster.
  const stride = Math.max(7, Math.ceil(size / 20_000)) | 1;
  for (let index = 0; index < size; index += stride) {
    if (!inside[index]) continue;
    const o = offsetOf(index);
    reds.push(redShare(o));
    greens.push(greenShare(o));
    lumas.push(lumaAt(o));
  }
  wall = { red: median(reds), green: median(greens), luma: Math.max(1, median(lumas)) };

  // 1: the wall, 0: not reached (yet).
  const isWall = new Uint8Array(size);
  const queue = new Int32Array(size);
  let head = 0;
  let tail = 0;
  for (let index = 0; index < size; index += 1) {
    if (!inside[index]) continue;
    if (within(offsetOf(index), options.seed)) {
      isWall[index] = 1;
      queue[tail++] = index;
    }
  }
  const grow = (from: number, next: number) => {
    if (isWall[next] || !inside[next]) return;
    const o = offsetOf(from);
    const n = offsetOf(next);
    if (
      Math.abs((data[n] ?? 0) - (data[o] ?? 0)) <= options.step &&
      Math.abs((data[n + 1] ?? 0) - (data[o + 1] ?? 0)) <= options.step &&
      Math.abs((data[n + 2] ?? 0) - (data[o + 2] ?? 0)) <= options.step
    ) {
      isWall[next] = 1;
      queue[tail++] = next;
    }
  };
  while (head < tail) {
    const index = queue[head++] ?? 0;
    const x = index % boxWidth;
    if (x > 0) grow(index, index - 1);
    if (x < boxWidth - 1) grow(index, index + 1);
    if (index >= boxWidth) grow(index, index - boxWidth);
    if (index + boxWidth < size) grow(index, index + boxWidth);
  }

  const candidate = new Uint8Array(size);
  for (let index = 0; index < size; index += 1) {
    if (inside[index] && !isWall[index] && !within(offsetOf(index), options.wall)) {
      candidate[index] = 1;
    }
  }
  // Specks (noise, a lone anti-aliased pixel) are dropped; what remains is grown by two pixels
  // so the soft edge of a sofa or a leaf is kept with it.
  const count = (x: number, y: number, radius: number) => {
    let total = 0;
    for (let dy = -radius; dy <= radius; dy += 1) {
      const yy = y + dy;
      if (yy < 0 || yy >= boxHeight) continue;
      for (let dx = -radius; dx <= radius; dx += 1) {
        const xx = x + dx;
        if (xx >= 0 && xx < boxWidth) total += candidate[yy * boxWidth + xx] ?? 0;
      }
    }
    return total;
  };
  const solid = new Uint8Array(boxWidth * boxHeight);
  for (let y = 0; y < boxHeight; y += 1) {
    for (let x = 0; x < boxWidth; x += 1) {
      if (candidate[y * boxWidth + x] && count(x, y, 1) >= 5) solid[y * boxWidth + x] = 1;
    }
  }
  // Grown two pixels each way, one direction at a time.
  const across = new Uint8Array(size);
  for (let y = 0; y < boxHeight; y += 1) {
    const row = y * boxWidth;
    for (let x = 0; x < boxWidth; x += 1) {
      for (let dx = -2; dx <= 2; dx += 1) {
        const xx = x + dx;
        if (xx >= 0 && xx < boxWidth && solid[row + xx]) {
          across[row + x] = 1;
          break;
        }
      }
    }
  }
  let marked = 0;
  for (let y = 0; y < boxHeight; y += 1) {
    for (let x = 0; x < boxWidth; x += 1) {
      let near = false;
      for (let dy = -2; dy <= 2; dy += 1) {
        const yy = y + dy;
        if (yy >= 0 && yy < boxHeight && across[yy * boxWidth + x]) {
          near = true;
          break;
        }
      }
      if (!near) continue;
      const index = (y + minY) * mask.width + (x + minX);
      if (!mask.data[index]) marked += 1;
      mask.data[index] = 255;
    }
  }
  return marked;
}
