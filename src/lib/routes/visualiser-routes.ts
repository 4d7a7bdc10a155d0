import { products } from "@/content/catalog/products";
import { productPath } from "@/lib/catalog/lookups";
import { onYourWallHref } from "@/lib/visualiser/visualiser-path";

import { visualiserJsBudgetKb } from "./js-budgets";
import type { FeatureRoutes } from "./route-types";

/**
 * "See it on your wall", one page per product beside the product page. Never indexed (each would
 * read as a thin copy of its product page, so none is in the sitemap), but audited like every
 * other kind: the link crawl, axe and Lighthouse visit the first and the last. The tool's own
 * client code is about 15 kB gzipped beyond a product page's: its own budget.
 */
export const visualiserRoutes: FeatureRoutes = {
  staticRoutes: [],
  kinds: [
    {
      kind: "visualiser",
      routes: () =>
        products.map((product) => ({
          path: onYourWallHref(productPath(product)),
          kind: "visualiser",
          indexable: false,
          jsBudgetKb: visualiserJsBudgetKb,
        })),
    },
  ],
};
