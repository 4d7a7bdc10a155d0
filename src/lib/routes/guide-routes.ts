import type { FeatureRoutes } from "./route-types";

export const guideRoutes: FeatureRoutes = { staticRoutes: [], kinds: [] };
