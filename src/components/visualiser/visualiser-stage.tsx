import {
  type KeyboardEvent,
  type PointerEvent,
  type ReactNode,
  type RefObject,
  useLayoutEffect,
  useRef,
  useState,
} from "react";

import { useTranslations } from "@/i18n/client-intl";
import { brushAfterKey } from "@/lib/visualiser/brush";
import type { CornerIndex, Point, Quad } from "@/lib/visualiser/geometry";
import { cornerAfterKey, cornerLabel, cornerPosition } from "@/lib/visualiser/wall-handles";
import { cx } from "@/lib/utils/cx";

import type { ToolMode } from "./visualiser-types";

const corners: readonly CornerIndex[] = [0, 1, 2, 3];

type Drag = { wall: number; corner: CornerIndex; pointerId: number; dx: number; dy: number };
type Stroke = { pointerId: number; last: Point };

const clamp01 = (value: number) => Math.min(1, Math.max(0, value));

export type StageProps = {
  /** The photo's working size; null until there is one. */
  size: { width: number; height: number } | null;
  canvasRef: RefObject<HTMLCanvasElement | null>;
  /** Read by screen readers in place of the picture. */
  label: string;
  /** Shown until the first photo is drawn: the server's picture and no-JavaScript note. */
  fallback: ReactNode;
  busy: string | null;
  /** What to do first, over the server's picture, until a room or photo is chosen. */
  prompt: string | null;
  walls: readonly Quad[];
  selected: number;
  mode: ToolMode;
  zoom: number;
  /** Brush radius in working pixels. */
  brushRadius: number;
  onSelectWall: (wall: number) => void;
  onMoveCorner: (wall: number, quad: Quad, source: "pointer" | "keyboard") => void;
  /** A stroke of the brush, or a dab when `from` and `to` are the same point. */
  onPaint: (from: Point, to: Point, source: "pointer" | "keyboard") => void;
  /** true while a corner or the brush follows the pointer: the stage draws drafts meanwhile. */
  onMoving: (moving: boolean) => void;
  announce: (text: string) => void;
};

/**
 * The photo with the paper on it, the walls' outlines and their corner handles. Everything is
 * positioned in fractions of the photo, so it all follows the zoom. Handles are buttons: dragged
 * with a pointer (mouse, pen or finger) or moved with the arrow keys. In the paint modes the
 * stage itself takes the pointer, or the keyboard: arrows move the brush, Space paints.
 */
