import type { Locale } from "../../i18n/routing";

export type RouteEntry = {
  /** The address as visitors see it (Spanish pages: "/es/contacto"). */
  path: string;
  /** The language of the page; English when not given (the feature lists write English). */
  locale?: Locale;
  /** The internal (English) path, the same for both languages of a page. */
  internalPath?: string;
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
