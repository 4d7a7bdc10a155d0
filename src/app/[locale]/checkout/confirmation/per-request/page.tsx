import type { Metadata } from "next";

import {
  ConfirmationPage,
  confirmationPageMetadata,
  referenceFrom,
} from "@/components/samples/confirmation-page";
import { pageLocale } from "@/i18n/page-locale";

/**
 * The confirmation with the request's reference from `?ref=`, rendered per request. Visitors
 * never see this address: src/proxy.ts rewrites to it.
 */
type PerRequestConfirmationPageProps = PageProps<"/[locale]/checkout/confirmation/per-request">;

export async function generateMetadata({
  params,
}: PerRequestConfirmationPageProps): Promise<Metadata> {
  return confirmationPageMetadata(await pageLocale(params));
}

export default async function PerRequestConfirmationPage({
  params,
  searchParams,
}: PerRequestConfirmationPageProps) {
  const locale = await pageLocale(params);
  const reference = referenceFrom((await searchParams).ref);
  return <ConfirmationPage locale={locale} reference={reference} />;
}
