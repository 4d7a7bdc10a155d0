import { formJsBudgetKb, listingJsBudgetKb } from "./js-budgets";
import type { FeatureRoutes } from "./route-types";

/**
 * The sample programme. /samples is a listing (the catalog's filters) and is indexed; the cart,
 * its checkout and the confirmation depend on the visitor's cookie and are never indexed.
 */
export const sampleRoutes: FeatureRoutes = {
  staticRoutes: [
    {
      path: "/samples",
      kind: "static",
      indexable: true,
      priority: 0.7,
      jsBudgetKb: listingJsBudgetKb,
    },
    { path: "/checkout", kind: "static", indexable: false, jsBudgetKb: formJsBudgetKb },
    { path: "/checkout/confirmation", kind: "static", indexable: false },
  ],
  kinds: [],
};
