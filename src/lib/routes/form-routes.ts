import { formJsBudgetKb } from "./js-budgets";
import type { FeatureRoutes } from "./route-types";

/** The pages built around the forms. /consultation (the inline form) is a showroom route. */
export const formRoutes: FeatureRoutes = {
  staticRoutes: [
    {
      path: "/contact",
      kind: "static",
      indexable: true,
      priority: 0.8,
      jsBudgetKb: formJsBudgetKb,
    },
  ],
  kinds: [],
};
