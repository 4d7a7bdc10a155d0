import { productPath } from "@/lib/catalog/lookups";
import { products } from "@/content/catalog/products";

import { galleryJsBudgetKb } from "./js-budgets";
import type { FeatureRoutes } from "./route-types";

/**
 * The brand showcase, the gallery and one page per product. The gallery is the main way into
 * the catalog from the header, so it ranks with the other entry points; product pages are
 * many and each is one of 151, so they sit lower.
 */
export const catalogProductRoutes: FeatureRoutes = {
  staticRoutes: [
    { path: "/collections", kind: "static", indexable: true, priority: 0.8 },
    {
      path: "/wallpaper-brands",
      kind: "static",
      indexable: true,
      priority: 0.9,
      jsBudgetKb: galleryJsBudgetKb,
    },
  ],
  kinds: [
    {
      kind: "product",
      routes: () =>
        products.map((product) => ({
          path: productPath(product),
          kind: "product",
          indexable: true,
          priority: 0.6,
        })),
    },
  ],
};
