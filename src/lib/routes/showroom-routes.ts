import { formJsBudgetKb } from "./js-budgets";
import type { FeatureRoutes } from "./route-types";

/**
 * The showroom's own pages. The home page is registered with the core routes; these are the pages
 * that sell the showroom and its people. Consultation and services lead to enquiries, so they rank
 * just below the catalog entry points; the FAQ and testimonials support them.
 */
export const showroomRoutes: FeatureRoutes = {
  staticRoutes: [
    { path: "/about", kind: "static", indexable: true, priority: 0.7 },
    { path: "/services", kind: "static", indexable: true, priority: 0.8 },
    {
      path: "/consultation",
      kind: "static",
      indexable: true,
      priority: 0.8,
      jsBudgetKb: formJsBudgetKb,
    },
    { path: "/installation", kind: "static", indexable: true, priority: 0.7 },
    { path: "/testimonials", kind: "static", indexable: true, priority: 0.5 },
    { path: "/faqs", kind: "static", indexable: true, priority: 0.6 },
  ],
  kinds: [],
};
