/**
 * Sample prices and totals. Amounts are summed in whole cents, so ten samples at $4.10 are
 * $41.00 and never $40.99999.
 */
import type { Locale } from "@/i18n/routing";
import { formatMoney } from "@/lib/money/format-money";

export function toCents(amount: number): number {
  return Math.round(amount * 100);
}

/**
 * An amount in cents as the site writes money: 123450 → "$1,234.50". The Spanish pages write
 * it for es-US, which Miami reads the same way.
 */
export function formatSampleMoney(cents: number, locale: Locale = "en"): string {
  return formatMoney(Math.round(cents) / 100, locale);
}

/** The total of the lines' prices, in cents. */
export function totalCents(lines: readonly { priceCents: number }[]): number {
  return lines.reduce((sum, line) => sum + line.priceCents, 0);
}
