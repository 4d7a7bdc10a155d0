import { typeListingRoutes } from "@/components/catalog/listing-page-routes";

/**
 * A material without a query, built once per language. Everything else (a filter, the list view, an alias, an unknown
 * name) is rewritten by src/proxy.ts to ./per-request, which renders per request; so no name
 * outside the built list can reach this route.
 */
export const dynamicParams = false;
export const generateStaticParams = typeListingRoutes.preRendered.generateStaticParams;
export const generateMetadata = typeListingRoutes.preRendered.generateMetadata;
export default typeListingRoutes.preRendered.Page;
