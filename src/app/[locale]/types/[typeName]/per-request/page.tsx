import { typeListingRoutes } from "@/components/catalog/listing-page-routes";

/**
 * The same address with a query that changes the page, an alias or an unknown name, rendered
 * per request. Visitors never see this address: src/proxy.ts rewrites to it.
 */
export const generateMetadata = typeListingRoutes.perRequest.generateMetadata;
export default typeListingRoutes.perRequest.Page;
