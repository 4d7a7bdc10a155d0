import type { Metadata } from "next";

import {
  ConsultationPage,
  consultationPageMetadata,
} from "@/components/consultation/consultation-page";
import { pageLocale } from "@/i18n/page-locale";
import { consultationPrefill } from "@/lib/forms/consultation-prefill";

/**
 * The consultation page with the product and message a button sent without JavaScript, rendered
 * per request. Visitors never see this address: src/proxy.ts rewrites to it.
 */
type PerRequestConsultationPageProps = PageProps<"/[locale]/consultation/per-request">;

export async function generateMetadata({
  params,
}: PerRequestConsultationPageProps): Promise<Metadata> {
  return consultationPageMetadata(await pageLocale(params));
}

export default async function PerRequestConsultationPage({
  params,
  searchParams,
}: PerRequestConsultationPageProps) {
  const locale = await pageLocale(params);
  return <ConsultationPage locale={locale} prefill={consultationPrefill(await searchParams)} />;
}
