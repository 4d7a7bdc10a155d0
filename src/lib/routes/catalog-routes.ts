import { colors, materials, styles } from "@/content/catalog/taxonomy";

import { listingJsBudgetKb } from "./js-budgets";
import type { FeatureRoutes, RouteEntry, RouteKind } from "./route-types";

/**
 * The catalog's pages. Each part of the catalog keeps its own constants below, and
 * `catalogRoutes` joins them, so a new part is one constant plus one line in the join.
 */

// --- Listings: /catalog, /styles, /styles/<style>, /color/<color>, /types/<material> ---------

const listingStaticRoutes: RouteEntry[] = [
  {
    path: "/catalog",
    kind: "static",
    indexable: true,
    priority: 0.9,
    jsBudgetKb: listingJsBudgetKb,
  },
  // No client code of its own: the site-wide default budget applies.
  { path: "/styles", kind: "static", indexable: true, priority: 0.8 },
];

const stylePages: RouteKind = {
  kind: "style-page",
  routes: () =>
    styles.map((style) => ({
      path: `/styles/${style.slug}`,
      kind: "style-page",
      indexable: true,
      priority: 0.7,
      jsBudgetKb: listingJsBudgetKb,
    })),
};

const colorPages: RouteKind = {
  kind: "colour-page",
  routes: () =>
    colors.map((color) => ({
      path: `/color/${color.slug}`,
      kind: "colour-page",
      indexable: true,
      priority: 0.6,
      jsBudgetKb: listingJsBudgetKb,
    })),
};

const typePages: RouteKind = {
  kind: "type-page",
  routes: () =>
    materials.map((material) => ({
      path: `/types/${material.slug}`,
      kind: "type-page",
      indexable: true,
      priority: 0.6,
      jsBudgetKb: listingJsBudgetKb,
    })),
};

const listingKinds: RouteKind[] = [stylePages, colorPages, typePages];

// --- Joined --------------------------------------------------------------------------------

export const catalogRoutes: FeatureRoutes = {
  staticRoutes: [...listingStaticRoutes],
  kinds: [...listingKinds],
};
