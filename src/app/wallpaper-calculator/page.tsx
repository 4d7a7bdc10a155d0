import type { Metadata } from "next";

import { productSwatchAlt } from "@/lib/catalog/product-image-alt";
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
import { getProductById } from "@/lib/catalog/lookups";
import { calculatorPath, guideHub } from "@/content/guides";
import { calculatorNeighbours } from "@/lib/guides/guide-navigation";
import { calculatorFormFromSearchParams } from "@/lib/calculator/calculator-form-state";
import { productSlot } from "@/lib/images/slots";
import { JsonLd } from "@/lib/seo/json-ld";
import { pageMetadata } from "@/lib/seo/page-metadata";
import { breadcrumbStructuredData } from "@/lib/seo/structured-data";
import { imageSizes } from "@/lib/images/sizes";

type CalculatorSearchParams = Record<string, string | string[] | undefined>;
type CalculatorPageProps = { searchParams: Promise<CalculatorSearchParams> };

const crumbs: Crumb[] = [
  { label: "Home", href: "/" },
  { label: "How To Wallpaper", href: guideHub.path },
  { label: "Wallpaper Calculator" },
];

/** Any estimate link is a variant of this one page: it is followed but not indexed. */
export async function generateMetadata({ searchParams }: CalculatorPageProps): Promise<Metadata> {
  const hasQuery = Object.keys(await searchParams).length > 0;
  return pageMetadata({
    title: "Wallpaper Calculator: How Many Rolls Do I Need?",
    description:
      "Work out how many single and double rolls of wallpaper your room needs, with trim and cost, from your walls, openings, roll size and pattern repeat.",
    path: calculatorPath,
    noindex: hasQuery,
  });
}

export default async function WallpaperCalculatorPage({ searchParams }: CalculatorPageProps) {
  const { form, productId } = calculatorFormFromSearchParams(await searchParams);
  const product = productId === undefined ? undefined : getProductById(productId);

  return (
    <>
      <JsonLd data={breadcrumbStructuredData(crumbs)} />
      <header className="mx-auto max-w-page px-5 pt-8 sm:px-8 lg:px-12 lg:pt-10">
        <Breadcrumb items={crumbs} />
        <div className="mt-8 grid gap-6 pb-10 lg:mt-12 lg:grid-cols-12 lg:gap-12 lg:pb-14">
          <div className="lg:col-span-7">
            <p className="eyebrow">Wallpaper Calculator</p>
            <h1 className="mt-4 text-4xl sm:text-5xl xl:text-6xl">
              How Many Rolls of Wallpaper Do I Need?
            </h1>
          </div>
          <div className="text-lg text-muted-foreground lg:col-span-5 lg:pt-12">
            <p>
              Enter your room, its windows and doors, and the roll size from the label. The estimate
              follows your numbers, and the page&rsquo;s link keeps them, ready to share or to send
              to us.
            </p>
          </div>
        </div>
      </header>

      <section
        aria-label="Calculator"
        className="mx-auto max-w-page px-5 pb-20 sm:px-8 lg:px-12 lg:pb-28"
      >
        <WallpaperCalculator
          initialForm={form}
          lead={
            product ? (
              <ProductEstimateNote
                product={product}
                swatch={
                  <ResponsiveImage
                    slot={productSlot(product.id, "swatch")}
                    alt={productSwatchAlt(product)}
                    sizes={imageSizes.calculatorSwatch}
                    className="aspect-square h-auto w-full object-cover"
                  />
                }
              />
            ) : undefined
          }
          {...(product ? { productId: product.id, productName: productEstimateName(product) } : {})}
        />
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
              Found your numbers? Find your paper.
            </h2>
            <p className="mt-4 max-w-prose text-lg text-muted-foreground">
              Every product page lists its roll size, repeat and match, and links back here with
              them filled in.
            </p>
          </div>
          <div className="lg:col-span-5 lg:text-right">
            <LinkButton href="/catalog" size="lg">
              Browse the Catalog
            </LinkButton>
          </div>
        </div>
      </section>

      <div className="border-t border-border bg-muted/50">
        <div className="mx-auto max-w-page px-5 py-12 sm:px-8 lg:px-12 lg:py-16">
          <GuidePager neighbours={calculatorNeighbours} />
        </div>
      </div>
    </>
  );
}
