/**
 * The product's own routes (its page and its wall visualiser) take the same `<id>-<slug>`
 * segment: one list of pre-rendered segments, one way from the segment to the product.
 */
import { notFound } from "next/navigation";

import type { Product } from "@/content/catalog/product-schema";
import { products } from "@/content/catalog/products";
import type { Locale } from "@/i18n/routing";
import { getProductBySlugParam, productPath } from "@/lib/catalog/lookups";
import { localizePath } from "@/lib/i18n/localize-path";
import { productTranslator, styleWallpaperTitle } from "@/lib/catalog/product-details";

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

/**
 * Home > Catalog > the style > the product; a page below the product adds itself after it. The
 * hrefs are internal paths: the breadcrumb's links, and the caller for JSON-LD, localize them.
 */
export function productCrumbs(product: Product, below?: string, locale: Locale = "en"): Crumb[] {
  const t = productTranslator(locale);
  return [
    { label: t("breadcrumb.home"), href: "/" },
    { label: t("breadcrumb.catalog"), href: "/catalog" },
    {
      label: styleWallpaperTitle(product, locale),
      href: `/styles/${product.style}`,
    },
    below ? { label: product.name, href: productPath(product) } : { label: product.name },
    ...(below ? [{ label: below }] : []),
  ];
}

/** The crumbs with their addresses in `locale`: JSON-LD takes them as written, unlike links. */
export function localizedCrumbs(crumbs: readonly Crumb[], locale: Locale): Crumb[] {
  return crumbs.map((crumb) =>
    crumb.href === undefined ? crumb : { ...crumb, href: localizePath(crumb.href, locale) },
  );
}
