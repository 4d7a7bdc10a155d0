/**
 * Perspective geometry for marking a wall in a photograph: the projective map (homography) that
 * takes the unit square to the four corners a visitor placed, its inverse, and an estimate of the
 * real wall's proportions from those corners. Pure numbers, so they are tested without a browser.
 */

export type Point = { readonly x: number; readonly y: number };

/** Corners in order: top-left, top-right, bottom-right, bottom-left. */
export type Quad = readonly [Point, Point, Point, Point];

export const cornerNames = ["top-left", "top-right", "bottom-right", "bottom-left"] as const;
export type CornerIndex = 0 | 1 | 2 | 3;

/** A 3x3 matrix in row-major order. */
export type Homography = readonly [
  number,
  number,
  number,
  number,
  number,
  number,
  number,
  number,
  number,
];

export function applyHomography(m: Homography, x: number, y: number): Point {
  const w = m[6] * x + m[7] * y + m[8];
  return { x: (m[0] * x + m[1] * y + m[2]) / w, y: (m[3] * x + m[4] * y + m[5]) / w };
}

/**
 * The homography taking the unit square's (0,0), (1,0), (1,1), (0,1) to the quad's corners, in
 * closed form (Heckbert, "Fundamentals of Texture Mapping", 1989). Null when the corners are
 * degenerate (three in a line, or a corner repeated).
 */
export function unitSquareToQuad(quad: Quad): Homography | null {
  const [p0, p1, p2, p3] = quad;
  const sx = p0.x - p1.x + p2.x - p3.x;
  const sy = p0.y - p1.y + p2.y - p3.y;
  const dx1 = p1.x - p2.x;
  const dx2 = p3.x - p2.x;
  const dy1 = p1.y - p2.y;
  const dy2 = p3.y - p2.y;
  const det = dx1 * dy2 - dx2 * dy1;
  if (Math.abs(det) < 1e-12) return null;
  const g = (sx * dy2 - dx2 * sy) / det;
  const h = (dx1 * sy - sx * dy1) / det;
  const m: Homography = [
    p1.x - p0.x + g * p1.x,
    p3.x - p0.x + h * p3.x,
    p0.x,
    p1.y - p0.y + g * p1.y,
    p3.y - p0.y + h * p3.y,
    p0.y,
    g,
    h,
    1,
  ];
  return invertHomography(m) ? m : null;
}

export function invertHomography(m: Homography): Homography | null {
  const [a, b, c, d, e, f, g, h, i] = m;
  const A = e * i - f * h;
  const B = -(d * i - f * g);
  const C = d * h - e * g;
  const det = a * A + b * B + c * C;
  if (!Number.isFinite(det) || Math.abs(det) < 1e-12) return null;
  return [
    A / det,
    -(b * i - c * h) / det,
    (b * f - c * e) / det,
    B / det,
    (a * i - c * g) / det,
    -(a * f - c * d) / det,
    C / det,
    -(a * h - b * g) / det,
    (a * e - b * d) / det,
  ];
}

/** The map from the photo back to the wall's own (u, v) in 0..1, or null for a degenerate quad. */
export function quadToUnitSquare(quad: Quad): Homography | null {
  const forward = unitSquareToQuad(quad);
  return forward ? invertHomography(forward) : null;
}

function cross(a: Point, b: Point, c: Point): number {
  return (b.x - a.x) * (c.y - a.y) - (b.y - a.y) * (c.x - a.x);
}

/** True when the corners, in order, turn the same way at every corner (no bow-tie, no dent). */
export function isConvexQuad(quad: Quad): boolean {
  const turns = quad.map((point, index) =>
    cross(point, quad[(index + 1) % 4] as Point, quad[(index + 2) % 4] as Point),
  );
  return turns.every((turn) => turn > 1e-9) || turns.every((turn) => turn < -1e-9);
}

/** A phone's main camera: about a 26 mm lens on the 43 mm diagonal of the 35 mm frame. */
export const typicalFocalPerDiagonal = 0.6;

