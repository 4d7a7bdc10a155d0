import type { FeatureRoutes } from "./route-types";

export const formRoutes: FeatureRoutes = { staticRoutes: [], kinds: [] };
