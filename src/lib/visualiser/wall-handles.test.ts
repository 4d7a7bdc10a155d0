import { describe, expect, it } from "vitest";

import {
  cornerAfterKey,
  cornerLabel,
  cornerPosition,
  keyboardLargeStep,
  keyboardStep,
  quadInPixels,
  suggestedWall,
  wallProblem,
  withCorner,
} from "./wall-handles";

describe("wall handles", () => {
  it("suggests a wall that can be papered straight away, and different ones after it", () => {
    expect(wallProblem(suggestedWall(0))).toBeNull();
    expect(wallProblem(suggestedWall(1))).toBeNull();
    expect(suggestedWall(1)).not.toEqual(suggestedWall(0));
  });

  it("moves the chosen corner with the arrow keys, further with Shift", () => {
    const wall = suggestedWall(0);
    const right = cornerAfterKey(wall, 0, "ArrowRight", false);
    expect(right?.[0].x).toBeCloseTo(wall[0].x + keyboardStep, 10);
    expect(right?.[1]).toEqual(wall[1]);
    const up = cornerAfterKey(wall, 2, "ArrowUp", true);
    expect(up?.[2].y).toBeCloseTo(wall[2].y - keyboardLargeStep, 10);
    expect(cornerAfterKey(wall, 0, "Enter", false)).toBeNull();
  });

  it("keeps corners on the photo", () => {
    const wall = withCorner(suggestedWall(0), 1, { x: 1.4, y: -0.2 });
    expect(wall[1]).toEqual({ x: 1, y: 0 });
    expect(quadInPixels(wall, 1600, 1200)[1]).toEqual({ x: 1600, y: 0 });
  });

  it("names and places each handle in words", () => {
    expect(cornerLabel(0, 0)).toBe("Wall 1, top-left corner");
    expect(cornerLabel(2, 2)).toBe("Wall 3, bottom-right corner");
    expect(cornerPosition({ x: 0.324, y: 0.18 })).toBe("32% from the left, 18% from the top");
  });

  it("says so when corners cross", () => {
    const wall = suggestedWall(0);
    const crossed = withCorner(withCorner(wall, 0, wall[1]), 1, wall[0]);
    expect(wallProblem(crossed)).toMatch(/cross/);
  });
});
