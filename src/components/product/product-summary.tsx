import { Calculator, Wallpaper } from "lucide-react";

import { StockBadge } from "@/components/catalog/stock-badge";
import { ConsultationButton } from "@/components/consultation/consultation-button";
import { AddSampleButton } from "@/components/samples/add-sample-button";
import { LinkButton } from "@/components/ui/link-button";
import { brandName, productPath, styleTitle } from "@/lib/catalog/lookups";
import type { Product } from "@/content/catalog/product-schema";
import { samplePolicy } from "@/content/samples";
import { calculatorHref } from "@/lib/calculator/calculator-link";
import { priceUnitWord } from "@/lib/catalog/price";
import { formatMoney } from "@/lib/money/format-money";
import { formatSampleMoney, toCents } from "@/lib/samples/money";
import { onYourWallHref } from "@/lib/visualiser/visualiser-path";

function Price({ product }: { product: Product }) {
  const unit = priceUnitWord(product.price.unit);
  return (
    <p className="flex flex-wrap items-baseline gap-x-3 gap-y-1 tabular-nums">
      <span className="font-display text-4xl leading-none text-foreground">
        {formatMoney(product.price.amount)}
      </span>
      <span className="text-sm text-muted-foreground">{`per ${unit}`}</span>
      {product.originalPrice !== undefined ? (
        <s className="text-base text-muted-foreground decoration-1">
          <span className="sr-only">was </span>
          {formatMoney(product.originalPrice)}
        </s>
      ) : null}
    </p>
  );
}

/** What a shopper decides on: the name, the maker, the price and stock, the story, the next step. */
export function ProductSummary({ product }: { product: Product }) {
  const brand = brandName(product.brand);
  const features = [
    product.humidRooms ? "Suits humid rooms" : null,
    product.commercial
      ? `Commercial: ${product.commercial.fireRating}, ${product.commercial.wallcoveringType}`
      : null,
  ].filter((feature): feature is string => feature !== null);

  return (
    <div>
      <p className="eyebrow">{brand}</p>
      <h1 className="mt-3 text-4xl sm:text-5xl print:text-3xl">{product.name}</h1>
      <p className="mt-3 text-muted-foreground">
        {`${product.collection} collection · ${styleTitle(product.style)}`}
      </p>

      <div className="mt-7 flex flex-wrap items-center justify-between gap-4 border-y border-border py-5 print:mt-4 print:py-2">
        <Price product={product} />
        <StockBadge inStock={product.inStock} />
      </div>

      <p className="mt-7 max-w-prose leading-relaxed text-foreground/90 print:mt-3 print:text-sm">
        {product.description}
      </p>

      {features.length > 0 ? (
        <ul className="mt-6 flex flex-wrap gap-2" aria-label="Suitability">
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
          Book Consultation
        </ConsultationButton>
        <p className="mt-3 text-sm text-muted-foreground">
          {`Book a consultation and we will have the sample and the full ${brand} book ready when you arrive.`}
        </p>
        <div className="mt-6 flex flex-col gap-3 sm:flex-row">
          <LinkButton
            href={calculatorHref(product)}
            variant="outline"
            size="lg"
            className="sm:flex-1"
          >
            <Calculator aria-hidden="true" />
            Calculate rolls
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
            See it on your wall
          </LinkButton>
        </div>
        <p id="on-your-wall-note" className="mt-3 text-sm text-muted-foreground">
          See it on your wall uses a photo of your own room, which stays on your device. It needs
          JavaScript.
        </p>
      </div>
      <div className="mt-8 flex flex-col gap-4 border border-border p-5 sm:flex-row sm:items-center sm:justify-between print:hidden">
        <div>
          <p className="eyebrow">Sample</p>
          <p className="mt-1 text-sm text-foreground">
            {`${samplePolicy.size} cutting, ${formatSampleMoney(toCents(samplePolicy.price))}. Arrives in ${samplePolicy.shipping}; credited against your order.`}
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
