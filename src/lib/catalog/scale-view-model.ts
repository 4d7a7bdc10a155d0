/**
 * The geometry of the product page's scale view: the swatch drawn as one vertical repeat (or,
 * for papers without one, a roll-width square) beside an inch ruler, with the roll width and a
 * switch plate at the same scale. Pure numbers, so the drawing can be tested without a browser.
 */
import type { Product } from "@/content/catalog/product-schema";
import { formatInches, matchLabel } from "@/lib/catalog/product-details";

/** A standard single-gang switch plate: the object everyone knows the size of. */
export const switchPlateInches = { width: 2.75, height: 4.5 } as const;

/** The drawing's longest side, in CSS pixels, before the wide-screen enlargement. */
export const scaleViewMaxPx = 240;
/** Small repeats are not blown up beyond this, so a 4 in repeat still looks small. */
export const maxPxPerInch = 9;

export type RulerTick = { inches: number; size: "foot" | "half" | "inch"; label?: string };

export type ScaleViewModel = {
  /** "repeat": the tile is one vertical repeat; "section": a roll-width square of a plain. */
  mode: "repeat" | "section";
  tileInches: number;
  rulerInches: number;
  rollWidthInches: number;
  pxPerInch: number;
  ticks: RulerTick[];
  /** The first line of the caption: the repeat, or that there is none. */
  /** "Roll width" or, for murals, "Panel width". */
  widthLabel: string;
  headline: string;
  caption: string;
};

function rulerLength(inches: number): number {
  return Math.max(12, Math.ceil(inches / 6) * 6);
}

function ticksFor(length: number, pxPerInch: number): RulerTick[] {
  const labelEvery = length <= 36 ? 6 : 12;
  // Below 4 px an inch the inch ticks would merge into a grey bar; every other inch reads.
  const step = pxPerInch >= 4 ? 1 : 2;
  const ticks: RulerTick[] = [];
  for (let inches = 0; inches <= length; inches += step) {
    const size = inches % 12 === 0 ? "foot" : inches % 6 === 0 ? "half" : "inch";
    ticks.push({
      inches,
      size,
      label: inches % labelEvery === 0 ? String(inches) : undefined,
    });
  }
  return ticks;
}

export function scaleViewModel(product: Product): ScaleViewModel {
  const { verticalRepeatInches: vertical, horizontalRepeatInches: horizontal } = product.details;
  const width = product.details.widthInches;
  const match = product.details.match;
  const mode = vertical > 0 ? "repeat" : "section";
  const tileInches = mode === "repeat" ? vertical : width;
  const rulerInches = rulerLength(tileInches);
  const pxPerInch = Math.min(maxPxPerInch, scaleViewMaxPx / Math.max(rulerInches, width));

  const horizontalText = horizontal > 0 ? `Horizontal repeat ${formatInches(horizontal)}. ` : "";
  const mural = product.material === "mural";
  const piece = mural ? "panel" : "roll";
  const drawing = `Drawn to scale against an inch ruler, with the ${piece} width and a light switch plate for comparison.`;
  const base = {
    mode,
    tileInches,
    rulerInches,
    rollWidthInches: width,
    pxPerInch,
    ticks: ticksFor(rulerInches, pxPerInch),
    widthLabel: mural ? "Panel width" : "Roll width",
  } as const;

  if (mode === "repeat") {
    return {
      ...base,
      headline: `${formatInches(vertical)} vertical repeat, ${matchLabel(match).toLowerCase()} match`,
      caption: `${horizontalText}${drawing} The brass mark on the ruler is one repeat.`,
    };
  }
  return {
    ...base,
    headline: mural
      ? "One continuous scene, no repeat"
      : match === "random"
        ? "Random match, no repeat"
        : "Straight match, no vertical repeat",
    caption: `${horizontalText}${drawing} The swatch shows a section one ${piece} wide.`,
  };
}
