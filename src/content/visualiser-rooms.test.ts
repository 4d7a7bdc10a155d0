import { describe, expect, it } from "vitest";

import {
  visualiserRoomScenes,
  visualiserRoomSceneSchema,
  visualiserRoomSchema,
  visualiserRoomWallHeightFeet,
  visualiserRooms,
} from "@/content/visualiser-rooms";
import { isConvexQuad } from "@/lib/visualiser/geometry";
import { largestWebp } from "@/lib/visualiser/room-picture";

describe("visualiser sample rooms", () => {
  it("parse with their schemas", () => {
    for (const room of visualiserRooms) expect(visualiserRoomSchema.parse(room)).toBeTruthy();
    for (const scene of visualiserRoomScenes)
      expect(visualiserRoomSceneSchema.parse(scene)).toBeTruthy();
  });

  it("are three rooms with unique ids and slots, each drawn from its own scene", () => {
    expect(visualiserRooms).toHaveLength(3);
    expect(new Set(visualiserRooms.map((r) => r.id)).size).toBe(3);
    expect(new Set(visualiserRooms.map((r) => r.slot)).size).toBe(3);
    expect(visualiserRoomScenes.map((s) => s.slot)).toEqual(visualiserRooms.map((r) => r.slot));
  });

  it("state the papered wall's height, a little over 8 ft", () => {
    expect(visualiserRoomWallHeightFeet).toBeCloseTo(8.4, 1);
  });

  it("give the canvas their largest WebP, 1600 x 1200", () => {
    for (const room of visualiserRooms) {
      expect(largestWebp(room.slot)).toEqual({
        src: `/images/generated/visualiser/${room.slot}-1600.webp`,
        width: 1600,
        height: 1200,
      });
    }
  });

  it("mark walls as convex quads, corners in order, the wall taking most of the picture", () => {
    for (const room of visualiserRooms) {
      for (const wall of room.walls) {
        expect(isConvexQuad(wall)).toBe(true);
        const [topLeft, topRight, bottomRight, bottomLeft] = wall;
        expect(topLeft.x).toBeLessThan(topRight.x);
        expect(bottomLeft.x).toBeLessThan(bottomRight.x);
        expect(topLeft.y).toBeLessThan(bottomLeft.y);
        expect(topRight.y).toBeLessThan(bottomRight.y);
        expect((topRight.x - topLeft.x) * (bottomLeft.y - topLeft.y)).toBeGreaterThan(0.5);
      }
    }
  });
});
