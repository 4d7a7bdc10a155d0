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
import { visualiserTexts } from "./texts.test-support";

const english = visualiserTexts("en", "visualiser.handles");
const spanish = visualiserTexts("es", "visualiser.handles");

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
    expect(cornerLabel(0, 0, english)).toBe("Wall 1, top-left corner");
    expect(cornerLabel(2, 2, english)).toBe("Wall 3, bottom-right corner");
    expect(cornerPosition({ x: 0.324, y: 0.18 }, english)).toBe(
      "32% from the left, 18% from the top",
    );
  });

  it("places a handle in the English messages' words when given no texts", () => {
    for (const point of [
      { x: 0.324, y: 0.18 },
      { x: 0, y: 1 },
      { x: 0.555, y: 0.5 },
    ]) {
      expect(cornerPosition(point)).toBe(cornerPosition(point, english));
    }
  });

  it("names and places each handle in Spanish", () => {
    expect(cornerLabel(0, 0, spanish)).toBe("Pared 1, esquina superior izquierda");
    expect(cornerLabel(0, 1, spanish)).toBe("Pared 1, esquina superior derecha");
    expect(cornerLabel(2, 2, spanish)).toBe("Pared 3, esquina inferior derecha");
    expect(cornerLabel(1, 3, spanish)).toBe("Pared 2, esquina inferior izquierda");
    expect(cornerPosition({ x: 0.324, y: 0.18 }, spanish)).toBe(
      "32% desde la izquierda, 18% desde arriba",
    );
  });

  it("says so when corners cross, in either language", () => {
    const wall = suggestedWall(0);
    const crossed = withCorner(withCorner(wall, 0, wall[1]), 1, wall[0]);
    const problem = wallProblem(crossed);
    expect(problem).toBe("crossed");
    expect(english(`problems.${problem!}`)).toBe(
      "The corners cross: move them so they go around the wall in order.",
    );
    expect(spanish(`problems.${problem!}`)).toBe(
      "Las esquinas se cruzan: muévalas para que rodeen la pared en orden.",
    );
  });
});
