import { guideSlugs } from "@/content/guides/guide-slugs";
import { guidePath } from "@/lib/guides/guide-path";

import type { FeatureRoutes } from "./route-types";

/**
 * The guide hub, the calculator and the eleven guide pages. The calculator is the one page here
 * that ships a client component of its own: the live form brings it to 183.3 kB gzipped (the
 * Lighthouse gate's figure), so its budget is the site default.
 */
export const guideRoutes: FeatureRoutes = {
  staticRoutes: [
    { path: "/how-to-wallpaper", kind: "static", indexable: true, priority: 0.7 },
    {
      path: "/wallpaper-calculator",
      kind: "static",
      indexable: true,
      priority: 0.8,
    },
  ],
  kinds: [
    {
      kind: "guide",
      routes: () =>
        guideSlugs.map((slug) => ({
          path: guidePath(slug),
          kind: "guide",
          indexable: true,
          priority: 0.6,
        })),
    },
  ],
};
