import type { MetadataRoute } from "next";

import { absoluteUrl, getPublicConfig } from "@/lib/config/public-config";
import { localizePath } from "@/lib/i18n/localize-path";
import { sitemapRoutes } from "@/lib/routes/route-manifest";

/** Every indexable page in both languages, each naming its twin (hreflang). */
export default function sitemap(): MetadataRoute.Sitemap {
  if (!getPublicConfig().indexable) return [];
  return sitemapRoutes().map((route) => {
    const internal = route.internalPath ?? route.path;
    return {
      url: absoluteUrl(route.path),
      priority: route.priority ?? 0.5,
      alternates: {
        languages: {
          en: absoluteUrl(internal),
          es: absoluteUrl(localizePath(internal, "es")),
          "x-default": absoluteUrl(internal),
        },
      },
    };
  });
}
