import type { Metadata } from "next";

import {
  ConsultationPage,
  consultationPageMetadata,
} from "@/components/consultation/consultation-page";
import { pageLocale } from "@/i18n/page-locale";

/**
 * The consultation page, built once per language. A consultation button used without JavaScript
 * arrives with `?product=` and `?message=`; that is rendered by ./per-request (src/proxy.ts).
 */
type PreRenderedConsultationPageProps = PageProps<"/[locale]/consultation">;

export async function generateMetadata({
  params,
}: PreRenderedConsultationPageProps): Promise<Metadata> {
  return consultationPageMetadata(await pageLocale(params));
}

export default async function PreRenderedConsultationPage({
  params,
}: PreRenderedConsultationPageProps) {
  return <ConsultationPage locale={await pageLocale(params)} prefill={{}} />;
}
