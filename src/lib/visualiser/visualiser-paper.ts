/**
 * What the browser's visualiser knows about one paper: its names, where its tile picture is, how
 * that tile covers a wall, and the facts it states. Built on the server for the current paper and
 * the few it offers instead, so no catalog module reaches the browser.
 */
import type { Product } from "@/content/catalog/product-schema";
import { formatInches, matchLabel } from "@/lib/catalog/product-details";
import { brandName, styleTitle } from "@/lib/catalog/taxonomy-lookups";

import { onYourWallHref } from "./visualiser-path";
import { verticalRepeatInches, wallTileFor, type WallTile } from "./wall-tile";

export type TileImage = { src: string; width: number; height: number };

export type VisualiserPaper = {
  id: number;
  name: string;
  brand: string;
  /** "Traditional", for the breadcrumb. */
  style: string;
  styleHref: string;
  productHref: string;
  toolHref: string;
  tile: TileImage;
  layout: WallTile;
  verticalRepeatInches: number | null;
  mural: boolean;
  /** "21 in repeat · Half-drop match", "Mural, sized to the wall". */
  facts: string;
};

export function paperFacts(product: Product): string {
  if (product.material === "mural") return "Mural, sized to the wall";
  const repeat = verticalRepeatInches(product);
  const repeatText = repeat === null ? "No pattern repeat" : `${formatInches(repeat)} repeat`;
  return `${repeatText} · ${matchLabel(product.details.match)} match`;
}

export function visualiserPaper(
  product: Product,
  productHref: string,
  tile: TileImage,
): VisualiserPaper {
  return {
    id: product.id,
    name: product.name,
    brand: brandName(product.brand),
    style: styleTitle(product.style),
    styleHref: `/styles/${product.style}`,
    productHref,
    toolHref: onYourWallHref(productHref),
    tile,
    layout: wallTileFor(product),
    verticalRepeatInches: verticalRepeatInches(product),
    mural: product.material === "mural",
    facts: paperFacts(product),
  };
}
