import { describe, expect, it } from "vitest";

import { products } from "@/content/catalog/products";
import { scaleViewModel } from "@/lib/catalog/scale-view-model";
import {
  coverageGaps,
  drawnRange,
  fewestWidths,
  ruleViewports,
} from "@/lib/images/candidate-widths";
import { heightAt, imagePresets, type PresetName } from "@/lib/images/presets";
import { imageSizes, scaleTileSizes, type ImageSizesName } from "@/lib/images/sizes";

/**
 * Which layouts show each raster preset (the slot name decides the preset, see slots.ts). A new
 * layout in sizes.ts fails the last test below until it is listed here.
 */
const layoutsByPreset = {
  swatch: [
    "productMain",
    "productCard",
    "productCardList",
    "quarterGrid",
    "styleIndex",
    "showcaseSample",
    "showcaseFeatureSample",
    "orderSummary",
    "calculatorSwatch",
    "visualiserSwatch",
  ],
  room: [
    "productMain",
    "productHalf",
    "quarterGrid",
    "inspirationGrid",
    "roomGallery",
    "photoGridTall",
    "socialFeed",
    "galleryPreview",
    "visualiserStage",
  ],
  detail: ["productHalf", "socialFeed"],
  hero: ["homeHero", "editorialHeader"],
  feature: ["editorialHeader", "guideIllustration", "photoGridWide", "visitMap", "contactMap"],
  portrait: ["editorialHeader", "photoGridTall", "teamPortrait"],
  sampleRoom: ["visualiserRoomThumbnail"],
} as const satisfies Partial<Record<PresetName, readonly ImageSizesName[]>>;

/** Every layout each raster preset is drawn in, the scale view's per-product swatch included. */
function layoutsOf(preset: keyof typeof layoutsByPreset): string[] {
  const named: string[] = layoutsByPreset[preset].map((name) => imageSizes[name]);
  if (preset !== "swatch") return named;
  const tiles = products.map((product) => {
    const model = scaleViewModel(product);
    return scaleTileSizes(model.pxPerInch * model.tileInches);
  });
  return [...named, ...new Set(tiles)];
}

const viewports = ruleViewports();

/**
 * The widths a preset's layouts choose from. The sample rooms' largest rendition is the picture
 * the visualiser's canvas draws on, sized for the canvas rather than for any layout, so the rule
 * holds for the widths below it.
 */
function layoutWidths(name: keyof typeof layoutsByPreset): readonly number[] {
  const { widths } = imagePresets[name];
  return name === "sampleRoom" ? widths.slice(0, -1) : widths;
}

describe("raster presets", () => {
  for (const name of Object.keys(layoutsByPreset) as (keyof typeof layoutsByPreset)[]) {
    const preset = imagePresets[name];
    const range = drawnRange(layoutsOf(name), viewports);

    it(`${name}: a width within 1x-2x of every slot at 1x-3x, up to twice the widest`, () => {
      expect(coverageGaps(layoutWidths(name), range)).toEqual([]);
    });

    it(`${name}: no more widths than that needs, but for named phone sizes`, () => {
      const phoneWidths: readonly number[] = "phoneWidths" in preset ? preset.phoneWidths : [];
      for (const width of phoneWidths) expect(preset.widths).toContain(width);
      expect(layoutWidths(name)).toHaveLength(fewestWidths(range) + phoneWidths.length);
    });

    it(`${name}: encodes leaner only widths it has, below the desktop sizes`, () => {
      const leanWidths: readonly number[] = "leanWidths" in preset ? preset.leanWidths : [];
      for (const width of leanWidths) {
        expect(preset.widths).toContain(width);
        expect(width).toBeLessThanOrEqual(1000);
      }
    });

    it(`${name}: the largest width is the intrinsic size`, () => {
      expect(preset.widths[preset.widths.length - 1]).toBe(preset.width);
      for (const width of preset.widths) expect(heightAt(preset, width)).toBeGreaterThan(0);
    });
  }

  it("every named layout is drawn in some preset, except the vector wordmarks'", () => {
    const used = new Set<string>(Object.values(layoutsByPreset).flat());
    const vectors = ["showcaseWordmark", "showcaseWordmarkFeature", "brandStrip"];
    expect(Object.keys(imageSizes).filter((name) => !used.has(name))).toEqual(vectors);
  });
});
