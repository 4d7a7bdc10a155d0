/**
 * The geometry of the product page's scale view: the swatch drawn as one vertical repeat (or,
 * for papers without one, a roll-width square) beside an inch ruler, with the roll width and a
 * switch plate at the same scale. Pure numbers, so the drawing can be tested without a browser.
 */
import type { Product } from "@/content/catalog/product-schema";
import type { Locale } from "@/i18n/routing";
import { formatInches, matchLabel, productTranslator } from "@/lib/catalog/product-details";

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
  /** "Roll width" or, for murals, "Panel width". */
  widthLabel: string;
  /** The first line of the caption: the repeat, or that there is none. */
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

export function scaleViewModel(product: Product, locale: Locale = "en"): ScaleViewModel {
  const { verticalRepeatInches: vertical, horizontalRepeatInches: horizontal } = product.details;
  const width = product.details.widthInches;
  const match = product.details.match;
  const mode = vertical > 0 ? "repeat" : "section";
  const tileInches = mode === "repeat" ? vertical : width;
  const rulerInches = rulerLength(tileInches);
  const pxPerInch = Math.min(maxPxPerInch, scaleViewMaxPx / Math.max(rulerInches, width));

  const t = productTranslator(locale);
  const mural = product.material === "mural";
  const piece = mural ? "panel" : "roll";
  const horizontalText =
    horizontal > 0 ? t("scale.horizontalRepeat", { repeat: formatInches(horizontal, locale) }) : "";
  const drawing = t("scale.drawing", { piece });
  const caption = (last: string) => [horizontalText, drawing, last].filter(Boolean).join(" ");
  const base = {
    mode,
    tileInches,
    rulerInches,
    rollWidthInches: width,
    pxPerInch,
    ticks: ticksFor(rulerInches, pxPerInch),
    widthLabel: mural ? t("scale.panelWidth") : t("scale.rollWidth"),
  } as const;

  if (mode === "repeat") {
    return {
      ...base,
      headline: t("scale.repeatHeadline", {
        repeat: formatInches(vertical, locale),
        match: matchLabel(match, locale).toLowerCase(),
      }),
      caption: caption(t("scale.repeatCaption")),
    };
  }
  return {
    ...base,
    headline: mural
      ? t("scale.muralHeadline")
      : match === "random"
        ? t("scale.randomHeadline")
        : t("scale.straightHeadline"),
    caption: caption(t("scale.sectionCaption", { piece })),
  };
}
