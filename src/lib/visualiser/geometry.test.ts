import { describe, expect, it } from "vitest";

import {
  applyHomography,
  estimateWallAspect,
  invertHomography,
  isConvexQuad,
  quadToUnitSquare,
  unitSquareToQuad,
  type Homography,
  type Point,
  type Quad,
} from "./geometry";

const square: Quad = [
  { x: 0, y: 0 },
  { x: 1, y: 0 },
  { x: 1, y: 1 },
  { x: 0, y: 1 },
];

function expectClose(actual: Point, expected: Point, digits = 6) {
  expect(actual.x).toBeCloseTo(expected.x, digits);
  expect(actual.y).toBeCloseTo(expected.y, digits);
}

/** A pinhole camera at the origin looking down +z, principal point at the image's centre. */
function project(
  point: { x: number; y: number; z: number },
  focal: number,
  width: number,
  height: number,
): Point {
  return {
    x: width / 2 + (focal * point.x) / point.z,
    y: height / 2 + (focal * point.y) / point.z,
  };
}

/** A wall `w` x `h` metres, turned `yawDegrees` about the vertical, its centre `distance` ahead. */
function wallInPerspective(options: {
  w: number;
  h: number;
  yawDegrees: number;
  pitchDegrees?: number;
  distance: number;
  focal: number;
  width: number;
  height: number;
  offsetX?: number;
}): Quad {
  const yaw = (options.yawDegrees * Math.PI) / 180;
  const pitch = ((options.pitchDegrees ?? 0) * Math.PI) / 180;
  const corners = [
    [-options.w / 2, -options.h / 2],
    [options.w / 2, -options.h / 2],
    [options.w / 2, options.h / 2],
    [-options.w / 2, options.h / 2],
  ] as const;
  return corners.map(([x, y]) => {
    // Turn about the vertical axis, then tilt about the horizontal one (a camera held low).
    const x1 = x * Math.cos(yaw);
    const z1 = x * Math.sin(yaw);
    const y2 = y * Math.cos(pitch) - z1 * Math.sin(pitch);
    const z2 = y * Math.sin(pitch) + z1 * Math.cos(pitch);
    return project(
      { x: x1 + (options.offsetX ?? 0), y: y2, z: z2 + options.distance },
      options.focal,
      options.width,
      options.height,
    );
  }) as unknown as Quad;
}

describe("unitSquareToQuad", () => {
  it("is the identity for the unit square", () => {
    const m = unitSquareToQuad(square);
    expect(m).not.toBeNull();
    expectClose(applyHomography(m as Homography, 0.3, 0.7), { x: 0.3, y: 0.7 });
  });

  it("maps the square's corners onto a known perspective quadrilateral", () => {
    const quad: Quad = [
      { x: 100, y: 50 },
      { x: 500, y: 120 },
      { x: 480, y: 600 },
      { x: 90, y: 700 },
    ];
    const m = unitSquareToQuad(quad) as Homography;
    expectClose(applyHomography(m, 0, 0), quad[0]);
    expectClose(applyHomography(m, 1, 0), quad[1]);
    expectClose(applyHomography(m, 1, 1), quad[2]);
    expectClose(applyHomography(m, 0, 1), quad[3]);
  });

  it("maps a rectangle's centre to where its diagonals cross, as perspective does", () => {
    const quad: Quad = [
      { x: 0, y: 0 },
      { x: 400, y: 100 },
      { x: 400, y: 300 },
      { x: 0, y: 400 },
    ];
    const centre = applyHomography(unitSquareToQuad(quad) as Homography, 0.5, 0.5);
    // The diagonals (0,0)-(400,300) and (400,100)-(0,400) cross at (800/3, 200).
    expect(centre.x).toBeCloseTo(800 / 3, 6);
    expect(centre.y).toBeCloseTo(200, 6);
    // Not the average of the corners: the far half of the wall is drawn smaller.
    expect(centre.x).toBeGreaterThan(200);
  });

  it("is an affine map for a parallelogram", () => {
    const quad: Quad = [
      { x: 10, y: 10 },
      { x: 110, y: 30 },
      { x: 130, y: 130 },
      { x: 30, y: 110 },
    ];
    const m = unitSquareToQuad(quad) as Homography;
    expect(m[6]).toBeCloseTo(0, 12);
    expect(m[7]).toBeCloseTo(0, 12);
    expectClose(applyHomography(m, 0.5, 0.5), { x: 70, y: 70 });
  });

  it("refuses degenerate corners", () => {
    const collapsed: Quad = [
      { x: 0, y: 0 },
      { x: 1, y: 1 },
      { x: 2, y: 2 },
      { x: 3, y: 3 },
    ];
    expect(unitSquareToQuad(collapsed)).toBeNull();
    expect(quadToUnitSquare(collapsed)).toBeNull();
  });
});

