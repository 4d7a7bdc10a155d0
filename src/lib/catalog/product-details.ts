/**
 * The product page's details table and the printed spec sheet read these rows, so a designer or
 * contractor sees the same facts, in the same order, on screen and on paper.
 */
import type { Product } from "@/content/catalog/product-schema";
import type { PatternMatch } from "@/content/catalog/taxonomy";
import { brandName, materialTitle, styleTitle } from "@/lib/catalog/taxonomy-lookups";

export type DetailRow = { label: string; value: string };

const matchLabels: Record<PatternMatch, string> = {
  straight: "Straight",
  "half-drop": "Half-drop",
  random: "Random",
};

export function matchLabel(match: PatternMatch): string {
  return matchLabels[match];
}

/** "20.5 in"; at most two decimals so a computed value never prints as 20.499999. */
export function formatInches(inches: number): string {
  return `${Number(inches.toFixed(2))} in`;
}

/** A repeat of 0 means the design has none (plains, grasscloths, murals). */
export function formatRepeat(inches: number): string {
  return inches === 0 ? "None" : formatInches(inches);
}

export function productDetailRows(product: Product): DetailRow[] {
  const { details } = product;
  const rows: DetailRow[] = [
    { label: "Brand", value: brandName(product.brand) },
    { label: "Book/Collection", value: product.collection },
    { label: "Pattern", value: details.pattern },
    { label: "Color", value: details.colorway },
    { label: "Material", value: materialTitle(product.material) },
    { label: "Width", value: formatInches(details.widthInches) },
    { label: "Length", value: `${Number(details.lengthFeet.toFixed(2))} ft` },
    { label: "Horizontal Repeat", value: formatRepeat(details.horizontalRepeatInches) },
    { label: "Vertical Repeat", value: formatRepeat(details.verticalRepeatInches) },
    { label: "Match", value: matchLabels[details.match] },
    { label: "Use", value: details.use },
    { label: "Style", value: styleTitle(product.style) },
    { label: "Cleaning/Care", value: details.cleaning },
    {
      label: "Humid rooms",
      value: product.humidRooms ? "Suitable for humid rooms" : "Best in dry, ventilated rooms",
    },
  ];
  if (product.commercial) {
    rows.push(
      {
        label: "Fire rating",
        value: `${product.commercial.fireRating}, ${product.commercial.standard}`,
      },
      { label: "Wallcovering type", value: product.commercial.wallcoveringType },
    );
  }
  return rows;
}
