/**
 * The one way the site writes an amount of money: US dollars with cents and thousands
 * separators. Catalog prices, sample totals, calculator estimates and the e-mails all go
 * through here, so "$1,234.50" looks the same wherever it appears. The Spanish site writes
 * dollars as Miami reads them (es-US): the sign before the figure, a decimal point and
 * thousands commas.
 */
import type { Locale } from "@/i18n/routing";

const numberLocales: Record<Locale, string> = { en: "en-US", es: "es-US" };

function currencyFormats(numberLocale: string) {
  return {
    withCents: new Intl.NumberFormat(numberLocale, {
      style: "currency",
      currency: "USD",
      minimumFractionDigits: 2,
      maximumFractionDigits: 2,
    }),
    wholeDollars: new Intl.NumberFormat(numberLocale, {
      style: "currency",
      currency: "USD",
      minimumFractionDigits: 0,
      maximumFractionDigits: 0,
    }),
  };
}

// Built once per language: Intl formatters are costly to create and the catalog prices hundreds.
const formats: Record<Locale, ReturnType<typeof currencyFormats>> = {
  en: currencyFormats(numberLocales.en),
  es: currencyFormats(numberLocales.es),
};

export type FormatMoneyOptions = {
  /** "$89" rather than "$89.00" when the amount is whole dollars, for tight spaces like cards. */
  dropZeroCents?: boolean;
  /** The page's language; English when left out. */
  locale?: Locale;
};

/**
 * "$1,234.50" for 1234.5. An amount that is not a finite number shows as "$0.00", and so does
 * -0: a visitor never sees "$NaN", "$∞" or "-$0.00".
 *
 * The language may be given as the second argument (`formatMoney(89, "es")`), as the third
 * (`formatMoney(89, { dropZeroCents: true }, "es")`) or inside the options.
 */
export function formatMoney(
  dollars: number,
  options: FormatMoneyOptions | Locale = {},
  locale?: Locale,
): string {
  const settings: FormatMoneyOptions = typeof options === "string" ? { locale: options } : options;
  const language: Locale = locale ?? settings.locale ?? "en";
  const { withCents, wholeDollars } = formats[language] ?? formats.en;
  const amount = Number.isFinite(dollars) && dollars !== 0 ? dollars : 0;
  const format = settings.dropZeroCents && Number.isInteger(amount) ? wholeDollars : withCents;
  return format.format(amount);
}
