import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";

import { ProductDetailsList } from "@/components/product/product-details-list";
import { ProductImages } from "@/components/product/product-images";
import { ProductSummary } from "@/components/product/product-summary";
import { RelatedProducts } from "@/components/product/related-products";
import { ScaleView } from "@/components/product/scale-view";
import {
  SpecSheetFooter,
  SpecSheetHeader,
  SpecSheetPrintStyle,
} from "@/components/product/spec-sheet";
import { Breadcrumb } from "@/components/ui/breadcrumb";
import { pageLocale } from "@/i18n/page-locale";
import { productPath } from "@/lib/catalog/lookups";
import {
  localizedCrumbs,
  productCrumbs,
  productFromRoute,
  productRouteParams,
} from "@/lib/catalog/product-route";
import {
  productMetaDescription,
  productSocialImageAlt,
  productStructuredData,
  productTitle,
  productUrl,
} from "@/lib/catalog/product-seo";
import { productOgSlot } from "@/lib/images/registry";
import { ogImage } from "@/lib/images/urls";
import { JsonLd } from "@/lib/seo/json-ld";
import { pageMetadata } from "@/lib/seo/page-metadata";
import { breadcrumbStructuredData } from "@/lib/seo/structured-data";

type ProductPageProps = PageProps<"/[locale]/wallpaper/[idSlug]">;

export function generateStaticParams(): { idSlug: string }[] {
  return productRouteParams();
}

/**
 * Only the catalog's own addresses are pages; an invented one gets the pre-rendered 404 instead
 * of a render (kept in the cache) per address. Shortened and outdated addresses of a known
 * product are redirected before they get here (next.config, src/lib/catalog/product-redirects).
 */
export const dynamicParams = false;

export async function generateMetadata({ params }: ProductPageProps): Promise<Metadata> {
  const locale = await pageLocale(params);
  const product = await productFromRoute(params);
  return pageMetadata({
    locale,
    title: productTitle(product, locale),
    description: productMetaDescription(product, locale),
    path: productPath(product),
    // The artwork draws one social card per style (from that style's pattern), not one per
    // product; it is a JPEG, which every crawler reads, unlike the product's WebP swatch.
    image: {
      ...ogImage(productOgSlot(product)),
      alt: productSocialImageAlt(product, locale),
    },
  });
}

export default async function ProductPage({ params }: ProductPageProps) {
  const locale = await pageLocale(params);
  const product = await productFromRoute(params);
  const crumbs = productCrumbs(product, undefined, locale);
  const t = await getTranslations({ locale, namespace: "product.page" });

  return (
    <div data-spec-sheet="">
      <SpecSheetPrintStyle />
      <JsonLd
        data={[
          productStructuredData(product, locale),
          breadcrumbStructuredData(localizedCrumbs(crumbs, locale)),
        ]}
      />

      <div className="mx-auto max-w-page px-5 pt-6 sm:px-8 lg:px-12 lg:pt-10 print:px-0 print:pt-0">
        <SpecSheetHeader url={productUrl(product, locale)} />
        <Breadcrumb items={crumbs} className="print:hidden" />

        <div className="mt-6 grid gap-10 lg:mt-8 lg:grid-cols-12 lg:gap-12 xl:gap-16 print:mt-0 print:grid-cols-[2.6in_1fr] print:gap-6">
          <div className="lg:col-span-7 print:col-span-1">
            <ProductImages product={product} />
          </div>
          <div className="lg:col-span-5 print:col-span-1">
            <div className="lg:sticky lg:top-28">
              <ProductSummary product={product} />
            </div>
          </div>
        </div>
      </div>

      <section
        aria-labelledby="specifications-title"
        className="mx-auto mt-16 max-w-page px-5 pb-16 sm:px-8 lg:mt-24 lg:px-12 lg:pb-24 print:mt-5 print:px-0 print:pb-0"
      >
        <div className="grid gap-14 lg:grid-cols-12 lg:gap-12 xl:gap-16">
          <div className="lg:col-span-7">
            <p className="eyebrow print:hidden">{t("specificationsEyebrow")}</p>
            <h2
              id="specifications-title"
              className="mt-3 text-3xl sm:text-4xl print:mt-0 print:text-xl"
            >
              {t("specificationsHeading")}
            </h2>
            <ProductDetailsList
              product={product}
              className="mt-8 print:mt-2 print:columns-2 print:gap-6"
            />
          </div>
          <div className="lg:col-span-5 print:hidden">
            <p className="eyebrow">{t("scaleEyebrow")}</p>
            <h2 className="mt-3 text-3xl sm:text-4xl">{t("scaleHeading")}</h2>
            <ScaleView product={product} className="mt-8" />
          </div>
        </div>
        <SpecSheetFooter />
      </section>

      <RelatedProducts product={product} />
    </div>
  );
}
