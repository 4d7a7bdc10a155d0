import { formatMoney } from "@/lib/money/format-money";
import type { Locale } from "@/i18n/routing";

import { type CalculatorResult } from "./calculate-wallpaper";
import { type CalculatorText, calculatorNumberLocale } from "./calculator-text";

/** Never show "-0.0", "NaN" or "Infinity" to a visitor. */
function clean(value: number): number {
  return Number.isFinite(value) && value > 0 ? value : 0;
}

function numberFormats(locale: Locale) {
  const numberLocale = calculatorNumberLocale(locale);
  return {
    oneDecimal: new Intl.NumberFormat(numberLocale, {
      minimumFractionDigits: 1,
      maximumFractionDigits: 1,
    }),
    wholeNumber: new Intl.NumberFormat(numberLocale, { maximumFractionDigits: 0 }),
  };
}

// Built once per language: the live form formats every figure on each keystroke.
const formats: Record<Locale, ReturnType<typeof numberFormats>> = {
  en: numberFormats("en"),
  es: numberFormats("es"),
};

/** "307.0 sq ft", "307.0 pies cuadrados" */
export function formatArea(squareFeet: number, { t, locale }: CalculatorText): string {
  return t("units.area", { value: formats[locale].oneDecimal.format(clean(squareFeet)) });
}

/** "44.0 ft", "44.0 pies" */
export function formatFeet(feet: number, { t, locale }: CalculatorText): string {
  return t("units.feet", { value: formats[locale].oneDecimal.format(clean(feet)) });
}

export function formatCount(value: number, locale: Locale): string {
  return formats[locale].wholeNumber.format(clean(value));
}

export type CalculatorQuantity =
  "strips" | "rolls" | "singleRolls" | "doubleRolls" | "windows" | "doors";

/** "6 single rolls", "1 door", "6 rollos sencillos" */
export function formatQuantity(
  count: number,
  what: CalculatorQuantity,
  { t, locale }: CalculatorText,
): string {
  return t(`quantities.${what}`, { count: clean(count), value: formatCount(count, locale) });
}

/** "20.5", "9": a measurement as typed, to two decimals at most and without trailing zeros. */
export function formatMeasure(value: number): string {
  return String(Number(value.toFixed(2)));
}

export type FormattedCalculatorResult = Record<keyof CalculatorResult, string>;

export function formatResult(
  result: CalculatorResult,
  text: CalculatorText,
): FormattedCalculatorResult {
  const { locale } = text;
  return {
    area: formatArea(result.area, text),
    trimLength: formatFeet(result.trimLength, text),
    singleRolls: formatCount(result.singleRolls, locale),
    doubleRolls: formatCount(result.doubleRolls, locale),
    trimRolls: formatCount(result.trimRolls, locale),
    wallpaperExpense: formatMoney(result.wallpaperExpense, locale),
    trimExpense: formatMoney(result.trimExpense, locale),
    total: formatMoney(result.total, locale),
  };
}
