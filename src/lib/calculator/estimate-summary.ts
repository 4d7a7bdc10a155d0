import { type PatternMatch } from "@/content/catalog/taxonomy";
import { formatMoney } from "@/lib/money/format-money";
import { type CalculatorInput, type WallCount } from "./calculator-input";
import { type CalculatorResult } from "./calculate-wallpaper";
import { formatArea, formatFeet, formatMeasure, formatQuantity } from "./format-result";

export type EstimateSummaryOptions = {
  /** The product the visitor came from, when there is one. */
  productName?: string;
  match?: PatternMatch;
};

const wallLabels: Record<WallCount, string> = {
  1: "1 wall (accent wall)",
  2: "2 walls (opposite walls)",
  3: "3 walls",
  4: "4 walls (entire room)",
};

const matchLabels: Record<PatternMatch, string> = {
  straight: "straight match",
  "half-drop": "half-drop match",
  random: "random match",
};

/**
 * A few plain lines that prefill the consultation message, so the designer who calls back sees
 * the room and the estimate without asking for them again.
 */
export function estimateSummary(
  input: CalculatorInput,
  result: CalculatorResult,
  options: EstimateSummaryOptions = {},
): string {
  const repeat =
    input.patternRepeat > 0
      ? `${formatMeasure(input.patternRepeat)} in pattern repeat`
      : "no pattern repeat";
  const match = options.match ? `, ${matchLabels[options.match]}` : "";

  const lines = ["Wallpaper calculator estimate"];
  if (options.productName) lines.push(`Wallpaper: ${options.productName}`);
  lines.push(
    `Room: ${formatMeasure(input.roomWidth)} x ${formatMeasure(input.roomLength)} ft, walls ${formatMeasure(input.wallHeight)} ft high, ${wallLabels[input.numberOfWalls] ?? "walls"}`,
    `Openings: ${formatQuantity(input.windowCount, "window", "windows")} (${formatMeasure(input.windowWidth)} x ${formatMeasure(input.windowHeight)} ft), ${formatQuantity(input.doorCount, "door", "doors")} (${formatMeasure(input.doorWidth)} x ${formatMeasure(input.doorHeight)} ft)`,
    `Rolls: ${formatMeasure(input.rollWidth)} in x ${formatMeasure(input.rollLength)} ft, ${repeat}${match}`,
    `Area to cover: ${formatArea(result.area)}`,
    `Estimate: ${formatQuantity(result.singleRolls, "single roll", "single rolls")} (${formatQuantity(result.doubleRolls, "double roll", "double rolls")}), ${formatMoney(result.wallpaperExpense)} at ${formatMoney(input.wallpaperCost)} per roll`,
  );
  if (input.useTrim && result.trimLength > 0) {
    lines.push(
      `Trim: ${formatFeet(result.trimLength)}, ${formatQuantity(result.trimRolls, "roll", "rolls")}, ${formatMoney(result.trimExpense)}`,
    );
  }
  lines.push(`Estimated total: ${formatMoney(result.total)}`);
  return lines.join("\n");
}
