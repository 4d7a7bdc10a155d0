import type { PatternMatch } from "@/content/catalog/taxonomy";
import { formatMoney } from "@/lib/money/format-money";

import { type CalculatorInput } from "./calculator-input";
import { type CalculatorResult } from "./calculate-wallpaper";
import type { CalculatorText, CalculatorTranslator } from "./calculator-text";
import { formatArea, formatFeet, formatMeasure, formatQuantity } from "./format-result";

export type EstimateSummaryOptions = {
  /** The product the visitor came from, when there is one. */
  productName?: string;
  match?: PatternMatch;
};

const matchKeys = {
  straight: "straight",
  "half-drop": "halfDrop",
  random: "random",
} as const satisfies Record<PatternMatch, string>;

/** "half-drop match", "casado a medio salto" */
export function matchName(match: PatternMatch, t: CalculatorTranslator): string {
  return t(`matchNames.${matchKeys[match]}`);
}

/**
 * A few plain lines that prefill the consultation message, so the designer who calls back sees
 * the room and the estimate without asking for them again. They are written in the visitor's
 * language, as the rest of the message they send.
 */
export function estimateSummary(
  input: CalculatorInput,
  result: CalculatorResult,
  text: CalculatorText,
  options: EstimateSummaryOptions = {},
): string {
  const { t, locale } = text;
  const repeat =
    input.patternRepeat > 0
      ? t("summary.repeat", { value: formatMeasure(input.patternRepeat) })
      : t("summary.noRepeat");
  const match = options.match ? `, ${matchName(options.match, t)}` : "";

  const lines = [t("summary.title")];
  if (options.productName) lines.push(t("summary.wallpaper", { name: options.productName }));
  lines.push(
    t("summary.room", {
      width: formatMeasure(input.roomWidth),
      length: formatMeasure(input.roomLength),
      height: formatMeasure(input.wallHeight),
      walls: t(`summary.walls.${input.numberOfWalls}`),
    }),
    t("summary.openings", {
      windows: formatQuantity(input.windowCount, "windows", text),
      windowWidth: formatMeasure(input.windowWidth),
      windowHeight: formatMeasure(input.windowHeight),
      doors: formatQuantity(input.doorCount, "doors", text),
      doorWidth: formatMeasure(input.doorWidth),
      doorHeight: formatMeasure(input.doorHeight),
    }),
    `${t("summary.rolls", {
      width: formatMeasure(input.rollWidth),
      length: formatMeasure(input.rollLength),
      repeat,
    })}${match}`,
    t("summary.area", { area: formatArea(result.area, text) }),
    t("summary.estimate", {
      singleRolls: formatQuantity(result.singleRolls, "singleRolls", text),
      doubleRolls: formatQuantity(result.doubleRolls, "doubleRolls", text),
      cost: formatMoney(result.wallpaperExpense, locale),
      price: formatMoney(input.wallpaperCost, locale),
    }),
  );
  if (input.useTrim && result.trimLength > 0) {
    lines.push(
      t("summary.trim", {
        length: formatFeet(result.trimLength, text),
        rolls: formatQuantity(result.trimRolls, "rolls", text),
        cost: formatMoney(result.trimExpense, locale),
      }),
    );
  }
  lines.push(t("summary.total", { total: formatMoney(result.total, locale) }));
  return lines.join("\n");
}
