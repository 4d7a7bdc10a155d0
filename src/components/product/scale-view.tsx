import { useLocale } from "next-intl";
import type * as React from "react";

import { ResponsiveImage } from "@/components/media/responsive-image";
import type { Product } from "@/content/catalog/product-schema";
import { formatInches } from "@/lib/catalog/product-details";
import { scaleTileSizes } from "@/lib/images/sizes";
import { productSlot } from "@/lib/images/slots";
import { cn } from "@/lib/utils/cn";

import { scaleViewModel, switchPlateInches } from "@/lib/catalog/scale-view-model";

/**
 * A length in inches at the drawing's scale; `--k` enlarges the whole drawing on wider screens
 * (the same factors as `scaleViewEnlargement` in @/lib/images/sizes, which sizes the swatch).
 */
function at(inches: number): string {
  return `calc(var(--ppi) * var(--k) * ${inches})`;
}

// An inch tick is the class's own width; feet and half feet are longer.
const tickClasses = {
  foot: "ruler-tick w-3.5",
  half: "ruler-tick w-2.5",
  inch: "ruler-tick",
} as const;

/** A tick or number's place on the ruler: `--i` inches down (globals.css works out the length). */
function atInch(inches: number): React.CSSProperties {
  return { "--i": inches } as React.CSSProperties;
}

/**
 * The paper at true relative size: the swatch drawn as one vertical repeat beside an inch ruler,
 * with the roll width and a switch plate at the same scale, because visitors judge the size of
 * a motif from a picture and are usually surprised by it on the wall.
 */
export function ScaleView({ product, className }: { product: Product; className?: string }) {
  const locale = useLocale();
  const model = scaleViewModel(product, locale);
  const style = { "--ppi": `${model.pxPerInch}px` } as React.CSSProperties;

  return (
    <figure
      style={style}
      className={cn("[--k:1] sm:[--k:1.4] lg:[--k:1.05] xl:[--k:1.5]", className)}
    >
      <div aria-hidden="true" className="flex items-start">
        <div className="relative w-9 shrink-0" style={{ height: at(model.rulerInches) }}>
          {model.ticks.map((tick) => (
            <span
              key={tick.inches}
              className={tickClasses[tick.size]}
              style={atInch(tick.inches)}
            />
          ))}
          {model.ticks
            .filter((tick) => tick.label !== undefined)
            .map((tick) => (
              <span
                key={`label-${tick.inches}`}
                className="ruler-label"
                style={atInch(tick.inches)}
              >
                {tick.label}
              </span>
            ))}
          <span
            className="absolute -right-px w-[3px] bg-accent"
            style={{ top: 0, height: at(model.tileInches) }}
          />
        </div>
        <span
          className="w-px shrink-0 bg-foreground/60"
          style={{ height: at(model.rulerInches) }}
        />

        <div className="ml-3 flex items-start gap-4">
          <div>
            <div
              className="relative overflow-hidden bg-muted outline outline-1 outline-border"
              style={{ width: at(model.tileInches), height: at(model.tileInches) }}
            >
              <ResponsiveImage
                slot={productSlot(product.id, "swatch")}
                alt=""
                sizes={scaleTileSizes(model.pxPerInch * model.tileInches)}
                className="cover-image"
              />
            </div>
            <div className="mt-3" style={{ width: at(model.rollWidthInches) }}>
              <div className="relative h-2.5 border-x border-foreground/60">
                <span className="absolute inset-x-0 top-1/2 h-px bg-foreground/60" />
              </div>
              <p className="mt-1.5 text-[0.6875rem] tracking-[0.08em] whitespace-nowrap text-muted-foreground uppercase">
                {`${model.widthLabel} ${formatInches(model.rollWidthInches, locale)}`}
              </p>
            </div>
          </div>

          <div
            className="flex flex-col items-center"
            style={{ marginTop: at(Math.max(model.tileInches - switchPlateInches.height, 0)) }}
          >
            <svg
              viewBox={`0 0 ${switchPlateInches.width} ${switchPlateInches.height}`}
              style={{ width: at(switchPlateInches.width), height: at(switchPlateInches.height) }}
              className="overflow-visible text-foreground/70"
            >
              <rect
                width={switchPlateInches.width}
                height={switchPlateInches.height}
                rx="0.18"
                className="fill-surface stroke-current"
                strokeWidth="1"
                vectorEffect="non-scaling-stroke"
              />
              <rect
                x={switchPlateInches.width / 2 - 0.2}
                y={switchPlateInches.height / 2 - 0.5}
                width="0.4"
                height="1"
                rx="0.05"
                className="fill-none stroke-current"
                strokeWidth="1"
                vectorEffect="non-scaling-stroke"
              />
              <rect
                x={switchPlateInches.width / 2 - 0.11}
                y={switchPlateInches.height / 2 - 0.42}
                width="0.22"
                height="0.5"
                className="fill-current"
              />
              <circle cx={switchPlateInches.width / 2} cy="0.5" r="0.1" className="fill-current" />
              <circle
                cx={switchPlateInches.width / 2}
                cy={switchPlateInches.height - 0.5}
                r="0.1"
                className="fill-current"
              />
            </svg>
          </div>
        </div>
      </div>

      <figcaption className="mt-6 max-w-prose">
        <p className="font-display text-xl text-foreground">{model.headline}</p>
        <p className="mt-2 text-sm text-muted-foreground">{model.caption}</p>
      </figcaption>
    </figure>
  );
}
