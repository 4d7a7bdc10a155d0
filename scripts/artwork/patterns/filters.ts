/**
 * Filter building blocks. Noise inside a repeat must itself repeat with the tile, or the seams
 * show: the noise is drawn by ../noise (stitched over exactly the tile's region) and placed as
 * an image, since librsvg's own stitched feTurbulence does not join up.
 */
import { rgbFractions } from "../color";
import { encodeGreyPng, noiseBytes } from "../noise";
import { n } from "../svg";

/** Enough samples for the finest octave, without drawing more pixels than any picture needs. */
const samplesPerCycle = 4;
const maxSamplesPerUnit = 4;
const maxPixels = 1_000_000;

/** sRGB level of a channel read as linear light. */
const linearToSrgb = (v: number) =>
  v <= 0.0031308 ? 12.92 * v : 1.055 * Math.max(0, v) ** (1 / 2.4) - 0.055;

/**
 * feColorMatrix values painting a noise channel as `color`, alpha = noise * scale + bias. The
 * colour is converted as the tint in linearRGB always was, so grains keep their tone.
 */
export function tintMatrix(color: string, alphaScale: number, alphaBias: number): string {
  const [r, g, b] = rgbFractions(color).map(linearToSrgb);
  return `0 0 0 0 ${n(r ?? 0)} 0 0 0 0 ${n(g ?? 0)} 0 0 0 0 ${n(b ?? 0)} ${n(alphaScale)} 0 0 0 ${n(alphaBias)}`;
}

const images = new Map<string, string>();

/** The noise over a w x h tile as an feImage, with one wrapped sample beyond each edge. */
function noiseImage(
  w: number,
  h: number,
  fx: number,
  fy: number,
  octaves: number,
  seed: number,
  maxPerUnit: number,
) {
  const key = JSON.stringify([w, h, fx, fy, octaves, seed, maxPerUnit]);
  const cached = images.get(key);
  if (cached !== undefined) return cached;
  const finest = 2 ** Math.max(0, octaves - 1);
  const perUnit = (f: number) => Math.min(maxPerUnit, samplesPerCycle * f * finest);
  let pw = Math.max(8, Math.ceil(w * perUnit(fx)));
  let ph = Math.max(8, Math.ceil(h * perUnit(fy)));
  const shrink = Math.sqrt(Math.min(1, maxPixels / (pw * ph)));
  pw = Math.max(8, Math.round(pw * shrink));
  ph = Math.max(8, Math.round(ph * shrink));
  const grey = noiseBytes(
    { tileWidth: w, tileHeight: h, frequency: [fx, fy], octaves, seed },
    pw,
    ph,
  );
  // The image is smoothed as it is scaled; with a wrapped sample past each edge, the smoothing
  // joins the two edges up as it joins any two neighbouring samples.
  const padded = Buffer.alloc((pw + 2) * (ph + 2));
  for (let y = 0; y < ph + 2; y++) {
    for (let x = 0; x < pw + 2; x++) {
      padded[y * (pw + 2) + x] = grey[((y + ph - 1) % ph) * pw + ((x + pw - 1) % pw)] ?? 0;
    }
  }
  const png = encodeGreyPng(padded, pw + 2, ph + 2);
  const sx = w / pw;
  const sy = h / ph;
  const image = `<feImage href="data:image/png;base64,${png.toString("base64")}" x="${n(-sx)}" y="${n(-sy)}" width="${n(w + 2 * sx)}" height="${n(h + 2 * sy)}" preserveAspectRatio="none"/>`;
  images.set(key, image);
  return image;
}

/**
 * A filter that fills its region with tinted, tile-periodic noise (clouds, grain, fibre).
 * `maxPerUnit` caps the samples per user unit: 1 where the region is drawn one pixel per unit.
 */
export function noiseFillFilter(
  id: string,
  w: number,
  h: number,
  frequency: string,
  octaves: number,
  seed: number,
  color: string,
  alphaScale: number,
  alphaBias: number,
  maxPerUnit = maxSamplesPerUnit,
): string {
  const [fx = 0, fy = fx] = frequency.trim().split(/\s+/).map(Number);
  return `<filter id="${id}" filterUnits="userSpaceOnUse" x="0" y="0" width="${n(w)}" height="${n(h)}" color-interpolation-filters="sRGB">${noiseImage(w, h, fx, fy, octaves, seed, maxPerUnit)}<feColorMatrix type="matrix" values="${tintMatrix(color, alphaScale, alphaBias)}"/></filter>`;
}
