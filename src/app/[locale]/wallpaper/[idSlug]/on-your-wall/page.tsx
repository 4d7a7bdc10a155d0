import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";

import { VisualiserPage } from "@/components/visualiser/visualiser-page";
import { pageLocale } from "@/i18n/page-locale";
import { brandName, productPath } from "@/lib/catalog/lookups";
import { productOgSlot } from "@/lib/images/registry";
import { ogImage } from "@/lib/images/urls";
import { productFromRoute, productRouteParams } from "@/lib/catalog/product-route";
import { pageMetadata } from "@/lib/seo/page-metadata";
import { descriptionStyle } from "@/lib/visualiser/visualiser-locale";
import { onYourWallHref } from "@/lib/visualiser/visualiser-path";
import { visualiserDescription, visualiserTitle } from "@/lib/visualiser/visualiser-seo";

type VisualiserRouteProps = PageProps<"/[locale]/wallpaper/[idSlug]/on-your-wall">;

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
  const locale = await pageLocale(params);
  const product = await productFromRoute(params);
  const t = await getTranslations({ locale, namespace: "visualiser.meta" });
  return pageMetadata({
    locale,
    title: visualiserTitle(product.name, t),
    description: visualiserDescription(
      {
        name: product.name,
        brand: brandName(product.brand),
        style: descriptionStyle(product, locale),
      },
      t,
    ),
    path: onYourWallHref(productPath(product)),
    image: { ...ogImage(productOgSlot(product)), alt: t("imageAlt", { name: product.name }) },
    noindex: true,
  });
}

export default async function VisualiserRoute({ params }: VisualiserRouteProps) {
  const locale = await pageLocale(params);
  const product = await productFromRoute(params);
  return <VisualiserPage product={product} locale={locale} />;
}
