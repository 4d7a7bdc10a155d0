/**
 * The product's own routes (its page and its wall visualiser) take the same `<id>-<slug>`
 * segment: one list of pre-rendered segments, one way from the segment to the product.
 */
import { notFound } from "next/navigation";

import type { Product } from "@/content/catalog/product-schema";
import { products } from "@/content/catalog/products";
import { getProductBySlugParam, productPath, styleTitle } from "@/lib/catalog/lookups";

export type ProductRouteParams = Promise<{ idSlug: string }>;

export function productRouteParams(): { idSlug: string }[] {
  return products.map((product) => ({ idSlug: `${product.id}-${product.slug}` }));
}

/** The product the segment names, or the 404 page. */
export async function productFromRoute(params: ProductRouteParams): Promise<Product> {
  const product = getProductBySlugParam((await params).idSlug);
  if (!product) notFound();
  return product;
}

type Crumb = { label: string; href?: string };

/** Home > Catalog > the style > the product; a page below the product adds itself after it. */
export function productCrumbs(product: Product, below?: string): Crumb[] {
  return [
    { label: "Home", href: "/" },
    { label: "Catalog", href: "/catalog" },
    { label: `${styleTitle(product.style)} Wallpaper`, href: `/styles/${product.style}` },
    below ? { label: product.name, href: productPath(product) } : { label: product.name },
    ...(below ? [{ label: below }] : []),
  ];
}
