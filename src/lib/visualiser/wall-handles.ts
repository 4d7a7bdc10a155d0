/**
 * The corner handles a visitor drags or moves with the arrow keys. Corners are kept as fractions
 * of the photo (0..1 across and down), so they survive zoom and a change of preview size.
 */
import { isConvexQuad, type CornerIndex, type Point, type Quad } from "./geometry";
import type { Translate } from "./texts";

export const maxWalls = 3;

/** Arrow keys move a corner by this fraction of the photo; with Shift, ten times as far. */
export const keyboardStep = 0.005;
export const keyboardLargeStep = 0.05;

/**
 * Where a new wall's corners start: the first a generous, slightly receding wall in the middle
 * of the photo (most people photograph the wall they mean), the next ones beside it.
 */
const suggestions: readonly Quad[] = [
  [
    { x: 0.22, y: 0.14 },
    { x: 0.78, y: 0.17 },
    { x: 0.78, y: 0.7 },
    { x: 0.22, y: 0.73 },
  ],
  [
    { x: 0.04, y: 0.1 },
    { x: 0.2, y: 0.16 },
    { x: 0.2, y: 0.72 },
    { x: 0.04, y: 0.8 },
  ],
  [
    { x: 0.8, y: 0.16 },
    { x: 0.96, y: 0.1 },
    { x: 0.96, y: 0.8 },
    { x: 0.8, y: 0.72 },
  ],
];

export function suggestedWall(existingWalls: number): Quad {
  return suggestions[existingWalls % suggestions.length] as Quad;
}

const clamp01 = (value: number) => Math.min(1, Math.max(0, value));

export function withCorner(quad: Quad, corner: CornerIndex, point: Point): Quad {
  const next = [...quad] as [Point, Point, Point, Point];
  next[corner] = { x: clamp01(point.x), y: clamp01(point.y) };
  return next;
}

const arrowMoves: Record<string, Point> = {
  ArrowLeft: { x: -1, y: 0 },
  ArrowRight: { x: 1, y: 0 },
  ArrowUp: { x: 0, y: -1 },
  ArrowDown: { x: 0, y: 1 },
};

/**
 * A point on the photo after an arrow key moved it `step` (a fraction of the photo) and was kept
 * on the photo, or null for any other key. Corners and the brush cursor both move this way.
 */
export function pointAfterArrow(point: Point, key: string, step: number): Point | null {
  const move = arrowMoves[key];
  if (!move) return null;
  return { x: clamp01(point.x + move.x * step), y: clamp01(point.y + move.y * step) };
}

/** The corner after an arrow key (Shift for a larger step), or null for any other key. */
export function cornerAfterKey(
  quad: Quad,
  corner: CornerIndex,
  key: string,
  large: boolean,
): Quad | null {
  const moved = pointAfterArrow(quad[corner], key, large ? keyboardLargeStep : keyboardStep);
  return moved ? withCorner(quad, corner, moved) : null;
}

/** Corners in photo pixels, for drawing. */
export function quadInPixels(quad: Quad, width: number, height: number): Quad {
  return quad.map((p) => ({ x: p.x * width, y: p.y * height })) as unknown as Quad;
}

/** The message key of each corner's name, in the order of a quad's corners. */
const cornerKeys = [
  "corners.topLeft",
  "corners.topRight",
  "corners.bottomRight",
  "corners.bottomLeft",
] as const;

export type CornerLabelKey = "corner" | (typeof cornerKeys)[number];

/** "Wall 1, top-left corner", "Pared 1, esquina superior izquierda" */
export function cornerLabel(
  wallIndex: number,
  corner: CornerIndex,
  t: Translate<CornerLabelKey>,
): string {
  return t("corner", { wall: wallIndex + 1, corner: t(cornerKeys[corner]) });
}

/**
 * "32% from the left, 18% from the top": what a screen reader hears as a handle moves. Without
 * texts it is the English sentence, which the English browser tests compare against.
 */
export function cornerPosition(point: Point, t?: Translate<"position">): string {
  const x = Math.round(point.x * 100);
  const y = Math.round(point.y * 100);
  return t ? t("position", { x, y }) : `${x}% from the left, ${y}% from the top`;
}

export type WallProblem = "crossed";

/**
 * A wall whose corners cross or fold cannot be papered; the tool says so (the message
 * `visualiser.handles.problems.<problem>`) instead of drawing.
 */
export function wallProblem(quad: Quad): WallProblem | null {
  return isConvexQuad(quad) ? null : "crossed";
}
