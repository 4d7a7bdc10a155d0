/**
 * A stylised street plan of the showroom's surroundings: the Coral Gables grid turned a few
 * degrees, the boulevard with its planted median, the cross street, a park with paths, building
 * footprints in the blocks, and a pin at the showroom. A placeholder for the click-to-load map,
 * so it is calm and carries no detail that could be mistaken for directions.
 */
import { createRng } from "../prng";
import { n } from "../svg";
import { textPath, textRun } from "../text";

const paper = "#f7f3ea";
const block = "#e8e0d2";
const building = "#ddd3c3";
const park = "#d3dcc3";
const tree = "#b8c6a2";
const ink = "#5e564d";
const pin = "#8f2d26";

export async function mapSvg(
  street: string,
  crossStreet: string,
  width: number,
  height: number,
): Promise<string> {
  const rng = createRng("map-showroom");
  const angle = -9;
  const cx = width / 2;
  const cy = height / 2;
  const bw = 58;
  const cw = 50;
  // Street grid (in the rotated frame): irregular block sizes, as the Gables grid is.
  const xs: number[] = [];
  for (let x = -300; x < width + 300; x += rng.range(150, 190)) xs.push(x);
  const ys: number[] = [];
  for (let y = -300; y < height + 300; y += rng.range(110, 140)) ys.push(y);
  // The boulevard and the cross street run along grid lines, just wider than the others.
  const nearest = (list: number[], v: number) =>
    list.reduce((a, b) => (Math.abs(b - v) < Math.abs(a - v) ? b : a));
  const boulevardX = nearest(xs, width * 0.56);
  const crossY = nearest(ys, height * 0.4);
  let blocks = "";
  const parkCell = { x0: 0, x1: 0, y0: 0, y1: 0 };
  for (let i = 0; i < xs.length - 1; i++) {
    for (let j = 0; j < ys.length - 1; j++) {
      let x0 = (xs[i] as number) + 14;
      let x1 = (xs[i + 1] as number) - 14;
      let y0 = (ys[j] as number) + 12;
      let y1 = (ys[j + 1] as number) - 12;
      // Keep the boulevard and the cross street clear, and wider than the rest.
      if (x0 < boulevardX + bw / 2 && x1 > boulevardX - bw / 2) {
        if ((x0 + x1) / 2 < boulevardX) x1 = boulevardX - bw / 2;
        else x0 = boulevardX + bw / 2;
      }
      if (y0 < crossY + cw / 2 && y1 > crossY - cw / 2) {
        if ((y0 + y1) / 2 < crossY) y1 = crossY - cw / 2;
        else y0 = crossY + cw / 2;
      }
      if (x1 - x0 < 30 || y1 - y0 < 30) continue;
      const isPark =
        x0 < width * 0.3 &&
        x1 > width * 0.2 &&
        y0 < height * 0.78 &&
        y1 > height * 0.62 &&
        parkCell.x1 === 0;
      if (isPark) {
        Object.assign(parkCell, { x0, x1, y0, y1 });
        continue;
      }
      blocks += `<rect x="${n(x0)}" y="${n(y0)}" width="${n(x1 - x0)}" height="${n(y1 - y0)}" rx="3" fill="${block}"/>`;
      // Building footprints along the block edges.
      const count = Math.max(2, Math.floor((x1 - x0) / 38));
      for (let k = 0; k < count; k++) {
        const bx0 = x0 + 6 + ((x1 - x0 - 12) / count) * k;
        const bwid = (x1 - x0 - 12) / count - 5;
        const depth = rng.range(16, Math.min(34, (y1 - y0) / 2 - 6));
        blocks += `<rect x="${n(bx0)}" y="${n(y0 + 6)}" width="${n(bwid)}" height="${n(depth)}" fill="${building}"/>`;
        blocks += `<rect x="${n(bx0)}" y="${n(y1 - 6 - depth)}" width="${n(bwid)}" height="${n(depth)}" fill="${building}"/>`;
      }
    }
  }
  // The park: a green block with curving paths and trees.
  let parkSvg = "";
  if (parkCell.x1 > 0) {
    const { x0, x1, y0, y1 } = parkCell;
    parkSvg += `<rect x="${n(x0)}" y="${n(y0)}" width="${n(x1 - x0)}" height="${n(y1 - y0)}" rx="6" fill="${park}"/>`;
    parkSvg += `<path d="M${n(x0)} ${n(y1 - 14)}C${n(x0 + (x1 - x0) * 0.4)} ${n(y0 + 10)} ${n(x0 + (x1 - x0) * 0.6)} ${n(y1)} ${n(x1)} ${n(y0 + 16)}" stroke="${paper}" stroke-width="5" fill="none"/>`;
    parkSvg += `<circle cx="${n((x0 + x1) / 2)}" cy="${n((y0 + y1) / 2)}" r="12" fill="none" stroke="${paper}" stroke-width="4"/>`;
    for (let k = 0; k < 22; k++) {
      parkSvg += `<circle cx="${n(rng.range(x0 + 10, x1 - 10))}" cy="${n(rng.range(y0 + 10, y1 - 10))}" r="${n(rng.range(5, 9))}" fill="${tree}"/>`;
    }
  }
  // The boulevard's planted median.
  let median = `<rect x="${n(boulevardX - 5)}" y="-400" width="10" height="${height + 800}" rx="5" fill="${park}"/>`;
  for (let y = -380; y < height + 380; y += 26)
    median += `<circle cx="${n(boulevardX)}" cy="${n(y)}" r="6" fill="${tree}"/>`;
  const grid = `<g transform="rotate(${angle} ${cx} ${cy})">${blocks}${parkSvg}${median}</g>`;
  // Street names, set along their streets.
  const labelRun = textRun(street.toUpperCase(), {
    font: "sans",
    size: 15,
    tracking: 0.2,
    weight: 0.05,
  });
  const crossRun = textRun(crossStreet.toUpperCase(), {
    font: "sans",
    size: 15,
    tracking: 0.2,
    weight: 0.05,
  });
  const labels =
    `<g transform="rotate(${angle} ${cx} ${cy}) translate(${n(boulevardX + 4)} ${n(height * 0.82)}) rotate(-90)">${textPath(labelRun, 0, 0, ink, "middle")}</g>` +
    `<g transform="rotate(${angle} ${cx} ${cy}) translate(${n(width * 0.22)} ${n(crossY + 5)})">${textPath(crossRun, 0, 0, ink, "middle")}</g>`;
  // The pin: on the boulevard just south of the cross street.
  const rad = (angle * Math.PI) / 180;
  const lx = boulevardX + bw / 2 + 10 - cx;
  const ly = crossY + 70 - cy;
  const px = cx + lx * Math.cos(rad) - ly * Math.sin(rad);
  const py = cy + lx * Math.sin(rad) + ly * Math.cos(rad);
  const pinSvg = `<ellipse cx="${n(px + 4)}" cy="${n(py + 2)}" rx="14" ry="5" fill="#20160e" opacity="0.25"/><path d="M${n(px)} ${n(py)}C${n(px - 8)} ${n(py - 18)} ${n(px - 22)} ${n(py - 30)} ${n(px - 22)} ${n(py - 46)}A22 22 0 1 1 ${n(px + 22)} ${n(py - 46)}C${n(px + 22)} ${n(py - 30)} ${n(px + 8)} ${n(py - 18)} ${n(px)} ${n(py)}Z" fill="${pin}"/><circle cx="${n(px)}" cy="${n(py - 46)}" r="8" fill="${paper}"/>`;
  // A small north arrow.
  const north = `<g transform="translate(${width - 56} 56)"><circle r="22" fill="${paper}" stroke="${ink}" stroke-width="1.2" opacity="0.9"/><path d="M0 -14L6 6L0 2L-6 6Z" fill="${ink}"/>${textPath(textRun("N", { font: "sans", size: 11, weight: 0.06 }), 0, 19, ink, "middle")}</g>`;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}"><rect width="${width}" height="${height}" fill="${paper}"/>${grid}${labels}${pinSvg}${north}</svg>`;
}
