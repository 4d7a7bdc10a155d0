/**
 * What the browser's visualiser knows about one paper: its names, where its tile picture is, how
 * that tile covers a wall, and the facts it states. Built on the server for the current paper and
 * the few it offers instead, so no catalog module reaches the browser.
 */
import type { Product } from "@/content/catalog/product-schema";
import type { PatternMatch } from "@/content/catalog/taxonomy";
import { brandName } from "@/lib/catalog/taxonomy-lookups";

import { formatFigure, type Translate } from "./texts";
import { onYourWallHref } from "./visualiser-path";
import { verticalRepeatInches, wallTileFor, type WallTile } from "./wall-tile";

export type TileImage = { src: string; width: number; height: number };

export type VisualiserPaper = {
  id: number;
  name: string;
  brand: string;
  /** "Traditional" ("Tradicionales"), for the breadcrumb. */
  style: string;
  styleHref: string;
  /** Internal (English) paths: links and the address bar localize them. */
  productHref: string;
  toolHref: string;
  tile: TileImage;
  layout: WallTile;
  verticalRepeatInches: number | null;
  mural: boolean;
  /** "21 in repeat · Half-drop match", "Mural, sized to the wall". */
  facts: string;
};

const matchKeys = {
  straight: "match.straight",
  "half-drop": "match.halfDrop",
  random: "match.random",
} as const satisfies Record<PatternMatch, string>;

export type PaperFactsKey =
  "mural" | "noRepeat" | "repeat" | "line" | (typeof matchKeys)[PatternMatch];

/** The `visualiser.facts` messages of the page's language fill in the words. */
export function paperFacts(product: Product, t: Translate<PaperFactsKey>): string {
  if (product.material === "mural") return t("mural");
  const repeat = verticalRepeatInches(product);
  const repeatText =
    repeat === null ? t("noRepeat") : t("repeat", { inches: formatFigure(repeat, 2) });
  return t("line", { repeat: repeatText, match: t(matchKeys[product.details.match]) });
}

export function visualiserPaper(
  product: Product,
  productHref: string,
  tile: TileImage,
  words: { style: string; facts: string },
): VisualiserPaper {
  return {
    id: product.id,
    name: product.name,
    brand: brandName(product.brand),
    style: words.style,
    styleHref: `/styles/${product.style}`,
    productHref,
    toolHref: onYourWallHref(productHref),
    tile,
    layout: wallTileFor(product),
    verticalRepeatInches: verticalRepeatInches(product),
    mural: product.material === "mural",
    facts: words.facts,
  };
}
