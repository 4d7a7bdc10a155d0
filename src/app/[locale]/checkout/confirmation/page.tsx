import type { Metadata } from "next";

import { ConfirmationPage, confirmationPageMetadata } from "@/components/samples/confirmation-page";
import { pageLocale } from "@/i18n/page-locale";

/**
 * The confirmation without a reference, built once per language. Place Order lands with
 * `?ref=`, which ./per-request shows (src/proxy.ts rewrites); with JavaScript that arrives as a
 * client-side navigation, without it as this address rendered per request.
 */
type PreRenderedConfirmationPageProps = PageProps<"/[locale]/checkout/confirmation">;

export async function generateMetadata({
  params,
}: PreRenderedConfirmationPageProps): Promise<Metadata> {
  return confirmationPageMetadata(await pageLocale(params));
}

export default async function PreRenderedConfirmationPage({
  params,
}: PreRenderedConfirmationPageProps) {
  return <ConfirmationPage locale={await pageLocale(params)} reference={undefined} />;
}
