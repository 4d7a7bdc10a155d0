import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";

import { CalculatorExplainer } from "@/components/calculator/calculator-explainer";
import {
  ProductEstimateNote,
  productEstimateName,
} from "@/components/calculator/product-estimate-note";
import { WallpaperCalculator } from "@/components/calculator/wallpaper-calculator";
import { GuidePager } from "@/components/guides/guide-pager";
import { ResponsiveImage } from "@/components/media/responsive-image";
import { Breadcrumb, type Crumb } from "@/components/ui/breadcrumb";
import { LinkButton } from "@/components/ui/link-button";
import { calculatorPath, guideHub } from "@/content/guides";
import { ClientMessages } from "@/i18n/client-messages";
import type { Locale } from "@/i18n/routing";
import { calculatorFormFromSearchParams } from "@/lib/calculator/calculator-form-state";
import { productSwatchAlt } from "@/lib/catalog/product-image-alt";
import { getProductById } from "@/lib/catalog/lookups";
import { localizedCalculatorNeighbours } from "@/lib/guides/guide-navigation";
import { localizedCrumbs } from "@/lib/guides/localized-crumbs";
import { productSlot } from "@/lib/images/slots";
import { JsonLd } from "@/lib/seo/json-ld";
import { pageMetadata } from "@/lib/seo/page-metadata";
import type { SearchParamsInput } from "@/lib/utils/search-params";
import { breadcrumbStructuredData } from "@/lib/seo/structured-data";
import { imageSizes } from "@/lib/images/sizes";

/** Any estimate link is a variant of this one page: it is followed but not indexed. */
export async function calculatorPageMetadata(
  locale: Locale,
  searchParams: SearchParamsInput,
): Promise<Metadata> {
  const t = await getTranslations({ locale, namespace: "calculator.page.meta" });
  return pageMetadata({
    locale,
    title: t("title"),
    description: t("description"),
    path: calculatorPath,
    noindex: Object.keys(searchParams).length > 0,
  });
}

/**
 * The calculator, with the values and product of an estimate link: without JavaScript the form
 * is a GET to the page's own address (in its language), and the results arrive in the HTML.
 */
export async function CalculatorPage({
  locale,
  searchParams,
}: {
  locale: Locale;
  searchParams: SearchParamsInput;
}) {
  const t = await getTranslations({ locale, namespace: "calculator" });
  const crumbLabels = await getTranslations({ locale, namespace: "guides.crumbs" });
  const { form, productId } = calculatorFormFromSearchParams(searchParams);
  const product = productId === undefined ? undefined : getProductById(productId);
  const crumbs: Crumb[] = [
    { label: crumbLabels("home"), href: "/" },
    { label: crumbLabels("hub"), href: guideHub.path },
    { label: t("page.crumb") },
  ];

  return (
    <>
      <JsonLd data={breadcrumbStructuredData(localizedCrumbs(crumbs, locale))} />
      <header className="mx-auto max-w-page px-5 pt-8 sm:px-8 lg:px-12 lg:pt-10">
        <Breadcrumb items={crumbs} />
        <div className="mt-8 grid gap-6 pb-10 lg:mt-12 lg:grid-cols-12 lg:gap-12 lg:pb-14">
          <div className="lg:col-span-7">
            <p className="eyebrow">{t("page.eyebrow")}</p>
            <h1 className="mt-4 text-4xl sm:text-5xl xl:text-6xl">{t("page.heading")}</h1>
          </div>
          <div className="text-lg text-muted-foreground lg:col-span-5 lg:pt-12">
            <p>{t("page.intro")}</p>
          </div>
        </div>
      </header>

      <section
        aria-label={t("page.sectionLabel")}
        className="mx-auto max-w-page px-5 pb-20 sm:px-8 lg:px-12 lg:pb-28"
      >
        {/* The form's words travel to the browser in this page's language only. */}
        <ClientMessages namespaces={["calculator"]}>
          <WallpaperCalculator
            initialForm={form}
            lead={
              product ? (
                <ProductEstimateNote
                  product={product}
                  swatch={
                    <ResponsiveImage
                      slot={productSlot(product.id, "swatch")}
                      alt={productSwatchAlt(product, locale)}
                      sizes={imageSizes.calculatorSwatch}
                      className="aspect-square h-auto w-full object-cover"
                    />
                  }
                />
              ) : undefined
            }
            {...(product
              ? { productId: product.id, productName: productEstimateName(product, t) }
              : {})}
          />
        </ClientMessages>
      </section>

      <section aria-labelledby="calculator-explainer-heading" className="bg-surface">
        <div className="mx-auto max-w-page px-5 py-16 sm:px-8 lg:px-12 lg:py-24">
          <CalculatorExplainer />
        </div>
      </section>

      <section aria-labelledby="calculator-catalog-heading" className="border-t border-border">
        <div className="mx-auto grid max-w-page gap-8 px-5 py-16 sm:px-8 lg:grid-cols-12 lg:items-end lg:gap-12 lg:px-12 lg:py-20">
          <div className="lg:col-span-7">
            <h2 id="calculator-catalog-heading" className="text-3xl sm:text-4xl">
              {t("page.catalogHeading")}
            </h2>
            <p className="mt-4 max-w-prose text-lg text-muted-foreground">
              {t("page.catalogText")}
            </p>
          </div>
          <div className="lg:col-span-5 lg:text-right">
            <LinkButton href="/catalog" size="lg">
              {t("page.catalogLink")}
            </LinkButton>
          </div>
        </div>
      </section>

      <div className="border-t border-border bg-muted/50">
        <div className="mx-auto max-w-page px-5 py-12 sm:px-8 lg:px-12 lg:py-16">
          <GuidePager neighbours={localizedCalculatorNeighbours(locale)} />
        </div>
      </div>
    </>
  );
}
