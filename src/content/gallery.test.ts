import { describe, expect, it } from "vitest";

import { motifsByStyle } from "@/content/catalog/taxonomy";
import { galleryItemSchema, galleryItems } from "@/content/gallery";

describe("inspiration gallery", () => {
  it("parses with its schema", () => {
    for (const item of galleryItems) expect(galleryItemSchema.parse(item)).toBeTruthy();
  });

  it("has ten tagged rooms with unique ids, across at least six room types", () => {
    expect(galleryItems).toHaveLength(10);
    expect(new Set(galleryItems.map((i) => i.id)).size).toBe(10);
    expect(new Set(galleryItems.map((i) => i.category)).size).toBeGreaterThanOrEqual(6);
  });

  it("keeps tags, scene and slot in step", () => {
    for (const item of galleryItems) {
      expect(item.room).toBe(item.category);
      expect(item.scene.room).toBe(item.category);
      expect(item.scene.style).toBe(item.style);
      expect(motifsByStyle[item.style] as readonly string[]).toContain(item.scene.motif);
      expect(item.slot).toBe(`gallery-${item.id}`);
    }
  });

  it("shows a different room type in each of the first eight the home page shows", () => {
    expect(new Set(galleryItems.slice(0, 8).map((i) => i.category)).size).toBe(8);
  });
});
