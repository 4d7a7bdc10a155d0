import type { Metadata } from "next";

import { CalculatorPage, calculatorPageMetadata } from "@/components/calculator/calculator-page";
import { pageLocale } from "@/i18n/page-locale";

/**
 * The calculator with the values of an estimate link, rendered per request. Visitors never see
 * this address: src/proxy.ts rewrites to it.
 */
type PerRequestCalculatorPageProps = PageProps<"/[locale]/wallpaper-calculator/per-request">;

export async function generateMetadata({
  params,
  searchParams,
}: PerRequestCalculatorPageProps): Promise<Metadata> {
  return calculatorPageMetadata(await pageLocale(params), await searchParams);
}

export default async function PerRequestCalculatorPage({
  params,
  searchParams,
}: PerRequestCalculatorPageProps) {
  const locale = await pageLocale(params);
  return <CalculatorPage locale={locale} searchParams={await searchParams} />;
}
