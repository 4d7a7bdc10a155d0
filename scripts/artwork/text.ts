/**
 * Text as SVG paths, from the self-hosted fonts, so pictures never depend on the fonts a machine
 * has installed. fontkit's variation instances lose their cmap for WOFF2 files, so the default
 * (light) instances are used and weight is added with a stroke of the glyph's own color.
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";

import * as fontkit from "fontkit";

import { n } from "./svg";

export type FontName = "serif" | "serif-italic" | "sans";

const files: Record<FontName, string> = {
  serif:
    "node_modules/@fontsource-variable/cormorant-garamond/files/cormorant-garamond-latin-wght-normal.woff2",
  "serif-italic":
    "node_modules/@fontsource-variable/cormorant-garamond/files/cormorant-garamond-latin-wght-italic.woff2",
  sans: "node_modules/@fontsource-variable/manrope/files/manrope-latin-wght-normal.woff2",
};

const loaded = new Map<FontName, fontkit.Font>();

function font(name: FontName): fontkit.Font {
  let f = loaded.get(name);
  if (!f) {
    f = fontkit.create(readFileSync(join(process.cwd(), files[name]))) as fontkit.Font;
    loaded.set(name, f);
  }
  return f;
}

export type TextOptions = {
  font: FontName;
  /** Font size in pixels. */
  size: number;
  /** Extra space between letters, in em. */
  tracking?: number;
  /** Stroke width added for weight, in em (0.02 turns the light default into a regular). */
  weight?: number;
  /** Lowercase letters drawn as capitals at this fraction of the size (small caps). */
  smallCaps?: number;
};

export type TextRun = {
  /** Path data with the baseline at y = 0 and the text starting at x = 0. */
  d: string;
  width: number;
  capHeight: number;
  xHeight: number;
  descent: number;
  stroke: number;
};

export function textRun(text: string, options: TextOptions): TextRun {
  const f = font(options.font);
  const scale = options.size / f.unitsPerEm;
  const tracking = (options.tracking ?? 0) * options.size;
  let x = 0;
  let d = "";
  const segments: { text: string; size: number }[] = [];
  if (options.smallCaps) {
    for (const ch of text) {
      const small = ch !== ch.toUpperCase();
      const size = small ? options.size * options.smallCaps : options.size;
      const last = segments[segments.length - 1];
      if (last && last.size === size) last.text += small ? ch.toUpperCase() : ch;
      else segments.push({ text: small ? ch.toUpperCase() : ch, size });
    }
  } else {
    segments.push({ text, size: options.size });
  }
  for (const segment of segments) {
    const s = segment.size / f.unitsPerEm;
    const run = f.layout(segment.text);
    run.glyphs.forEach((glyph, i) => {
      const pos = run.positions[i];
      if (!pos) return;
      const path = glyph.path.scale(s, -s).translate(x + pos.xOffset * s, -pos.yOffset * s);
      d += path.toSVG();
      x += pos.xAdvance * s + tracking;
    });
  }
  const width = Math.max(0, x - tracking);
  return {
    d: d.replace(/(\d+\.\d{3})\d+/g, "$1"),
    width,
    capHeight: f.capHeight * scale,
    xHeight: f.xHeight * scale,
    descent: -f.descent * scale,
    stroke: (options.weight ?? 0) * options.size,
  };
}

/** A <path> for a run placed with its left end (or centre) at x and baseline at y. */
export function textPath(
  run: TextRun,
  x: number,
  y: number,
  fill: string,
  align: "start" | "middle" | "end" = "start",
): string {
  const dx = align === "middle" ? x - run.width / 2 : align === "end" ? x - run.width : x;
  const stroke =
    run.stroke > 0
      ? ` stroke="${fill}" stroke-width="${n(run.stroke)}" stroke-linejoin="round"`
      : "";
  return `<path transform="translate(${n(dx)} ${n(y)})" d="${run.d}" fill="${fill}"${stroke}/>`;
}
