import { useLocale, useTranslations } from "next-intl";

import { ResponsiveImage } from "@/components/media/responsive-image";
import { LocalizedLink } from "@/components/ui/localized-link";
import { getProductById } from "@/lib/catalog/lookups";
import { productSwatchAlt } from "@/lib/catalog/product-image-alt";
import { imageSizes } from "@/lib/images/sizes";
import { productSlot } from "@/lib/images/slots";
import type { SampleLine } from "@/lib/samples/cart-lines";
import { formatSampleMoney, toCents, totalCents } from "@/lib/samples/money";
import { localizedSamplePolicy } from "@/lib/samples/sample-policy";

import { CurrentRunToggle } from "./current-run-toggle";
import { RemoveSampleButton } from "./remove-sample-button";

/**
 * The order summary: each sample with its swatch, name, brand and price, its "current run" box
 * and Remove, then the total (the sum of the sample prices, "$" and two decimals) and
 * a plain word that nothing is charged here.
 */
export function OrderSummary({ lines }: { lines: readonly SampleLine[] }) {
  const locale = useLocale();
  const t = useTranslations("samples");
  const policy = localizedSamplePolicy(locale);
  const total = formatSampleMoney(totalCents(lines), locale);
  return (
    <section
      aria-labelledby="order-summary-title"
      className="border border-border bg-surface p-6 sm:p-8"
    >
      <div className="flex items-baseline justify-between gap-4">
        <h2 id="order-summary-title" className="text-2xl sm:text-3xl">
          {t("orderSummary.heading")}
        </h2>
        <p className="text-sm whitespace-nowrap text-muted-foreground tabular-nums">
          {t("orderSummary.progress", { count: lines.length, max: policy.maxPerRequest })}
        </p>
      </div>
      <ul
        className="mt-6 divide-y divide-border border-y border-border"
        aria-label={t("orderSummary.linesLabel")}
      >
        {lines.map((line) => {
          const product = getProductById(line.productId);
          return (
            <li key={line.productId} data-sample-line={line.productId} className="flex gap-4 py-5">
              <div className="swatch-frame size-20 shrink-0 sm:size-24">
                {product ? (
                  <ResponsiveImage
                    slot={productSlot(line.productId, "swatch")}
                    alt={productSwatchAlt(product, locale)}
                    sizes={imageSizes.orderSummary}
                    className="cover-image"
                  />
                ) : null}
              </div>
              <div className="min-w-0 flex-1">
                <div className="flex items-start justify-between gap-3">
                  <div className="min-w-0">
                    <h3 className="text-xl leading-tight font-medium">
                      <LocalizedLink
                        href={line.path}
                        className="decoration-1 underline-offset-4 hover:underline"
                      >
                        {line.name}
                      </LocalizedLink>
                    </h3>
                    <p className="mt-0.5 text-sm text-muted-foreground">{line.brand}</p>
                  </div>
                  <p className="text-sm font-semibold tabular-nums">
                    {formatSampleMoney(line.priceCents, locale)}
                  </p>
                </div>
                <div className="mt-1 flex flex-wrap items-center justify-between gap-x-4">
                  <CurrentRunToggle
                    productId={line.productId}
                    label={t("currentRun.label")}
                    forProduct={t("currentRun.forProduct", { name: line.name })}
                  />
                  <RemoveSampleButton
                    productId={line.productId}
                    productName={line.name}
                    label={t("removeSample.label")}
                    failure={t("removeSample.failure")}
                  />
                </div>
              </div>
            </li>
          );
        })}
      </ul>
      <dl className="mt-5 space-y-2 text-sm">
        <div className="flex justify-between gap-4 text-muted-foreground">
          <dt>
            {t("orderSummary.subtotal", {
              count: lines.length,
              price: formatSampleMoney(toCents(policy.price), locale),
            })}
          </dt>
          <dd className="tabular-nums">{total}</dd>
        </div>
        <div className="flex items-baseline justify-between gap-4 border-t border-border pt-3">
          <dt className="font-semibold">{t("orderSummary.total")}</dt>
          <dd data-testid="sample-total" className="font-display text-3xl lining-nums tabular-nums">
            {total}
          </dd>
        </div>
      </dl>
      <p className="mt-5 text-sm leading-relaxed text-muted-foreground">
        {t("orderSummary.noPayment")}
      </p>
      <p className="mt-3 text-xs leading-relaxed text-muted-foreground">{policy.currentRun}</p>
    </section>
  );
}