function distance(a: Point, b: Point): number {
  return Math.hypot(a.x - b.x, a.y - b.y);
}

/**
 * The real wall's width over its height, from its corners in a photo `imageWidth` x
 * `imageHeight` pixels. A rectangle seen in perspective fixes its own proportions once the
 * camera's focal length is known, and the two vanishing points give the focal length (Zhang and
 * He, "Whiteboard scanning and image enhancement", 2007; principal point at the photo's centre,
 * square pixels). Seen square-on, the ratio of the edges is already right; with a single vanishing
 * point the focal length of a typical phone camera is assumed.
 */
export function estimateWallAspect(quad: Quad, imageWidth: number, imageHeight: number): number {
  const [topLeft, topRight, bottomRight, bottomLeft] = quad;
  const edgeRatio =
    (distance(topLeft, topRight) + distance(bottomLeft, bottomRight)) /
    (distance(topLeft, bottomLeft) + distance(topRight, bottomRight));
  const cx = imageWidth / 2;
  const cy = imageHeight / 2;
  // Homogeneous, centred coordinates; Zhang and He number the corners m1 m2 / m3 m4.
  const m = (p: Point) => [p.x - cx, p.y - cy, 1] as const;
  const m1 = m(topLeft);
  const m2 = m(topRight);
  const m3 = m(bottomLeft);
  const m4 = m(bottomRight);
  const crossV = (a: readonly number[], b: readonly number[]) =>
    [
      (a[1] ?? 0) * (b[2] ?? 0) - (a[2] ?? 0) * (b[1] ?? 0),
      (a[2] ?? 0) * (b[0] ?? 0) - (a[0] ?? 0) * (b[2] ?? 0),
      (a[0] ?? 0) * (b[1] ?? 0) - (a[1] ?? 0) * (b[0] ?? 0),
    ] as const;
  const dot = (a: readonly number[], b: readonly number[]) =>
    (a[0] ?? 0) * (b[0] ?? 0) + (a[1] ?? 0) * (b[1] ?? 0) + (a[2] ?? 0) * (b[2] ?? 0);
  const m14 = crossV(m1, m4);
  const k2 = dot(m14, m3) / dot(crossV(m2, m4), m3);
  const k3 = dot(m14, m2) / dot(crossV(m3, m4), m2);
  const n2 = [k2 * m2[0] - m1[0], k2 * m2[1] - m1[1], k2 * m2[2] - m1[2]] as const;
  const n3 = [k3 * m3[0] - m1[0], k3 * m3[1] - m1[1], k3 * m3[2] - m1[2]] as const;
  const depthTerm = n2[2] * n3[2];
  const diagonal = Math.hypot(imageWidth, imageHeight);
  // Square-on (no vanishing point) the edges' ratio is already exact.
  if (Math.abs(n2[2]) + Math.abs(n3[2]) < 1e-9) return edgeRatio;
  // Two vanishing points give the focal length; with one (a wall turned but the camera held
  // level), or an implausible result, assume a phone's main camera (about 26 mm equivalent).
  // A vanishing point far outside the photo (|n.z| small) measures nothing but rounding noise.
  const twoVanishingPoints = Math.abs(n2[2]) > 0.02 && Math.abs(n3[2]) > 0.02;
  const measured = twoVanishingPoints ? -(n2[0] * n3[0] + n2[1] * n3[1]) / depthTerm : Number.NaN;
  const plausible = measured > (0.3 * diagonal) ** 2 && measured < (4 * diagonal) ** 2;
  const focalSquared = plausible ? measured : (typicalFocalPerDiagonal * diagonal) ** 2;
  const widthSquared = (n2[0] ** 2 + n2[1] ** 2) / focalSquared + n2[2] ** 2;
  const heightSquared = (n3[0] ** 2 + n3[1] ** 2) / focalSquared + n3[2] ** 2;
  const aspect = Math.sqrt(widthSquared / heightSquared);
  return Number.isFinite(aspect) && aspect > 0 ? aspect : edgeRatio;
}
