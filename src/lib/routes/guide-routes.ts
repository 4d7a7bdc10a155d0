import { guideSlugs } from "@/content/guides/guide-slugs";
import { guidePath } from "@/lib/guides/guide-path";

import { formJsBudgetKb } from "./js-budgets";
import type { FeatureRoutes } from "./route-types";

/**
 * The guide hub, the calculator and the eleven guide pages. The calculator is the one page here
 * that ships a client component of its own, the live form: a form page's budget.
 */
export const guideRoutes: FeatureRoutes = {
  staticRoutes: [
    { path: "/how-to-wallpaper", kind: "static", indexable: true, priority: 0.7 },
    {
      path: "/wallpaper-calculator",
      kind: "static",
      indexable: true,
      priority: 0.8,
      jsBudgetKb: formJsBudgetKb,
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
