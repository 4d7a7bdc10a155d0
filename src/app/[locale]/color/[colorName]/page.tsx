import { colorListingRoutes } from "@/components/catalog/listing-page-routes";

/**
 * One of the named colors without a query, built once per language. Everything else (a filter, the list view, an alias, an unknown
 * name) is rewritten by src/proxy.ts to ./per-request, which renders per request; so no name
 * outside the built list can reach this route.
 */
export const dynamicParams = false;
export const generateStaticParams = colorListingRoutes.preRendered.generateStaticParams;
export const generateMetadata = colorListingRoutes.preRendered.generateMetadata;
export default colorListingRoutes.preRendered.Page;
