export type RouteEntry = {
  path: string;
  kind: string;
  /** false: `noindex`, left out of the sitemap (still audited for accessibility). */
  indexable: boolean;
  /** Relative priority for the sitemap, 0 to 1. */
  priority?: number;
  /** Client JavaScript budget for the Lighthouse gate, in kB gzipped. */
  jsBudgetKb?: number;
};

/** A dynamic kind contributes every page; the audits visit its first and last page. */
export type RouteKind = { kind: string; routes: () => RouteEntry[] };

/** What each feature's route file exports, so features are added without editing shared lines. */
export type FeatureRoutes = { staticRoutes: RouteEntry[]; kinds: RouteKind[] };
