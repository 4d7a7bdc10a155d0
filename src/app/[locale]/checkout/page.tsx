import type { Metadata } from "next";

import { CheckoutPage, checkoutPageMetadata } from "@/components/samples/checkout-page";
import { pageLocale } from "@/i18n/page-locale";

/**
 * Checkout with no sample chosen (the empty state), built once per language. A visitor with
 * samples in the cart (its cookie) or back from a post without JavaScript (a query) gets
 * ./per-request, which reads them (src/proxy.ts rewrites).
 */
type PreRenderedCheckoutPageProps = PageProps<"/[locale]/checkout">;

export async function generateMetadata({
  params,
}: PreRenderedCheckoutPageProps): Promise<Metadata> {
  return checkoutPageMetadata(await pageLocale(params));
}

export default async function PreRenderedCheckoutPage({ params }: PreRenderedCheckoutPageProps) {
  const emptyCart = { lines: [], unknownIds: [] };
  return <CheckoutPage locale={await pageLocale(params)} cart={emptyCart} query={{}} />;
}
