/**
 * How a paper covers a wall in the visualiser: the physical size of the one picture that repeats
 * (its tile), and how neighbouring columns line up. Read from the product's roll width and
 * repeats, so the pattern is drawn at its true size.
 */
import type { Product } from "@/content/catalog/product-schema";

export type WallTile = {
  /** "repeat": the tile repeats across the wall; "mural": one picture sized to the whole wall. */
  kind: "repeat" | "mural";
  /** The tile's size on the wall, in inches (for a mural: the panel's width and a height). */
  widthInches: number;
  heightInches: number;
  /** Half-drop: every other column starts half a tile lower, as the rolls are hung. */
  match: "straight" | "half-drop";
};

/** Papers without a repeat (grasscloth, silks, foils) still have a weave or grain of a size. */
const textureTileInches = 18;
/** A mural's proportions as the artwork draws it: a landscape, wider than high. */
const muralAspect = 3 / 2;

export function wallTileFor(product: Product): WallTile {
  const {
    horizontalRepeatInches: across,
    verticalRepeatInches: down,
    widthInches,
  } = product.details;
  if (product.material === "mural") {
    return {
      kind: "mural",
      widthInches: widthInches * 4,
      heightInches: (widthInches * 4) / muralAspect,
      match: "straight",
    };
  }
  const match = product.details.match === "half-drop" ? "half-drop" : "straight";
  if (across > 0 && down > 0) {
    return { kind: "repeat", widthInches: across, heightInches: down, match };
  }
  if (across > 0) {
    // A stripe repeats across only; any height repeats it down. Square keeps the tile small.
    return { kind: "repeat", widthInches: across, heightInches: across, match: "straight" };
  }
  const size = Math.min(textureTileInches, widthInches);
  return { kind: "repeat", widthInches: size, heightInches: size, match: "straight" };
}

/** The vertical repeat a visitor reads on the product page, or null for papers without one. */
export function verticalRepeatInches(product: Product): number | null {
  return product.details.verticalRepeatInches > 0 ? product.details.verticalRepeatInches : null;
}
