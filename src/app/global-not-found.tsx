import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";

import { SiteDocument } from "@/components/layout/site-document";
import { NotFoundScreen } from "@/components/page/not-found-screen";
import { site } from "@/content/site";
import { defaultLocale } from "@/i18n/routing";
import { rootMetadata, rootViewport } from "@/lib/seo/root-metadata";

import "./globals.css";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations({ locale: defaultLocale, namespace: "common.notFound.meta" });
  return {
    ...rootMetadata(site.blurb),
    title: t("title"),
    description: t("description"),
    robots: { index: false, follow: true },
  };
}

export const viewport = rootViewport;

/**
 * An address no route answers (and the pre-rendered 404 that unknown product and guide addresses
 * are rewritten to): the English 404 page in the site's frame, a document of its own since the
 * site has one root layout per language and one for the inbox.
 */
export default function GlobalNotFound() {
  return (
    <SiteDocument locale={defaultLocale} offerOtherLanguage={false}>
      <NotFoundScreen />
    </SiteDocument>
  );
}
