import type { Metadata } from "next";

import { site } from "@/content/site";
import type { Locale } from "@/i18n/routing";
import { getPublicConfig } from "@/lib/config/public-config";
import { localizePath } from "@/lib/i18n/localize-path";

export type PageMetadataInput = {
  /** The page's own title; the store name is appended by the root layout's template. */
  title: string;
  description: string;
  /** The internal (English) path of the page, e.g. "/about"; the canonical is its address in `locale`. */
  path: string;
  /** The language of the page; English when not given. */
  locale?: Locale;
  /** A generated social card slot path under /images/generated, or an absolute path. */
  image?: { url: string; width: number; height: number; alt: string };
  /** Pages that must never be indexed (filtered listings, unknown slugs, the admin). */
  noindex?: boolean;
  type?: "website" | "article";
};

export const defaultSocialImage = {
  url: "/images/generated/og/og-default-1200.jpg",
  width: 1200,
  height: 630,
  alt: `${site.name}: designer wallcoverings in ${site.address.city}, Florida`,
};

/** One place that turns a page's facts into title, description, canonical, OG and robots. */
export function pageMetadata(input: PageMetadataInput): Metadata {
  const { indexable } = getPublicConfig();
  const image = input.image ?? defaultSocialImage;
  const index = indexable && !input.noindex;
  const fullTitle = `${input.title} | ${site.name}`;
  const locale = input.locale ?? "en";
  const canonical = localizePath(input.path, locale);
  return {
    title: { absolute: fullTitle },
    description: input.description,
    alternates: {
      canonical,
      // Both languages of every page, and English for visitors whose language is neither.
      languages: {
        en: input.path,
        es: localizePath(input.path, "es"),
        "x-default": input.path,
      },
    },
    openGraph: {
      type: input.type ?? "website",
      siteName: site.name,
      locale: locale === "es" ? "es_US" : "en_US",
      alternateLocale: locale === "es" ? "en_US" : "es_US",
      url: canonical,
      title: fullTitle,
      description: input.description,
      images: [image],
    },
    twitter: {
      card: "summary_large_image",
      title: fullTitle,
      description: input.description,
      images: [image.url],
    },
    robots: index ? { index: true, follow: true } : { index: false, follow: true },
  };
}
