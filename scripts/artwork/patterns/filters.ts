/**
 * Filter building blocks. Noise inside a repeat must itself repeat with the tile, or the seams
 * show: feTurbulence is stitched over exactly the tile's region.
 */
import { rgbFractions } from "../color";
import { n } from "../svg";
/** feColorMatrix values painting a noise channel as `color`, alpha = noise * scale + bias. */
export function tintMatrix(color: string, alphaScale: number, alphaBias: number): string {
  const [r, g, b] = rgbFractions(color);
  return `0 0 0 0 ${n(r)} 0 0 0 0 ${n(g)} 0 0 0 0 ${n(b)} ${n(alphaScale)} 0 0 0 ${n(alphaBias)}`;
}

/** A filter that fills its region with tinted, tile-periodic noise (clouds, grain, fibre). */
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
): string {
  return `<filter id="${id}" filterUnits="userSpaceOnUse" x="0" y="0" width="${n(w)}" height="${n(h)}"><feTurbulence type="fractalNoise" baseFrequency="${frequency}" numOctaves="${octaves}" seed="${seed}" stitchTiles="stitch"/><feColorMatrix type="matrix" values="${tintMatrix(color, alphaScale, alphaBias)}"/></filter>`;
}
