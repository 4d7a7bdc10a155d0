/**
 * Brand wordmarks: each house's name set in the site's two typefaces, monochrome warm charcoal
 * on transparent. No real logo is imitated; the treatments vary (spaced serif capitals, italic,
 * sans small caps, a rule, a stacked two-line setting) so a strip of them is not monotonous.
 */
import { n } from "../svg";
import { textPath, textRun, type TextOptions, type TextRun } from "../text";

const ink = "#26221e";

type Line = { text: string; options: TextOptions; gapBefore?: number };

type Treatment = { lines: Line[]; rule?: "below" | "above-below" | "sides"; ornament?: boolean };

function treatmentFor(name: string, index: number): Treatment {
  const words = name.split(" ");
  const upper = name.toUpperCase();
  // Long names would set too small on one line: they always get the stacked setting.
  const variant = name.length > 18 ? 3 : index % 8;
  switch (variant) {
    case 0:
      return {
        lines: [
          { text: upper, options: { font: "serif", size: 60, tracking: 0.18, weight: 0.028 } },
        ],
      };
    case 1:
      return {
        lines: [
          {
            text: name,
            options: { font: "serif-italic", size: 74, tracking: 0.01, weight: 0.026 },
          },
        ],
        rule: "below",
      };
    case 2:
      return {
        lines: [
          {
            text: name,
            options: { font: "sans", size: 52, tracking: 0.16, weight: 0.05, smallCaps: 0.78 },
          },
        ],
      };
    case 3:
      // A stacked setting for long names: the first word large, the rest small beneath.
      return words.length > 1
        ? {
            lines: [
              {
                text: (words[0] ?? name).toUpperCase(),
                options: { font: "serif", size: 68, tracking: 0.14, weight: 0.03 },
              },
              {
                text: words.slice(1).join(" ").toUpperCase(),
                options: { font: "sans", size: 18, tracking: 0.42, weight: 0.06 },
                gapBefore: 14,
              },
            ],
          }
        : {
            lines: [
              { text: upper, options: { font: "serif", size: 68, tracking: 0.14, weight: 0.03 } },
            ],
          };
    case 4:
      return {
        lines: [{ text: name, options: { font: "serif", size: 76, tracking: 0.0, weight: 0.024 } }],
      };
    case 5:
      return {
        lines: [
          { text: upper, options: { font: "serif", size: 46, tracking: 0.22, weight: 0.03 } },
        ],
        rule: "above-below",
      };
    case 6:
      return {
        lines: [
          {
            text: name.toLowerCase(),
            options: { font: "sans", size: 58, tracking: 0.035, weight: 0.06 },
          },
        ],
      };
    default:
      return {
        lines: [{ text: upper, options: { font: "serif", size: 56, tracking: 0.2, weight: 0.03 } }],
        ornament: true,
      };
  }
}

/** The final SVG file: viewBox is the logo box; the setting is scaled to fit with margins. */
export async function wordmarkSvg(
  name: string,
  treatment: number,
  width: number,
  height: number,
): Promise<string> {
  const t = treatmentFor(name, treatment);
  const runs: { run: TextRun; gap: number }[] = t.lines.map((line) => ({
    run: textRun(line.text, line.options),
    gap: line.gapBefore ?? 0,
  }));
  // Lay the lines out at their natural size, then fit the block in the box.
  let y = 0;
  const placed: { run: TextRun; y: number }[] = [];
  for (const [i, { run, gap }] of runs.entries()) {
    y += i === 0 ? run.capHeight : gap + run.capHeight;
    placed.push({ run, y });
  }
  const blockW = Math.max(...placed.map((p) => p.run.width)) + (t.ornament ? 70 : 0);
  const last = placed[placed.length - 1];
  const descent =
    last && /[gjpqy]/.test(t.lines[t.lines.length - 1]?.text ?? "") ? last.run.descent * 0.8 : 0;
  const ruleSpace = t.rule === "below" ? 22 : t.rule === "above-below" ? 44 : 0;
  const blockH = y + descent + ruleSpace;
  const maxW = width * 0.9;
  const maxH = height * 0.72;
  const scale = Math.min(maxW / blockW, maxH / blockH);
  const ox = width / 2;
  const oy = (height - blockH * scale) / 2 + (t.rule === "above-below" ? 22 * scale : 0);
  let body = "";
  for (const p of placed) {
    body += `<g transform="translate(${n(ox)} ${n(oy)}) scale(${n(scale)})">${textPath(p.run, 0, p.y, ink, "middle")}</g>`;
  }
  const w0 = placed[0]?.run.width ?? 0;
  const lineW = Math.min(blockW, w0) * scale;
  if (t.rule === "below") {
    const ry = oy + (y + descent + 14) * scale;
    body += `<rect x="${n(ox - lineW * 0.3)}" y="${n(ry)}" width="${n(lineW * 0.6)}" height="${n(Math.max(1.2, 1.6 * scale))}" fill="${ink}"/>`;
  }
  if (t.rule === "above-below") {
    const top = oy - 18 * scale;
    const bottom = oy + (y + 16) * scale;
    for (const ry of [top, bottom])
      body += `<rect x="${n(ox - lineW / 2)}" y="${n(ry)}" width="${n(lineW)}" height="${n(Math.max(1, 1.2 * scale))}" fill="${ink}"/>`;
  }
  if (t.ornament) {
    const cy = oy + (placed[0]?.run.capHeight ?? 0) * scale * 0.5;
    const half = (placed[0]?.run.width ?? 0) * scale * 0.5 + 20 * scale;
    for (const side of [-1, 1]) {
      const cx = ox + side * half;
      const r = 7 * scale;
      body += `<path d="M${n(cx)} ${n(cy - r)}L${n(cx + r)} ${n(cy)}L${n(cx)} ${n(cy + r)}L${n(cx - r)} ${n(cy)}Z" fill="${ink}"/>`;
    }
  }
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${width} ${height}" width="${width}" height="${height}" role="img"><title>${escape(name)}</title>${body}</svg>`;
}

function escape(value: string): string {
  return value.replaceAll("&", "&amp;").replaceAll("<", "&lt;").replaceAll(">", "&gt;");
}
