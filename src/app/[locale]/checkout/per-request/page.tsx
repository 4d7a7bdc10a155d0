import type { Metadata } from "next";

import { CheckoutPage, checkoutPageMetadata } from "@/components/samples/checkout-page";
import { pageLocale } from "@/i18n/page-locale";
import { readCart } from "@/server/samples/sample-cart";

/**
 * Checkout with the visitor's cart, read from its cookie, and the notice of a post made without
 * JavaScript, rendered per request. Visitors never see this address: src/proxy.ts rewrites to it.
 */
type PerRequestCheckoutPageProps = PageProps<"/[locale]/checkout/per-request">;

export async function generateMetadata({ params }: PerRequestCheckoutPageProps): Promise<Metadata> {
  return checkoutPageMetadata(await pageLocale(params));
}

export default async function PerRequestCheckoutPage({
  params,
  searchParams,
}: PerRequestCheckoutPageProps) {
  const locale = await pageLocale(params);
  const [cart, query] = await Promise.all([readCart(), searchParams]);
  return <CheckoutPage locale={locale} cart={cart} query={query} />;
}
