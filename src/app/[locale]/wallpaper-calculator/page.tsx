import type { Metadata } from "next";

import { CalculatorPage, calculatorPageMetadata } from "@/components/calculator/calculator-page";
import { pageLocale } from "@/i18n/page-locale";

/**
 * The calculator with its defaults, built once per language. An estimate link or the form sent
 * without JavaScript (any query) is rendered by ./per-request (src/proxy.ts rewrites).
 */
type PreRenderedCalculatorPageProps = PageProps<"/[locale]/wallpaper-calculator">;

export async function generateMetadata({
  params,
}: PreRenderedCalculatorPageProps): Promise<Metadata> {
  return calculatorPageMetadata(await pageLocale(params), {});
}

export default async function PreRenderedCalculatorPage({
  params,
}: PreRenderedCalculatorPageProps) {
  return <CalculatorPage locale={await pageLocale(params)} searchParams={{}} />;
}
