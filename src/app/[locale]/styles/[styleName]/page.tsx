import { styleListingRoutes } from "@/components/catalog/listing-page-routes";

/**
 * A known style without a query, built once per language. Everything else (a filter, the list view, an alias, an unknown
 * name) is rewritten by src/proxy.ts to ./per-request, which renders per request; so no name
 * outside the built list can reach this route.
 */
export const dynamicParams = false;
export const generateStaticParams = styleListingRoutes.preRendered.generateStaticParams;
export const generateMetadata = styleListingRoutes.preRendered.generateMetadata;
export default styleListingRoutes.preRendered.Page;
