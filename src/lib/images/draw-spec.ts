/**
 * What the generator draws for a slot. Plain data, so it can be hashed for the cache and sent to
 * a worker thread; every field that changes the picture belongs here and nothing else does.
 */
import type { MaterialSlug, Motif, Palette, RoomType, StyleSlug } from "@/content/catalog/taxonomy";
import type { WallTile } from "@/lib/visualiser/wall-tile";

/** A wallpaper as the artwork sees it. `seed` varies scale, spacing and small motif details. */
export type PatternSpec = {
  seed: string;
  style: StyleSlug;
  motif: Motif;
  material: MaterialSlug;
  palette: Palette;
  /** Width of one repeat on the wall in centimetres, when the product's details give it. */
  repeatCm?: number;
};

export type ShowroomView = "hero" | "about" | "books" | "panels";

export type PortraitProp = "sample" | "books" | "brush" | "drawings" | "none";

export type OgKind = "default" | "home" | "catalog" | "product" | "guide" | "showroom";

export type DrawSpec =
  | { kind: "swatch"; pattern: PatternSpec }
  | { kind: "detail"; pattern: PatternSpec }
  | { kind: "room"; pattern: PatternSpec; room: RoomType; seed: string }
  /** A room whose back wall is plainly painted, for the visualiser to paper. */
  | { kind: "wall-room"; room: RoomType; seed: string; paint: string; accent: string }
  /**
   * One repeat of a paper as the visualiser tiles it: `layout` is its size on the wall; `repeats`
   * says which directions the product states a repeat in (without one, the print only has to
   * join up, so it keeps its own scale).
   */
  | {
      kind: "wall-tile";
      pattern: PatternSpec;
      layout: WallTile;
      repeats: { across: boolean; down: boolean };
    }
  | { kind: "showroom"; view: ShowroomView }
  | { kind: "portrait"; id: string; seed: string; prop: PortraitProp }
  | { kind: "wordmark"; name: string; treatment: number }
  | {
      kind: "og";
      og: OgKind;
      storeName: string;
      eyebrow: string;
      /** A short line under the name, such as the city. */
      caption: string;
      pattern: PatternSpec;
    }
  | { kind: "map"; street: string; crossStreet: string };

export type DrawKind = DrawSpec["kind"];
