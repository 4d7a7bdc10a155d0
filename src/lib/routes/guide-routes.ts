import { guideSlugs } from "@/content/guides/guide-slugs";
import { guidePath } from "@/lib/guides/guide-path";

import type { FeatureRoutes } from "./route-types";

/**
 * The guide hub, the calculator and the eleven guide pages. The calculator is the one page here
 * that ships a client component of its own: the live form adds about 8 kB gzipped (measured with
 * esbuild, minified, shared React and Next chunks excluded) to the site's shared scripts, so its
 * budget is the site default (150 kB) plus 10 kB.
 */
export const guideRoutes: FeatureRoutes = {
  staticRoutes: [
    { path: "/how-to-wallpaper", kind: "static", indexable: true, priority: 0.7 },
    {
      path: "/wallpaper-calculator",
      kind: "static",
      indexable: true,
      priority: 0.8,
      jsBudgetKb: 225,
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