export function VisualiserStage({
  size,
  canvasRef,
  label,
  fallback,
  busy,
  prompt,
  walls,
  selected,
  mode,
  zoom,
  brushRadius,
  onSelectWall,
  onMoveCorner,
  onPaint,
  onMoving,
  announce,
}: StageProps) {
  const t = useTranslations("visualiser.stage");
  const tHandles = useTranslations("visualiser.handles");
  const scrollRef = useRef<HTMLDivElement>(null);
  const surfaceRef = useRef<HTMLDivElement>(null);
  const drag = useRef<Drag | null>(null);
  const stroke = useRef<Stroke | null>(null);
  const pendingCorner = useRef<Quad | null>(null);
  const frame = useRef(0);
  const zoomAnchor = useRef<{ x: number; y: number } | null>(null);
  const previousZoom = useRef(zoom);
  const [hover, setHover] = useState<Point | null>(null);
  const [cursor, setCursor] = useState<Point>({ x: 0.5, y: 0.5 });
  const [keyboardBrush, setKeyboardBrush] = useState(false);

  const aspect = size ? size.width / size.height : 4 / 3;
  const painting = mode !== "corners";

  // Zooming keeps the middle of the view where it was.
  useLayoutEffect(() => {
    const scroller = scrollRef.current;
    if (!scroller || previousZoom.current === zoom) return;
    const anchor = zoomAnchor.current ?? { x: 0.5, y: 0.5 };
    previousZoom.current = zoom;
    scroller.scrollLeft = anchor.x * scroller.scrollWidth - scroller.clientWidth / 2;
    scroller.scrollTop = anchor.y * scroller.scrollHeight - scroller.clientHeight / 2;
  }, [zoom]);

  function rememberCentre() {
    const scroller = scrollRef.current;
    if (!scroller) return;
    zoomAnchor.current = {
      x: (scroller.scrollLeft + scroller.clientWidth / 2) / scroller.scrollWidth,
      y: (scroller.scrollTop + scroller.clientHeight / 2) / scroller.scrollHeight,
    };
  }

  function pointAt(clientX: number, clientY: number): Point {
    const rect = surfaceRef.current?.getBoundingClientRect();
    if (!rect || rect.width === 0 || rect.height === 0) return { x: 0.5, y: 0.5 };
    return {
      x: clamp01((clientX - rect.left) / rect.width),
      y: clamp01((clientY - rect.top) / rect.height),
    };
  }

  function flushCorner() {
    frame.current = 0;
    const current = drag.current;
    const quad = pendingCorner.current;
    pendingCorner.current = null;
    if (current && quad) onMoveCorner(current.wall, quad, "pointer");
  }

  function startCorner(event: PointerEvent<HTMLButtonElement>, wall: number, corner: CornerIndex) {
    if (event.button !== 0 || drag.current) return;
    const quad = walls[wall];
    const rect = surfaceRef.current?.getBoundingClientRect();
    if (!quad || !rect) return;
    event.preventDefault();
    event.currentTarget.setPointerCapture(event.pointerId);
    event.currentTarget.focus({ preventScroll: true });
    // Held where it was grabbed, so a finger does not make the corner jump under it.
    drag.current = {
      wall,
      corner,
      pointerId: event.pointerId,
      dx: event.clientX - (rect.left + quad[corner].x * rect.width),
      dy: event.clientY - (rect.top + quad[corner].y * rect.height),
    };
    onSelectWall(wall);
    onMoving(true);
  }

  function moveCorner(event: PointerEvent<HTMLButtonElement>) {
    const current = drag.current;
    if (!current || current.pointerId !== event.pointerId) return;
    const quad = pendingCorner.current ?? walls[current.wall];
    if (!quad) return;
    const point = pointAt(event.clientX - current.dx, event.clientY - current.dy);
    const next = [...quad] as [Point, Point, Point, Point];
    next[current.corner] = point;
    pendingCorner.current = next;
    if (!frame.current) frame.current = requestAnimationFrame(flushCorner);
  }

  function endCorner(event: PointerEvent<HTMLButtonElement>) {
    const current = drag.current;
    if (!current || current.pointerId !== event.pointerId) return;
    if (frame.current) cancelAnimationFrame(frame.current);
    flushCorner();
    drag.current = null;
    onMoving(false);
    const quad = walls[current.wall];
    if (quad) announce(cornerPosition(quad[current.corner], tHandles));
  }

  function keyCorner(event: KeyboardEvent<HTMLButtonElement>, wall: number, corner: CornerIndex) {
    const quad = walls[wall];
    if (!quad) return;
    const next = cornerAfterKey(quad, corner, event.key, event.shiftKey);
    if (!next) return;
    event.preventDefault();
    onSelectWall(wall);
    onMoveCorner(wall, next, "keyboard");
    announce(cornerPosition(next[corner], tHandles));
  }

  function startStroke(event: PointerEvent<HTMLDivElement>) {
    if (!painting || event.button !== 0 || stroke.current) return;
    event.preventDefault();
    event.currentTarget.setPointerCapture(event.pointerId);
    const point = pointAt(event.clientX, event.clientY);
    stroke.current = { pointerId: event.pointerId, last: point };
    setKeyboardBrush(false);
    onMoving(true);
    onPaint(point, point, "pointer");
  }

  function moveStroke(event: PointerEvent<HTMLDivElement>) {
    if (!painting) return;
    const point = pointAt(event.clientX, event.clientY);
    if (event.pointerType === "mouse") setHover(point);
    const current = stroke.current;
    if (!current || current.pointerId !== event.pointerId) return;
    onPaint(current.last, point, "pointer");
    current.last = point;
  }

  function endStroke(event: PointerEvent<HTMLDivElement>) {
    const current = stroke.current;
    if (!current || current.pointerId !== event.pointerId) return;
    stroke.current = null;
    onMoving(false);
  }

  function keyBrush(event: KeyboardEvent<HTMLDivElement>) {
    if (!painting || event.target !== event.currentTarget) return;
    const moved = brushAfterKey(cursor, event.key, event.shiftKey);
    if (moved) {
      event.preventDefault();
      setKeyboardBrush(true);
      setCursor(moved);
      return;
    }
    if (event.key === " " || event.key === "Enter") {
      event.preventDefault();
      setKeyboardBrush(true);
      onPaint(cursor, cursor, "keyboard");
    }
  }

  const brushAt = keyboardBrush ? cursor : hover;
  const pixels = size ?? { width: 4, height: 3 };

  return (
    <div
      className="relative mx-auto w-full lg:mx-0"
      style={{ maxWidth: `calc(min(64svh, 52rem) * ${aspect})` }}
    >
      <div
        ref={scrollRef}
        role={painting ? "group" : undefined}
        aria-label={painting ? (mode === "paint" ? t("paintBrush") : t("restoreBrush")) : undefined}
        aria-describedby={painting ? "visualiser-brush-position" : undefined}
        tabIndex={painting && size ? 0 : undefined}
        onKeyDown={keyBrush}
        onFocus={(event) => {
          if (event.target === event.currentTarget && painting) setKeyboardBrush(true);
        }}
        onBlur={() => setKeyboardBrush(false)}
        onScroll={rememberCentre}
        data-ground="image"
        className={cx(
          // Fitted, the handles on the photo's edges may stand out beyond it; zoomed, it scrolls.
          "relative w-full bg-muted outline-offset-4",
          zoom > 1 ? "overflow-auto overscroll-contain" : "overflow-visible",
          painting && size ? "cursor-none touch-none" : "",
        )}
        style={{ aspectRatio: aspect }}
      >
        <div
          ref={surfaceRef}
          className="relative select-none"
          style={{ width: `${zoom * 100}%`, aspectRatio: aspect }}
          onPointerDown={startStroke}
          onPointerMove={moveStroke}
          onPointerUp={endStroke}
          onPointerCancel={endStroke}
          onPointerLeave={() => setHover(null)}
        >
          {size ? null : <div className="absolute inset-0">{fallback}</div>}
          <canvas
            ref={canvasRef}
            width={pixels.width}
            height={pixels.height}
            role="img"
            aria-label={label}
            data-visualiser-canvas=""
            className={cx("absolute inset-0 block size-full", size ? "" : "invisible")}
          />
          {size ? (
            <svg
              aria-hidden="true"
              viewBox={`0 0 ${size.width} ${size.height}`}
              preserveAspectRatio="none"
              className="pointer-events-none absolute inset-0 size-full overflow-visible"
            >
              {walls.map((quad, index) => {
                const points = quad
                  .map((p) => `${p.x * size.width},${p.y * size.height}`)
                  .join(" ");
                const current = index === selected;
                return (
                  <g key={index}>
                    <polygon
                      points={points}
                      className="fill-none stroke-inverse"
                      strokeOpacity={0.55}
                      strokeWidth={current ? 4 : 3}
                      vectorEffect="non-scaling-stroke"
                    />
                    <polygon
                      points={points}
                      className="fill-none stroke-surface"
                      strokeOpacity={current ? 1 : 0.85}
                      strokeWidth={current ? 2 : 1.25}
                      strokeDasharray={current ? undefined : "6 5"}
                      vectorEffect="non-scaling-stroke"
                    />
                  </g>
                );
              })}
              {painting && brushAt ? (
                <g>
                  <circle
                    cx={brushAt.x * size.width}
                    cy={brushAt.y * size.height}
                    r={brushRadius}
                    className={cx(
                      "stroke-inverse",
                      mode === "paint" ? "fill-surface" : "fill-none",
                    )}
                    fillOpacity={0.2}
                    strokeOpacity={0.6}
                    strokeWidth={3}
                    vectorEffect="non-scaling-stroke"
                  />
                  <circle
                    cx={brushAt.x * size.width}
                    cy={brushAt.y * size.height}
                    r={brushRadius}
                    className="fill-none stroke-surface"
                    strokeWidth={1.5}
                    strokeDasharray={mode === "restore" ? "4 4" : undefined}
                    vectorEffect="non-scaling-stroke"
                  />
                </g>
              ) : null}
            </svg>
          ) : null}
          {size && !painting
            ? walls.map((quad, wall) =>
                corners.map((corner) => (
                  <CornerHandle
                    key={`${wall}-${corner}`}
                    wall={wall}
                    corner={corner}
                    point={quad[corner]}
                    selected={wall === selected}
                    onPointerDown={(event) => startCorner(event, wall, corner)}
                    onPointerMove={moveCorner}
                    onPointerUp={endCorner}
                    onPointerCancel={endCorner}
                    onKeyDown={(event) => keyCorner(event, wall, corner)}
                    onFocus={() => onSelectWall(wall)}
                  />
                )),
              )
            : null}
          {size
            ? walls.map((quad, wall) => {
                const centre = {
                  x: quad.reduce((sum, p) => sum + p.x, 0) / 4,
                  y: quad.reduce((sum, p) => sum + p.y, 0) / 4,
                };
                return (
                  <span
                    key={wall}
                    aria-hidden="true"
                    className={cx(
                      "pointer-events-none absolute flex size-7 -translate-x-1/2 -translate-y-1/2 items-center justify-center rounded-full font-sans text-xs font-semibold tabular-nums shadow-[0_0_0_1px_rgb(38_34_30/0.35)]",
                      wall === selected
                        ? "bg-inverse text-inverse-foreground"
                        : "bg-surface/90 text-foreground",
                    )}
                    style={{ left: `${centre.x * 100}%`, top: `${centre.y * 100}%` }}
                  >
                    {wall + 1}
                  </span>
                );
              })
            : null}
        </div>
      </div>
      <p id="visualiser-brush-position" className="sr-only">
        {t("brushAt", { position: cornerPosition(cursor, tHandles) })}
      </p>
      {prompt ? (
        <p className="pointer-events-none absolute inset-x-0 bottom-0 bg-inverse/85 px-5 py-4 text-sm text-inverse-foreground sm:px-6">
          {prompt}
        </p>
      ) : null}
      {busy ? (
        <div
          className="pointer-events-none absolute inset-x-0 bottom-0 flex justify-center p-4"
          aria-hidden="true"
        >
          <span className="bg-inverse/85 px-4 py-2 text-sm text-inverse-foreground">{busy}</span>
        </div>
      ) : null}
    </div>
  );
}

