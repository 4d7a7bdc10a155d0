import type { Metadata } from "next";

import { site } from "@/content/site";
import { getPublicConfig } from "@/lib/config/public-config";

export type PageMetadataInput = {
  /** The page's own title; the store name is appended by the root layout's template. */
  title: string;
  description: string;
  /** The canonical path of the page, e.g. "/about". */
  path: string;
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
  return {
    title: { absolute: fullTitle },
    description: input.description,
    alternates: { canonical: input.path },
    openGraph: {
      type: input.type ?? "website",
      siteName: site.name,
      locale: "en_US",
      url: input.path,
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
