/**
 * Social cards (1200 x 630): a wallpaper from the catalog filling the card, and an ivory panel
 * with the store's name set in the display serif, an eyebrow in spaced sans capitals and the
 * city. Text is drawn as paths from the site's own fonts.
 */
import sharp from "sharp";

import type { DrawSpec } from "@/lib/images/draw-spec";

import { toRaw, type RawImage } from "../pipeline/encode";
import { svgToPng } from "../raster";
import { surfaceDocument } from "../surface";
import { n, svgDocument } from "../svg";
import { textPath, textRun } from "../text";

const ivory = "#f6f1e8";
const ink = "#26221e";
const brass = "#a07d3c";

export async function ogSvg(
  draw: Extract<DrawSpec, { kind: "og" }>,
  width: number,
  height: number,
): Promise<RawImage> {
  const panelW = Math.round(width * 0.44);
  const artW = width - panelW;
  const surface = await surfaceDocument(draw.pattern, artW, height, artW / 95, { uid: "og" });
  const art = await svgToPng(surface.svg);

  // The name may be long: set it as large as fits the panel, on two lines if it has two words.
  const words = draw.storeName.split(" ");
  const lines =
    words.length >= 2
      ? [
          words.slice(0, Math.ceil(words.length / 2)).join(" "),
          words.slice(Math.ceil(words.length / 2)).join(" "),
        ]
      : [draw.storeName];
  const maxW = panelW - 120;
  let size = 96;
  const runsAt = (s: number) =>
    lines.map((l) => textRun(l, { font: "serif", size: s, weight: 0.012 }));
  while (Math.max(...runsAt(size).map((r) => r.width)) > maxW && size > 40) size -= 4;
  const nameRuns = runsAt(size);
  const eyebrow = textRun(draw.eyebrow.toUpperCase(), {
    font: "sans",
    size: 20,
    tracking: 0.24,
    weight: 0.045,
  });
  const eyebrowScale = Math.min(1, maxW / eyebrow.width);
  const caption = textRun(draw.caption, { font: "serif-italic", size: 34, weight: 0.01 });
  const x = artW + 60;
  const lineGap = size * 1.02;
  const blockH = 20 + 36 + lineGap * nameRuns.length + 40 + 34;
  let y = (height - blockH) / 2 + 20;
  let body = `<rect x="${artW}" width="${panelW}" height="${height}" fill="${ivory}"/>`;
  // A hairline where the paper meets the panel, and a brass rule under the name.
  body += `<rect x="${artW}" width="2" height="${height}" fill="${ink}" opacity="0.12"/>`;
  body += `<g transform="translate(${n(x)} ${n(y)}) scale(${n(eyebrowScale)} 1)">${textPath(eyebrow, 0, 0, brass)}</g>`;
  y += 36;
  for (const run of nameRuns) {
    y += lineGap * 0.82;
    body += textPath(run, x, y, ink);
    y += lineGap * 0.18;
  }
  y += 26;
  body += `<rect x="${n(x)}" y="${n(y)}" width="64" height="2" fill="${brass}"/>`;
  y += 48;
  body += textPath(caption, x, y, "#5e564d");
  const overlay = svgDocument(width, height, "", body);
  return toRaw(
    sharp({ create: { width, height, channels: 3, background: ivory } }).composite([
      { input: art, left: 0, top: 0 },
      { input: Buffer.from(overlay), left: 0, top: 0 },
    ]),
  );
}
