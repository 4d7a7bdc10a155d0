/**
 * What stands in front of the wall: a one-byte-per-pixel mask the brush paints (255, keep the
 * photo) and the eraser clears (0, paper again).
 */

export type PaintMask = {
  readonly width: number;
  readonly height: number;
  readonly data: Uint8Array;
};

export function createPaintMask(width: number, height: number): PaintMask {
  return { width, height, data: new Uint8Array(width * height) };
}

/** A filled disc of `value` centred at (cx, cy), radius in pixels. */
export function paintDisc(
  mask: PaintMask,
  cx: number,
  cy: number,
  radius: number,
  value: 0 | 255,
): void {
  const minY = Math.max(0, Math.floor(cy - radius));
  const maxY = Math.min(mask.height - 1, Math.ceil(cy + radius));
  const minX = Math.max(0, Math.floor(cx - radius));
  const maxX = Math.min(mask.width - 1, Math.ceil(cx + radius));
  const r2 = radius * radius;
  for (let y = minY; y <= maxY; y += 1) {
    const dy = y + 0.5 - cy;
    for (let x = minX; x <= maxX; x += 1) {
      const dx = x + 0.5 - cx;
      if (dx * dx + dy * dy <= r2) mask.data[y * mask.width + x] = value;
    }
  }
}

/** A stroke from one pointer position to the next, as discs close enough to leave no gaps. */
export function paintStroke(
  mask: PaintMask,
  from: { x: number; y: number },
  to: { x: number; y: number },
  radius: number,
  value: 0 | 255,
): void {
  const length = Math.hypot(to.x - from.x, to.y - from.y);
  const steps = Math.max(1, Math.ceil(length / Math.max(1, radius / 2)));
  for (let step = 0; step <= steps; step += 1) {
    const t = step / steps;
    paintDisc(mask, from.x + (to.x - from.x) * t, from.y + (to.y - from.y) * t, radius, value);
  }
}
