import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";

import { LegalDocumentView } from "@/components/legal/legal-document-view";
import { localizedSite } from "@/content/localized";
import { pageLocale } from "@/i18n/page-locale";
import { localizedLegal } from "@/lib/i18n/localized-legal";
import { pageMetadata } from "@/lib/seo/page-metadata";

/** The two policy pages, which differ only in the document they show. */
const legalPages = {
  privacy: { path: "/privacy", document: "privacyPolicy", meta: "privacyMeta" },
  terms: { path: "/terms", document: "termsAndConditions", meta: "termsMeta" },
} as const;

export type LegalPageKind = keyof typeof legalPages;

type LocaleParams = Promise<{ locale: string }>;

export async function legalPageMetadata(
  params: LocaleParams,
  kind: LegalPageKind,
): Promise<Metadata> {
  const locale = await pageLocale(params);
  const page = legalPages[kind];
  const t = await getTranslations({ locale, namespace: `common.legal.${page.meta}` });
  return pageMetadata({
    locale,
    title: localizedLegal(locale)[page.document].title,
    description: t("description", { name: localizedSite(locale).name }),
    path: page.path,
  });
}

export async function LegalPage({ params, kind }: { params: LocaleParams; kind: LegalPageKind }) {
  const locale = await pageLocale(params);
  return <LegalDocumentView document={localizedLegal(locale)[legalPages[kind].document]} />;
}
