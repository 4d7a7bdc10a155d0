import type { FeatureRoutes } from "./route-types";

export const catalogueRoutes: FeatureRoutes = { staticRoutes: [], kinds: [] };
