import { Calculator, Wallpaper } from "lucide-react";
import { useLocale, useTranslations } from "next-intl";

import { StockBadge } from "@/components/catalog/stock-badge";
import { ConsultationButton } from "@/components/consultation/consultation-button";
import { AddSampleButton } from "@/components/samples/add-sample-button";
import { LinkButton } from "@/components/ui/link-button";
import { brandName, productPath } from "@/lib/catalog/lookups";
import type { Product } from "@/content/catalog/product-schema";
import type { Locale } from "@/i18n/routing";
import { calculatorHref } from "@/lib/calculator/calculator-link";
import { commercialRatings, productWords, type ProductWords } from "@/lib/catalog/product-details";
import { formatMoney } from "@/lib/money/format-money";
import { toCents } from "@/lib/samples/money";
import { localizedSamplePolicy } from "@/lib/samples/sample-policy";
import { onYourWallHref } from "@/lib/visualiser/visualiser-path";

function Price({
  product,
  words,
  locale,
}: {
  product: Product;
  words: ProductWords;
  locale: Locale;
}) {
  const t = useTranslations("product.summary");
  return (
    <p className="flex flex-wrap items-baseline gap-x-3 gap-y-1 tabular-nums">
      <span className="font-display text-4xl leading-none text-foreground">
        {formatMoney(product.price.amount, locale)}
      </span>
      <span className="text-sm text-muted-foreground">
        {t("perUnit", { unit: words.priceUnit })}
      </span>
      {product.originalPrice !== undefined ? (
        <s className="text-base text-muted-foreground decoration-1">
          <span className="sr-only">{`${t("was")} `}</span>
          {formatMoney(product.originalPrice, locale)}
        </s>
      ) : null}
    </p>
  );
}

/** What a shopper decides on: the name, the maker, the price and stock, the story, the next step. */
export function ProductSummary({ product }: { product: Product }) {
  const locale = useLocale();
  const t = useTranslations("product.summary");
  const words = productWords(product, locale);
  const sample = localizedSamplePolicy(locale);
  const brand = brandName(product.brand);
  const features = [
    product.humidRooms ? t("humidRooms") : null,
    product.commercial ? t("commercial", commercialRatings(product.commercial, locale)) : null,
  ].filter((feature): feature is string => feature !== null);

  return (
    <div>
      <p className="eyebrow">{brand}</p>
      <h1 className="mt-3 text-4xl sm:text-5xl print:text-3xl">{product.name}</h1>
      <p className="mt-3 text-muted-foreground">
        {t("collectionLine", { collection: product.collection, style: words.style })}
      </p>

      <div className="mt-7 flex flex-wrap items-center justify-between gap-4 border-y border-border py-5 print:mt-4 print:py-2">
        <Price product={product} words={words} locale={locale} />
        <StockBadge inStock={product.inStock} />
      </div>

      <p className="mt-7 max-w-prose leading-relaxed text-foreground/90 print:mt-3 print:text-sm">
        {words.description}
      </p>

      {features.length > 0 ? (
        <ul className="mt-6 flex flex-wrap gap-2" aria-label={t("suitability")}>
          {features.map((feature) => (
            <li
              key={feature}
              className="border border-border-strong px-2.5 py-1 text-[0.6875rem] font-semibold tracking-[0.1em] text-foreground uppercase"
            >
              {feature}
            </li>
          ))}
        </ul>
      ) : null}

      <div className="mt-8 print:hidden">
        <ConsultationButton productName={product.name} size="lg" className="w-full">
          {t("bookConsultation")}
        </ConsultationButton>
        <p className="mt-3 text-sm text-muted-foreground">{t("consultationNote", { brand })}</p>
        <div className="mt-6 flex flex-col gap-3 sm:flex-row">
          <LinkButton
            href={calculatorHref(product)}
            variant="outline"
            size="lg"
            className="sm:flex-1"
          >
            <Calculator aria-hidden="true" />
            {t("calculateRolls")}
          </LinkButton>
          <LinkButton
            href={onYourWallHref(productPath(product))}
            // The tool's code is loaded on its own page, not prefetched with every product.
            prefetch={false}
            variant="outline"
            size="lg"
            className="sm:flex-1"
            aria-describedby="on-your-wall-note"
          >
            <Wallpaper aria-hidden="true" />
            {t("seeOnYourWall")}
          </LinkButton>
        </div>
        <p id="on-your-wall-note" className="mt-3 text-sm text-muted-foreground">
          {t("onYourWallNote")}
        </p>
      </div>
      <div className="mt-8 flex flex-col gap-4 border border-border p-5 sm:flex-row sm:items-center sm:justify-between print:hidden">
        <div>
          <p className="eyebrow">{t("sampleEyebrow")}</p>
          <p className="mt-1 text-sm text-foreground">
            {t("sampleNote", {
              size: sample.size,
              price: formatMoney(toCents(sample.price) / 100, locale),
              shipping: sample.shipping,
            })}
          </p>
        </div>
        <AddSampleButton
          productId={product.id}
          productName={product.name}
          className="w-full sm:w-auto"
        />
      </div>
    </div>
  );
}
