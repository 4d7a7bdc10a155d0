/**
 * The sentences around the figures: the strip-by-strip check in plain words and the short summary
 * a screen reader hears when the estimate changes. Pure, so the server and the live form agree.
 */
import { formatMoney } from "@/lib/money/format-money";

import type { CalculatorResult } from "./calculate-wallpaper";
import { type CalculatorInput, calculatorLimits } from "./calculator-input";
import { formatMeasure, formatQuantity } from "./format-result";
import type { StripCheckResult } from "./strip-check";

function inches(value: number): string {
  return `${formatMeasure(value)} in`;
}

function feet(value: number): string {
  return `${formatMeasure(value)} ft`;
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
): StripCheckText {
  if (!strip) return { explanation: "Correct the highlighted field to run the check." };

  const halfDropNote = strip.halfDropNote
    ? `Half-drop match: cutting alternate strips from two rolls can save up to half a repeat (${inches(values.patternRepeat / 2)}) per strip. The figures here do not count on that saving, so treat it as your margin.`
    : undefined;
  const withNote = <T extends StripCheckText>(text: T): T =>
    halfDropNote ? { ...text, halfDropNote } : text;

  if (strip.status === "incomplete") {
    return withNote({
      explanation: "Enter the wall height, room width and room length to run the check.",
    });
  }
  if (strip.status === "roll-too-short") {
    return withNote({
      explanation: `One strip needs ${inches(strip.cutLengthInches)}, more than a ${feet(values.rollLength)} roll holds, so these rolls cannot cover the walls. Check the roll length on the label.`,
    });
  }

  const allowance = inches(calculatorLimits.stripTrimAllowance);
  const rounding =
    values.patternRepeat > 0
      ? `, rounded up to whole ${inches(values.patternRepeat)} repeats so every strip starts at the same point of the design`
      : "";
  const walls = values.numberOfWalls === 1 ? "this wall takes" : "these walls take";
  const explanation =
    `Each strip is cut ${inches(strip.cutLengthInches)} long: the wall height plus ${allowance} for trimming${rounding}. ` +
    `A ${feet(values.rollLength)} roll gives ${formatQuantity(strip.stripsPerRoll, "strip", "strips")}, and ${walls} ${formatQuantity(strip.stripsNeeded, "strip", "strips")}, so counting whole strips calls for ${formatQuantity(strip.rolls, "single roll", "single rolls")}.`;

  if (!strip.exceedsAreaEstimate) {
    return withNote({ explanation: `${explanation} That is within the estimate above.` });
  }
  return withNote({
    explanation,
    recommendation: `That is more than the ${formatQuantity(result.singleRolls, "roll", "rolls")} above, because offcuts cannot be joined into a full strip. We recommend the higher number: ${formatQuantity(strip.rolls, "single roll", "single rolls")}.`,
  });
}

/** One sentence for the live region; it changes only when the figures do. */
export function estimateAnnouncement(
  strip: StripCheckResult | null,
  result: CalculatorResult,
): string {
  if (!strip) return "No estimate: correct the highlighted field.";
  if (strip.status === "incomplete") {
    return "No estimate yet: enter the wall height, room width and room length.";
  }
  const base = `Estimate: ${formatQuantity(result.singleRolls, "single roll", "single rolls")}, or ${formatQuantity(result.doubleRolls, "double roll", "double rolls")}, ${formatMoney(result.total)} in all.`;
  return strip.exceedsAreaEstimate
    ? `${base} The strip check recommends ${formatQuantity(strip.rolls, "single roll", "single rolls")}.`
    : base;
}
