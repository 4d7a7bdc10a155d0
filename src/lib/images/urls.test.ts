import { describe, expect, it } from "vitest";

import { imagePresets, heightAt } from "@/lib/images/presets";
import { parseSlot } from "@/lib/images/slots";
import {
  backgroundImage,
  ogImage,
  rasterUrl,
  resolveImage,
  slotFiles,
  vectorUrl,
} from "@/lib/images/urls";

describe("slot names", () => {
  it("derive group and preset from the name alone", () => {
    expect(parseSlot("product-1001-swatch")).toEqual({
      slot: "product-1001-swatch",
      group: "product",
      preset: "swatch",
    });
    expect(parseSlot("product-1001-room")?.preset).toBe("room");
    expect(parseSlot("product-1001-detail")?.preset).toBe("detail");
    expect(parseSlot("gallery-sage-damask-living-room")?.preset).toBe("room");
    expect(parseSlot("showroom-hero")?.preset).toBe("hero");
    expect(parseSlot("showroom-about")?.preset).toBe("feature");
    expect(parseSlot("team-founder")?.preset).toBe("portrait");
    expect(parseSlot("brand-thibaut")?.preset).toBe("logo");
    expect(parseSlot("og-home")?.preset).toBe("og");
    expect(parseSlot("map-showroom")?.preset).toBe("feature");
    expect(parseSlot("guide-hang-wallpaper")?.preset).toBe("feature");
    expect(parseSlot("showcase-de-gournay-2")?.preset).toBe("swatch");
    expect(parseSlot("visualiser-room-living")).toEqual({
      slot: "visualiser-room-living",
      group: "visualiser",
      preset: "sampleRoom",
    });
  });

  it("reject names no slot can have", () => {
    for (const bad of [
      "",
      "Product-1",
      "product-1001-thumb",
      "showroom-lobby",
      "poster-1",
      "product--1-swatch",
      "visualiser-living",
    ]) {
      expect(parseSlot(bad)).toBeNull();
    }
    expect(() => resolveImage("nope")).toThrow(/not a valid image slot/);
  });
});

describe("URLs and sizes", () => {
  it("build a srcset per format with every preset width", () => {
    const image = resolveImage("product-1001-room");
    expect(image.kind).toBe("raster");
    if (image.kind !== "raster") return;
    expect(image.width).toBe(imagePresets.room.width);
    expect(image.height).toBe(imagePresets.room.height);
    expect(image.sources.map((s) => s.type)).toEqual(["image/avif", "image/webp"]);
    expect(image.sources[0]?.srcSet).toBe(
      "/images/generated/product/product-1001-room-280.avif 280w, /images/generated/product/product-1001-room-560.avif 560w, /images/generated/product/product-1001-room-720.avif 720w, /images/generated/product/product-1001-room-1080.avif 1080w, /images/generated/product/product-1001-room-1920.avif 1920w",
    );
    expect(image.src).toBe("/images/generated/product/product-1001-room-720.webp");
  });

  it("serve wordmarks as one vector file", () => {
    const image = resolveImage("brand-cole-and-son");
    expect(image).toEqual({
      kind: "vector",
      slot: "brand-cole-and-son",
      width: 360,
      height: 120,
      src: vectorUrl("brand-cole-and-son"),
    });
    expect(image.src).toBe("/images/generated/brand/brand-cole-and-son.svg");
  });

  it("list the files a slot needs with their pixel sizes", () => {
    const files = slotFiles("showroom-hero");
    // Four widths in two formats.
    expect(files).toHaveLength(8);
    expect(files).toContainEqual({
      file: "showroom/showroom-hero-1200.avif",
      width: 1200,
      height: heightAt(imagePresets.hero, 1200),
    });
    expect(files.every((f) => Math.abs(f.width / f.height - 16 / 9) < 0.01)).toBe(true);
  });

  it("give social cards a JPEG for crawlers", () => {
    expect(ogImage("default")).toEqual({
      url: "/images/generated/og/og-default-1200.jpg",
      width: 1200,
      height: 630,
    });
    expect(rasterUrl("og-home", 1200, "webp")).toBe("/images/generated/og/og-home-1200.webp");
  });
});

describe("background images", () => {
  it("name one rendition in the first format, AVIF", () => {
    expect(backgroundImage("product-1001-room", 560)).toBe(
      "url(/images/generated/product/product-1001-room-560.avif)",
    );
  });

  it("refuses a width the generator never writes", () => {
    expect(() => backgroundImage("product-1001-room", 640)).toThrow(/no 640px rendition/);
  });
});
