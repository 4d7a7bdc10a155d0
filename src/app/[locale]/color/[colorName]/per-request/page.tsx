import { colorListingRoutes } from "@/components/catalog/listing-page-routes";

/**
 * The same address with a query that changes the page, an alias or an unknown name, rendered
 * per request. Visitors never see this address: src/proxy.ts rewrites to it.
 */
export const generateMetadata = colorListingRoutes.perRequest.generateMetadata;
export default colorListingRoutes.perRequest.Page;
