import { formatMoney } from "@/lib/money/format-money";
import { type CalculatorResult } from "./calculate-wallpaper";

/** Never show "-0.0", "NaN" or "Infinity" to a visitor. */
function clean(value: number): number {
  return Number.isFinite(value) && value > 0 ? value : 0;
}

const oneDecimal = new Intl.NumberFormat("en-US", {
  minimumFractionDigits: 1,
  maximumFractionDigits: 1,
});

const wholeNumber = new Intl.NumberFormat("en-US", { maximumFractionDigits: 0 });

/** "307.0 sq ft" */
export function formatArea(squareFeet: number): string {
  return `${oneDecimal.format(clean(squareFeet))} sq ft`;
}

/** "44.0 ft" */
export function formatFeet(feet: number): string {
  return `${oneDecimal.format(clean(feet))} ft`;
}

export function formatCount(value: number): string {
  return wholeNumber.format(clean(value));
}

/** "6 single rolls", "1 door" */
export function formatQuantity(count: number, one: string, many: string): string {
  return `${formatCount(count)} ${count === 1 ? one : many}`;
}

/** "20.5", "9": a measurement as typed, to two decimals at most and without trailing zeros. */
export function formatMeasure(value: number): string {
  return String(Number(value.toFixed(2)));
}

export type FormattedCalculatorResult = Record<keyof CalculatorResult, string>;

export function formatResult(result: CalculatorResult): FormattedCalculatorResult {
  return {
    area: formatArea(result.area),
    trimLength: formatFeet(result.trimLength),
    singleRolls: formatCount(result.singleRolls),
    doubleRolls: formatCount(result.doubleRolls),
    trimRolls: formatCount(result.trimRolls),
    wallpaperExpense: formatMoney(result.wallpaperExpense),
    trimExpense: formatMoney(result.trimExpense),
    total: formatMoney(result.total),
  };
}
