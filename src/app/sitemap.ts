import type { MetadataRoute } from "next";

import { absoluteUrl, getPublicConfig } from "@/lib/config/public-config";
import { sitemapRoutes } from "@/lib/routes/route-manifest";

export default function sitemap(): MetadataRoute.Sitemap {
  if (!getPublicConfig().indexable) return [];
  return sitemapRoutes().map((route) => ({
    url: absoluteUrl(route.path),
    priority: route.priority ?? 0.5,
  }));
}
