/**
 * The sentences around the figures: the strip-by-strip check in plain words and the short summary
 * a screen reader hears when the estimate changes. Pure, so the server and the live form agree;
 * the words come from the "calculator" messages of the page's language.
 */
import { formatMoney } from "@/lib/money/format-money";

import type { CalculatorResult } from "./calculate-wallpaper";
import { type CalculatorInput, calculatorLimits } from "./calculator-input";
import type { CalculatorText } from "./calculator-text";
import { formatMeasure, formatQuantity } from "./format-result";
import type { StripCheckResult } from "./strip-check";

function inches(value: number, { t }: CalculatorText): string {
  return t("units.inches", { value: formatMeasure(value) });
}

function feet(value: number, { t }: CalculatorText): string {
  return t("units.feet", { value: formatMeasure(value) });
}

export type StripCheckText = {
  /** How the count was made, in one or two sentences. */
  explanation: string;
  /** Said plainly when the strip count needs more rolls than the headline figure. */
  recommendation?: string;
  /** For a half-drop match with a repeat. */
  halfDropNote?: string;
};

export function stripCheckText(
  strip: StripCheckResult | null,
  values: CalculatorInput,
  result: CalculatorResult,
  text: CalculatorText,
): StripCheckText {
  const { t } = text;
  if (!strip) return { explanation: t("strip.fixField") };

  const halfDropNote = strip.halfDropNote
    ? t("strip.halfDrop", { half: inches(values.patternRepeat / 2, text) })
    : undefined;
  const withNote = <T extends StripCheckText>(note: T): T =>
    halfDropNote ? { ...note, halfDropNote } : note;

  if (strip.status === "incomplete") {
    return withNote({ explanation: t("strip.incomplete") });
  }
  if (strip.status === "roll-too-short") {
    return withNote({
      explanation: t("strip.rollTooShort", {
        cut: inches(strip.cutLengthInches, text),
        roll: feet(values.rollLength, text),
      }),
    });
  }

  const cut = {
    cut: inches(strip.cutLengthInches, text),
    allowance: inches(calculatorLimits.stripTrimAllowance, text),
  };
  const cutSentence =
    values.patternRepeat > 0
      ? t("strip.cutToRepeat", { ...cut, repeat: inches(values.patternRepeat, text) })
      : t("strip.cut", cut);
  const countSentence = t("strip.count", {
    roll: feet(values.rollLength, text),
    stripsPerRoll: formatQuantity(strip.stripsPerRoll, "strips", text),
    walls: values.numberOfWalls,
    stripsNeeded: formatQuantity(strip.stripsNeeded, "strips", text),
    rolls: formatQuantity(strip.rolls, "singleRolls", text),
  });
  const explanation = `${cutSentence} ${countSentence}`;

  if (!strip.exceedsAreaEstimate) {
    return withNote({ explanation: `${explanation} ${t("strip.withinEstimate")}` });
  }
  return withNote({
    explanation,
    recommendation: t("strip.recommendation", {
      areaRolls: formatQuantity(result.singleRolls, "rolls", text),
      stripRolls: formatQuantity(strip.rolls, "singleRolls", text),
    }),
  });
}

/** One sentence for the live region; it changes only when the figures do. */
export function estimateAnnouncement(
  strip: StripCheckResult | null,
  result: CalculatorResult,
  text: CalculatorText,
): string {
  const { t, locale } = text;
  if (!strip) return t("announcement.invalid");
  if (strip.status === "incomplete") return t("announcement.incomplete");
  const base = t("announcement.estimate", {
    singleRolls: formatQuantity(result.singleRolls, "singleRolls", text),
    doubleRolls: formatQuantity(result.doubleRolls, "doubleRolls", text),
    total: formatMoney(result.total, locale),
  });
  return strip.exceedsAreaEstimate
    ? `${base} ${t("announcement.recommends", { rolls: formatQuantity(strip.rolls, "singleRolls", text) })}`
    : base;
}
