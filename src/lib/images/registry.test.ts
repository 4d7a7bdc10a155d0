import { describe, expect, it } from "vitest";

import { brands, specialOrderBrand, styles } from "@/content/catalog/taxonomy";
import { products } from "@/content/catalog/products";
import { galleryItems } from "@/content/gallery";
import { guides } from "@/content/guides/guides";
import { team } from "@/content/team";
import { visualiserRooms } from "@/content/visualiser-rooms";
import {
  imageRegistry,
  productOgSlot,
  teamPortraitSlots,
  wallTileRegistry,
} from "@/lib/images/registry";
import { wallTileName } from "@/lib/images/wall-tiles";
import { parseSlot } from "@/lib/images/slots";

describe("the slot registry", () => {
  it("has the pictures every product lists", () => {
    for (const product of products) {
      for (const image of product.images) {
        const entry = imageRegistry.get(`product-${product.id}-${image.kind}`);
        expect(entry, `${product.id} ${image.kind}`).toBeDefined();
        if (entry?.draw.kind === "room" && image.room) expect(entry.draw.room).toBe(image.room);
      }
      const swatch = imageRegistry.get(`product-${product.id}-swatch`);
      expect(swatch?.draw.kind === "swatch" && swatch.draw.pattern.motif).toBe(product.motif);
    }
  });

  it("covers the gallery, guides, team, brands, showroom, social cards and map", () => {
    for (const item of galleryItems) expect(imageRegistry.get(item.slot)?.draw.kind).toBe("room");
    for (const guide of guides)
      expect(imageRegistry.get(`guide-${guide.slug}`)?.draw.kind).toBe("room");
    expect(teamPortraitSlots).toEqual(team.map((m) => m.portrait));
    for (const slot of teamPortraitSlots)
      expect(imageRegistry.get(slot)?.draw.kind).toBe("portrait");
    const wordmarks = [...brands, specialOrderBrand].map((b) => `brand-${b.slug}`);
    expect(wordmarks).toHaveLength(16);
    for (const slot of wordmarks) expect(imageRegistry.get(slot)?.draw.kind).toBe("wordmark");
    for (const view of ["hero", "about", "books", "panels"])
      expect(imageRegistry.has(`showroom-${view}`)).toBe(true);
    for (const kind of ["default", "home", "catalog", "product", "guide", "showroom"])
      expect(imageRegistry.has(`og-${kind}`)).toBe(true);
    expect(imageRegistry.has("map-showroom")).toBe(true);
    expect(imageRegistry.has("showcase-de-gournay-1")).toBe(true);
    for (const room of visualiserRooms)
      expect(imageRegistry.get(room.slot)?.draw.kind).toBe("wall-room");
  });

  it("has a wall tile for every product, drawn from the product's own pattern", () => {
    expect(wallTileRegistry.size).toBe(products.length);
    for (const product of products) {
      const tile = wallTileRegistry.get(wallTileName(product.id));
      const swatch = imageRegistry.get(`product-${product.id}-swatch`);
      expect(tile?.draw.pattern).toEqual(swatch?.draw.kind === "swatch" && swatch.draw.pattern);
      // A repeat is "stated" where the layout's size is the product's own repeat.
      const { horizontalRepeatInches: across, verticalRepeatInches: down } = product.details;
      expect(tile?.draw.repeats).toEqual({
        across: across > 0 && across === tile?.draw.layout.widthInches,
        down: down > 0 && down === tile?.draw.layout.heightInches,
      });
    }
  });

  it("names every slot so its preset can be read from the name", () => {
    for (const [slot, entry] of imageRegistry) {
      expect(parseSlot(slot)?.preset, slot).toBe(entry.preset);
    }
  });

  it("gives each product a distinct drawing", () => {
    const specs = products.map((p) =>
      JSON.stringify(imageRegistry.get(`product-${p.id}-swatch`)?.draw),
    );
    expect(new Set(specs).size).toBe(products.length);
  });

  it("finds a social card for every product's style", () => {
    for (const style of styles) {
      const product = products.find((p) => p.style === style.slug);
      if (product) expect(productOgSlot(product)).toBe(`og-product-${style.slug}`);
    }
  });
});
