import type { Metadata } from "next";

import { VisualiserPage } from "@/components/visualiser/visualiser-page";
import { productPath } from "@/lib/catalog/lookups";
import { productOgSlot } from "@/lib/images/registry";
import { ogImage } from "@/lib/images/urls";
import {
  productFromRoute,
  productRouteParams,
  type ProductRouteParams,
} from "@/lib/catalog/product-route";
import { pageMetadata } from "@/lib/seo/page-metadata";
import { onYourWallHref } from "@/lib/visualiser/visualiser-path";
import { visualiserDescription, visualiserTitle } from "@/lib/visualiser/visualiser-seo";

type VisualiserRouteProps = { params: ProductRouteParams };

export function generateStaticParams(): { idSlug: string }[] {
  return productRouteParams();
}

/** As on the product page: only the catalog's own addresses are pages. */
export const dynamicParams = false;

/**
 * Never indexed: beside each product page the tool page would read as a thin copy of it. Its
 * links are still followed.
 */
export async function generateMetadata({ params }: VisualiserRouteProps): Promise<Metadata> {
  const product = await productFromRoute(params);
  return pageMetadata({
    title: visualiserTitle(product),
    description: visualiserDescription(product),
    path: onYourWallHref(productPath(product)),
    image: { ...ogImage(productOgSlot(product)), alt: `${product.name} on a wall` },
    noindex: true,
  });
}

export default async function VisualiserRoute({ params }: VisualiserRouteProps) {
  const product = await productFromRoute(params);
  return <VisualiserPage product={product} />;
}
