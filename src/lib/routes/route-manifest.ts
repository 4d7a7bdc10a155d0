/**
 * The site's public routes in one typed list. The sitemap, the link crawl, the axe run and the
 * Lighthouse run all read it, so a page added here is audited without anyone remembering to.
 * Each feature keeps its own list (./*-routes.ts); this module only joins them.
 */
import { localizePath } from "../i18n/localize-path";

import { catalogProductRoutes } from "./catalog-product-routes";
import { catalogRoutes } from "./catalog-routes";
import { formRoutes } from "./form-routes";
import { guideRoutes } from "./guide-routes";
import type { FeatureRoutes, RouteEntry, RouteKind } from "./route-types";
import { sampleRoutes } from "./sample-routes";
import { showroomRoutes } from "./showroom-routes";
import { visualiserRoutes } from "./visualiser-routes";

export type { RouteEntry, RouteKind } from "./route-types";

export { defaultJsBudgetKb } from "./js-budgets";

const coreRoutes: FeatureRoutes = {
  staticRoutes: [
    { path: "/", kind: "static", indexable: true, priority: 1 },
    { path: "/privacy", kind: "static", indexable: true, priority: 0.2 },
    { path: "/terms", kind: "static", indexable: true, priority: 0.2 },
    // The internal reference page: its overlays and toasts load when a visitor reaches for one,
    // so it keeps the content pages' budget (154.0 kB measured).
    { path: "/design-system", kind: "internal", indexable: false },
  ],
  kinds: [],
};

const features: FeatureRoutes[] = [
  coreRoutes,
  showroomRoutes,
  guideRoutes,
  catalogRoutes,
  catalogProductRoutes,
  formRoutes,
  sampleRoutes,
  visualiserRoutes,
];

function staticRoutes(): RouteEntry[] {
  return features.flatMap((feature) => feature.staticRoutes);
}

function kinds(): RouteKind[] {
  return features.flatMap((feature) => feature.kinds);
}

/** The Spanish twin of an English route: the same page under its Spanish address. */
function inSpanish(route: RouteEntry): RouteEntry {
  return { ...route, path: localizePath(route.path, "es"), locale: "es", internalPath: route.path };
}

function inEnglish(route: RouteEntry): RouteEntry {
  return { ...route, locale: "en", internalPath: route.path };
}

/** Every page in both languages. */
function bothLanguages(routes: RouteEntry[]): RouteEntry[] {
  return [...routes.map(inEnglish), ...routes.map(inSpanish)];
}

/** Every public route in both languages, static first, then each dynamic kind in full. */
export function allRoutes(): RouteEntry[] {
  return bothLanguages([...staticRoutes(), ...kinds().flatMap((kind) => kind.routes())]);
}

/** Indexable routes, for the sitemap. */
export function sitemapRoutes(): RouteEntry[] {
  return allRoutes().filter((route) => route.indexable);
}

/** The routes the browser gates visit, in both languages: every static one and two of each kind. */
export function auditRoutes(): RouteEntry[] {
  return bothLanguages([
    ...staticRoutes(),
    ...kinds().flatMap((kind) => {
      const routes = kind.routes();
      if (routes.length <= 2) return routes;
      return [routes[0], routes[routes.length - 1]].filter((r): r is RouteEntry => !!r);
    }),
  ]);
}

/** The Spanish static pages the Lighthouse gate measures: one of each sort of page. */
const spanishStaticSample = new Set([
  "/",
  "/about",
  "/catalog",
  "/contact",
  "/how-to-wallpaper",
  "/samples",
  "/wallpaper-calculator",
]);

/**
 * What the Lighthouse gate measures, to keep CI within its time: every English audit route and,
 * in Spanish, one page of each kind (the Spanish pages are built from the same components).
 */
export function lighthouseRoutes(): RouteEntry[] {
  const english = auditRoutes().filter((route) => route.locale === "en");
  const seenKinds = new Set<string>();
  const spanish = auditRoutes().filter((route) => {
    if (route.locale !== "es") return false;
    if (route.kind === "static") return spanishStaticSample.has(route.internalPath ?? "");
    if (seenKinds.has(route.kind)) return false;
    seenKinds.add(route.kind);
    return true;
  });
  return [...english, ...spanish];
}
