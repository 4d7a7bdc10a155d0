import { useLocale, useTranslations } from "next-intl";

import { ResponsiveImage } from "@/components/media/responsive-image";
import { Badge } from "@/components/ui/badge";
import { LocalizedLink } from "@/components/ui/localized-link";
import { productPath } from "@/lib/catalog/lookups";
import type { ShowcaseEntry, ShowcaseSample } from "@/content/catalog/brand-showcase";
import { showcaseSamples } from "@/lib/catalog/showcase";
import { imageSizes } from "@/lib/images/sizes";
import { brandSlot } from "@/lib/images/slots";
import { cn } from "@/lib/utils/cn";

import { ExternalLink } from "./external-link";

const sampleSizes = {
  card: imageSizes.showcaseSample,
  feature: imageSizes.showcaseFeatureSample,
} as const;

type Layout = keyof typeof sampleSizes;

function Sample({ sample, layout }: { sample: ShowcaseSample; layout: Layout }) {
  const image = (
    <ResponsiveImage
      slot={sample.slot}
      alt={sample.alt}
      sizes={sampleSizes[layout]}
      className="absolute inset-0 size-full object-cover transition-transform duration-500 ease-(--ease-calm) motion-safe:group-hover:scale-[1.03]"
    />
  );
  if (sample.kind === "product") {
    return (
      <LocalizedLink
        href={productPath(sample.product)}
        className="group relative block aspect-square overflow-hidden bg-muted"
      >
        {image}
      </LocalizedLink>
    );
  }
  return <div className="relative aspect-square overflow-hidden bg-muted">{image}</div>;
}

/**
 * One house in the showcase: its wordmark, a few words on what it is known for, two of its papers
 * and a way to its own site. The special-order house is set apart as a wider feature and says
 * how its papers are bought.
 */
export function BrandShowcaseCard({
  entry,
  layout = "card",
}: {
  entry: ShowcaseEntry;
  layout?: Layout;
}) {
  const locale = useLocale();
  const t = useTranslations("catalog.showcase");
  const samples = showcaseSamples(entry, locale);
  const feature = layout === "feature";
  return (
    <article
      aria-labelledby={`brand-${entry.slug}-name`}
      className={cn(
        "h-full",
        feature ? "grid gap-8 lg:grid-cols-12 lg:items-center lg:gap-12" : "flex flex-col",
      )}
    >
      <div className={cn("grid grid-cols-2 gap-1.5", feature && "lg:col-span-7")}>
        {samples.map((sample) => (
          <Sample key={sample.slot} sample={sample} layout={layout} />
        ))}
      </div>
      <div
        className={cn(
          "flex flex-col",
          feature ? "lg:col-span-5" : "flex-1 border-b border-border pt-5 pb-7",
        )}
      >
        {/* Wordmarks are centred in their own boxes, so they sit on a centred plate rather than
            pretending to share the text's left edge. */}
        <div
          className={cn(
            "relative flex items-center justify-center border-b border-border",
            feature ? "border-t py-3" : "pb-5",
          )}
        >
          <h3 id={`brand-${entry.slug}-name`} className={feature ? "w-56" : "w-44"}>
            <ResponsiveImage
              slot={brandSlot(entry.slug)}
              alt={entry.name}
              sizes={feature ? imageSizes.showcaseWordmarkFeature : imageSizes.showcaseWordmark}
              className="h-auto w-full"
            />
          </h3>
          {entry.availability === "special-order" ? (
            <Badge
              tone="outline"
              className="absolute top-1/2 right-0 -translate-y-1/2 whitespace-nowrap"
            >
              {t("specialOrder")}
            </Badge>
          ) : null}
        </div>
        <p className={cn("mt-5 max-w-prose text-muted-foreground", feature && "text-lg")}>
          {entry.description}
        </p>
        {entry.note ? (
          <p className="mt-3 max-w-prose text-sm font-semibold text-accent-foreground">
            {entry.note}
          </p>
        ) : null}
        <div className={feature ? "pt-6" : "mt-auto pt-5"}>
          <ExternalLink href={entry.website} hint={t("websiteHint", { name: entry.name })}>
            {t("visitWebsite")}
          </ExternalLink>
        </div>
      </div>
    </article>
  );
}