function CornerHandle({
  wall,
  corner,
  point,
  selected,
  ...handlers
}: {
  wall: number;
  corner: CornerIndex;
  point: Point;
  selected: boolean;
  onPointerDown: (event: PointerEvent<HTMLButtonElement>) => void;
  onPointerMove: (event: PointerEvent<HTMLButtonElement>) => void;
  onPointerUp: (event: PointerEvent<HTMLButtonElement>) => void;
  onPointerCancel: (event: PointerEvent<HTMLButtonElement>) => void;
  onKeyDown: (event: KeyboardEvent<HTMLButtonElement>) => void;
  onFocus: () => void;
}) {
  const t = useTranslations("visualiser.handles");
  const positionId = `visualiser-corner-${wall}-${corner}`;
  return (
    <button
      type="button"
      aria-label={cornerLabel(wall, corner, t)}
      aria-describedby={positionId}
      data-corner={`${wall}-${corner}`}
      className={cx(
        "group absolute z-10 flex size-11 -translate-x-1/2 -translate-y-1/2 touch-none items-center justify-center rounded-full",
        selected ? "cursor-grab active:cursor-grabbing" : "cursor-pointer",
      )}
      style={{ left: `${point.x * 100}%`, top: `${point.y * 100}%` }}
      {...handlers}
    >
      <span
        aria-hidden="true"
        className={cx(
          "block rounded-full border-2 shadow-[0_0_0_1px_rgb(38_34_30/0.45)] transition-transform duration-150 group-hover:scale-110 group-focus-visible:scale-110 motion-reduce:transition-none",
          selected ? "size-5 border-surface bg-accent" : "size-4 border-inverse bg-surface",
        )}
      />
      <span id={positionId} className="sr-only">
        {cornerPosition(point, t)}
      </span>
    </button>
  );
}
