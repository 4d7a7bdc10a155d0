import type { MetadataRoute } from "next";

import { absoluteUrl, getPublicConfig } from "@/lib/config/public-config";

export default function robots(): MetadataRoute.Robots {
  const { indexable } = getPublicConfig();
  return {
    rules: indexable
      ? [{ userAgent: "*", allow: "/", disallow: ["/admin", "/api/", "/design-system"] }]
      : [{ userAgent: "*", disallow: "/" }],
    sitemap: absoluteUrl("/sitemap.xml"),
  };
}
