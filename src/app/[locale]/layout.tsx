import type { Metadata } from "next";
import type * as React from "react";

import { SiteDocument } from "@/components/layout/site-document";
import { localizedSite } from "@/content/localized";
import { pageLocale } from "@/i18n/page-locale";
import { locales } from "@/i18n/routing";
import { rootMetadata, rootViewport } from "@/lib/seo/root-metadata";

import "../globals.css";

export const dynamicParams = false;

export function generateStaticParams() {
  return locales.map((locale) => ({ locale }));
}

export async function generateMetadata({ params }: LayoutProps<"/[locale]">): Promise<Metadata> {
  const locale = await pageLocale(params);
  return rootMetadata(localizedSite(locale).blurb);
}

export const viewport = rootViewport;

export default async function LocaleLayout({ children, params }: LayoutProps<"/[locale]">) {
  const locale = await pageLocale(params);
  return <SiteDocument locale={locale}>{children}</SiteDocument>;
}
