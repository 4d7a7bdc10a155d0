/**
 * The site's public routes in one typed list. The sitemap, the link crawl, the axe run and the
 * Lighthouse run all read it, so a page added here is audited without anyone remembering to.
 * Dynamic kinds contribute a generator; `audit` picks the two pages of each kind that the
 * browser gates visit.
 */

export type RouteKind = "static";

export type RouteEntry = {
  path: string;
  kind: RouteKind | string;
  /** false: `noindex`, left out of the sitemap (still audited for accessibility). */
  indexable: boolean;
  /** Relative priority for the sitemap, 0 to 1. */
  priority?: number;
  /** Client JavaScript budget for the Lighthouse gate, in kB gzipped. */
  jsBudgetKb?: number;
};

export const defaultJsBudgetKb = 150;

const staticRoutes: RouteEntry[] = [
  { path: "/", kind: "static", indexable: true, priority: 1 },
  { path: "/privacy", kind: "static", indexable: true, priority: 0.2 },
  { path: "/terms", kind: "static", indexable: true, priority: 0.2 },
];

type DynamicKind = { kind: string; routes: () => RouteEntry[] };

const dynamicKinds: DynamicKind[] = [];

/** Every public route, static first, then each dynamic kind in full. */
export function allRoutes(): RouteEntry[] {
  return [...staticRoutes, ...dynamicKinds.flatMap((kind) => kind.routes())];
}

/** Indexable routes, for the sitemap. */
export function sitemapRoutes(): RouteEntry[] {
  return allRoutes().filter((route) => route.indexable);
}

/** The routes the browser gates visit: every static one and two of each dynamic kind. */
export function auditRoutes(): RouteEntry[] {
  return [
    ...staticRoutes,
    ...dynamicKinds.flatMap((kind) => {
      const routes = kind.routes();
      if (routes.length <= 2) return routes;
      return [routes[0], routes[routes.length - 1]].filter((r): r is RouteEntry => !!r);
    }),
  ];
}

/** Routes that exist but are neither public nor audited by Lighthouse (noindex tools). */
export const internalRoutes: RouteEntry[] = [];
