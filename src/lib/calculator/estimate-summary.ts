import { type PatternMatch } from "@/content/catalogue/taxonomy";
import { type CalculatorInput, type WallCount } from "./calculator-input";
import { type CalculatorResult } from "./calculate-wallpaper";
import { formatArea, formatCount, formatFeet, formatMoney } from "./format-result";

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

function plural(count: number, one: string, many: string) {
  return `${formatCount(count)} ${count === 1 ? one : many}`;
}

function number(value: number) {
  return String(Number(value.toFixed(2)));
}

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
      ? `${number(input.patternRepeat)} in pattern repeat`
      : "no pattern repeat";
  const match = options.match ? `, ${matchLabels[options.match]}` : "";

  const lines = ["Wallpaper calculator estimate"];
  if (options.productName) lines.push(`Wallpaper: ${options.productName}`);
  lines.push(
    `Room: ${number(input.roomWidth)} x ${number(input.roomLength)} ft, walls ${number(input.wallHeight)} ft high, ${wallLabels[input.numberOfWalls] ?? "walls"}`,
    `Openings: ${plural(input.windowCount, "window", "windows")} (${number(input.windowWidth)} x ${number(input.windowHeight)} ft), ${plural(input.doorCount, "door", "doors")} (${number(input.doorWidth)} x ${number(input.doorHeight)} ft)`,
    `Rolls: ${number(input.rollWidth)} in x ${number(input.rollLength)} ft, ${repeat}${match}`,
    `Area to cover: ${formatArea(result.area)}`,
    `Estimate: ${plural(result.singleRolls, "single roll", "single rolls")} (${plural(result.doubleRolls, "double roll", "double rolls")}), ${formatMoney(result.wallpaperExpense)} at ${formatMoney(input.wallpaperCost)} per roll`,
  );
  if (input.useTrim && result.trimLength > 0) {
    lines.push(
      `Trim: ${formatFeet(result.trimLength)}, ${plural(result.trimRolls, "roll", "rolls")}, ${formatMoney(result.trimExpense)}`,
    );
  }
  lines.push(`Estimated total: ${formatMoney(result.total)}`);
  return lines.join("\n");
}
