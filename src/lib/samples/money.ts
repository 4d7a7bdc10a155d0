/**
 * Sample prices and totals. Amounts are summed in whole cents, so ten samples at $4.10 are
 * $41.00 and never $40.99999.
 */

export function toCents(amount: number): number {
  return Math.round(amount * 100);
}

/** "$" and two decimals, with thousands separators: 1234.5 → "$1,234.50". */
export function formatSampleMoney(cents: number): string {
  const sign = cents < 0 ? "-" : "";
  const abs = Math.abs(Math.round(cents));
  const dollars = Math.floor(abs / 100).toLocaleString("en-US");
  const rest = String(abs % 100).padStart(2, "0");
  return `${sign}$${dollars}.${rest}`;
}

/** The total of the lines' prices, in cents. */
export function totalCents(lines: readonly { priceCents: number }[]): number {
  return lines.reduce((sum, line) => sum + line.priceCents, 0);
}