describe("quadToUnitSquare", () => {
  it("takes every point of the marked wall back to where it lies on the flat wall", () => {
    const quad: Quad = [
      { x: 220, y: 140 },
      { x: 1180, y: 60 },
      { x: 1240, y: 980 },
      { x: 180, y: 860 },
    ];
    const forward = unitSquareToQuad(quad) as Homography;
    const inverse = quadToUnitSquare(quad) as Homography;
    for (const [u, v] of [
      [0.1, 0.2],
      [0.5, 0.5],
      [0.9, 0.75],
    ] as const) {
      const onPhoto = applyHomography(forward, u, v);
      expectClose(applyHomography(inverse, onPhoto.x, onPhoto.y), { x: u, y: v });
    }
  });

  it("inverts a matrix exactly", () => {
    const m: Homography = [2, 0.5, 10, 0.2, 3, 20, 0.001, 0.002, 1];
    const inverse = invertHomography(m) as Homography;
    const back = invertHomography(inverse) as Homography;
    back.forEach((value, index) => expect(value).toBeCloseTo(m[index] as number, 9));
  });
});

describe("isConvexQuad", () => {
  it("accepts corners that go around the wall, clockwise or not", () => {
    expect(isConvexQuad(square)).toBe(true);
    expect(isConvexQuad([...square].reverse() as unknown as Quad)).toBe(true);
  });

  it("refuses a bow-tie and a dent", () => {
    const bowTie: Quad = [square[0], square[2], square[1], square[3]];
    expect(isConvexQuad(bowTie)).toBe(false);
    const dent: Quad = [square[0], square[1], { x: 0.4, y: 0.4 }, square[3]];
    expect(isConvexQuad(dent)).toBe(false);
  });
});

describe("estimateWallAspect", () => {
  // A phone's main camera: the focal length the estimate assumes when it cannot measure it.
  const photo = { width: 1600, height: 1200, focal: 1200 };

  it("reads the edges' ratio for a wall seen square-on", () => {
    const quad = wallInPerspective({ w: 3, h: 2.4, yawDegrees: 0, distance: 4, ...photo });
    expect(estimateWallAspect(quad, photo.width, photo.height)).toBeCloseTo(1.25, 6);
  });

  it.each([
    { yawDegrees: 25, pitchDegrees: 0, offsetX: 0 },
    { yawDegrees: -35, pitchDegrees: 0, offsetX: 0.4 },
    { yawDegrees: 30, pitchDegrees: 8, offsetX: -0.3 },
    { yawDegrees: 30, pitchDegrees: 12, offsetX: 0.2, focal: 1700 },
  ])("recovers a 3 m x 2.4 m wall's proportions seen at an angle (%o)", (view) => {
    const quad = wallInPerspective({ w: 3, h: 2.4, distance: 4.5, ...photo, ...view });
    const edgeRatio =
      (Math.hypot(quad[1].x - quad[0].x, quad[1].y - quad[0].y) +
        Math.hypot(quad[2].x - quad[3].x, quad[2].y - quad[3].y)) /
      (Math.hypot(quad[3].x - quad[0].x, quad[3].y - quad[0].y) +
        Math.hypot(quad[2].x - quad[1].x, quad[2].y - quad[1].y));
    const estimate = estimateWallAspect(quad, photo.width, photo.height);
    expect(estimate).toBeCloseTo(1.25, 2);
    // The naive ratio of the drawn edges is visibly wrong at these angles.
    expect(Math.abs(edgeRatio - 1.25)).toBeGreaterThan(0.05);
  });
});
