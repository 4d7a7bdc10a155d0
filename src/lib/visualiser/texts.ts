/**
 * How the visualiser's sentence builders receive their words: a formatter for one part of the
 * `visualiser` messages, as next-intl's `t` is (useTranslations, getTranslations or
 * createTranslator). The builders stay pure and free of any language; the page's language picks
 * the formatter. Figures are passed already written (es-US writes "4.5" and "70%" as English
 * does), so no message formats a number itself.
 */
export type TextValues = Readonly<Record<string, string | number>>;

export type Translate<Key extends string> = (key: Key, values?: TextValues) => string;

/** At most `decimals` decimals, no trailing zeros: "8", "8.5", "25.25". */
export function formatFigure(value: number, decimals: number): string {
  return String(Number(value.toFixed(decimals)));
}
