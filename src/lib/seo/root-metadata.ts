import type { Metadata, Viewport } from "next";

import { site } from "@/content/site";
import { getPublicConfig } from "@/lib/config/public-config";

/** What every page inherits: the site's URL, the title template and indexing. */
export function rootMetadata(blurb: string): Metadata {
  const { siteUrl, indexable } = getPublicConfig();
  return {
    metadataBase: new URL(siteUrl),
    title: { default: site.name, template: `%s | ${site.name}` },
    description: blurb,
    applicationName: site.name,
    robots: indexable ? undefined : { index: false, follow: false },
    formatDetection: { telephone: false, email: false, address: false },
  };
}

export const rootViewport: Viewport = {
  themeColor: "#f6f1e8",
  colorScheme: "light",
};
