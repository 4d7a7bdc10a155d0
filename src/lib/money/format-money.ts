/**
 * The one way the site writes an amount of money: US dollars with cents and thousands
 * separators. Catalog prices, sample totals, calculator estimates and the e-mails all go
 * through here, so "$1,234.50" looks the same wherever it appears.
 */

const withCents = new Intl.NumberFormat("en-US", {
  style: "currency",
  currency: "USD",
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});

const wholeDollars = new Intl.NumberFormat("en-US", {
  style: "currency",
  currency: "USD",
  minimumFractionDigits: 0,
  maximumFractionDigits: 0,
});

export type FormatMoneyOptions = {
  /** "$89" rather than "$89.00" when the amount is whole dollars, for tight spaces like cards. */
  dropZeroCents?: boolean;
};

/**
 * "$1,234.50" for 1234.5. An amount that is not a finite number shows as "$0.00", and so does
 * -0: a visitor never sees "$NaN", "$∞" or "-$0.00".
 */
export function formatMoney(dollars: number, options: FormatMoneyOptions = {}): string {
  const amount = Number.isFinite(dollars) && dollars !== 0 ? dollars : 0;
  const format = options.dropZeroCents && Number.isInteger(amount) ? wholeDollars : withCents;
  return format.format(amount);
}
