/**
 * Color arithmetic in OKLab/OKLCH, so lightening, darkening and mixing keep the hue a designer
 * chose instead of drifting grey or purple the way naive RGB arithmetic does.
 */

type Rgb = { r: number; g: number; b: number };
type Lab = { L: number; a: number; b: number };

export function parseHex(hex: string): Rgb {
  const m = /^#?([0-9a-f]{6})$/i.exec(hex.trim());
  if (!m?.[1]) throw new Error(`Not a #rrggbb colour: ${hex}`);
  const n = Number.parseInt(m[1], 16);
  return { r: (n >> 16) & 255, g: (n >> 8) & 255, b: n & 255 };
}

export function toHex({ r, g, b }: Rgb): string {
  const c = (v: number) =>
    Math.max(0, Math.min(255, Math.round(v)))
      .toString(16)
      .padStart(2, "0");
  return `#${c(r)}${c(g)}${c(b)}`;
}

const toLinear = (v: number) => {
  const s = v / 255;
  return s <= 0.04045 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
};
const fromLinear = (v: number) => {
  const s = v <= 0.0031308 ? 12.92 * v : 1.055 * Math.max(0, v) ** (1 / 2.4) - 0.055;
  return s * 255;
};

function rgbToLab({ r, g, b }: Rgb): Lab {
  const lr = toLinear(r);
  const lg = toLinear(g);
  const lb = toLinear(b);
  const l = Math.cbrt(0.4122214708 * lr + 0.5363325363 * lg + 0.0514459929 * lb);
  const m = Math.cbrt(0.2119034982 * lr + 0.6806995451 * lg + 0.1073969566 * lb);
  const s = Math.cbrt(0.0883024619 * lr + 0.2817188376 * lg + 0.6299787005 * lb);
  return {
    L: 0.2104542553 * l + 0.793617785 * m - 0.0040720468 * s,
    a: 1.9779984951 * l - 2.428592205 * m + 0.4505937099 * s,
    b: 0.0259040371 * l + 0.7827717662 * m - 0.808675766 * s,
  };
}

function labToRgb({ L, a, b }: Lab): Rgb {
  const l = (L + 0.3963377774 * a + 0.2158037573 * b) ** 3;
  const m = (L - 0.1055613458 * a - 0.0638541728 * b) ** 3;
  const s = (L - 0.0894841775 * a - 1.291485548 * b) ** 3;
  return {
    r: fromLinear(4.0767416621 * l - 3.3077115913 * m + 0.2309699292 * s),
    g: fromLinear(-1.2684380046 * l + 2.6097574011 * m - 0.3413193965 * s),
    b: fromLinear(-0.0041960863 * l - 0.7034186147 * m + 1.707614701 * s),
  };
}

export function lab(hex: string): Lab {
  return rgbToLab(parseHex(hex));
}

/** Perceived lightness 0..1. */
export function lightness(hex: string): number {
  return lab(hex).L;
}

export function chroma(hex: string): number {
  const { a, b } = lab(hex);
  return Math.hypot(a, b);
}

/** Mix two colors; t = 0 gives `a`, 1 gives `b`. */
export function mix(a: string, b: string, t: number): string {
  const x = lab(a);
  const y = lab(b);
  return toHex(
    labToRgb({ L: x.L + (y.L - x.L) * t, a: x.a + (y.a - x.a) * t, b: x.b + (y.b - x.b) * t }),
  );
}

/** Shift lightness by `amount` (OKLab L units, about -0.3..0.3), keeping hue and chroma. */
export function shade(hex: string, amount: number): string {
  const c = lab(hex);
  return toHex(labToRgb({ ...c, L: Math.max(0, Math.min(1, c.L + amount)) }));
}

export function isDark(hex: string): boolean {
  return lightness(hex) < 0.55;
}

/** The rgb fractions feColorMatrix wants. */
export function rgbFractions(hex: string): [number, number, number] {
  const { r, g, b } = parseHex(hex);
  return [r / 255, g / 255, b / 255];
}

/** Contrast of two colors in OKLab lightness, enough to decide which ink reads on a ground. */
export function contrastL(a: string, b: string): number {
  return Math.abs(lightness(a) - lightness(b));
}
