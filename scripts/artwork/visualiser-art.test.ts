import { mkdirSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

import sharp from "sharp";
import { afterAll, describe, expect, it } from "vitest";

import type { Product } from "@/content/catalog/product-schema";
import { products } from "@/content/catalog/products";
import { visualiserRooms, visualiserRoomScenes } from "@/content/visualiser-rooms";
import { imageRegistry, wallTileRegistry } from "@/lib/images/registry";
import { generatedImagesPath } from "@/lib/images/urls";
import { wallTileImage, wallTileName } from "@/lib/images/wall-tiles";
import { wallTileFor } from "@/lib/visualiser/wall-tile";

import { generateArtwork } from "./generate";
import { fitGrid } from "./render/wall-tile";

const root = process.cwd();
const temp = mkdtempSync(join(tmpdir(), "visualiser-art-"));
afterAll(() => rmSync(temp, { recursive: true, force: true }));

function product(id: number): Product {
  const found = products.find((p) => p.id === id);
  if (!found) throw new Error(`No product ${id}`);
  return found;
}

type Pixels = { data: Buffer; width: number; height: number };

async function pixelsOf(path: string): Promise<Pixels> {
  const { data, info } = await sharp(path)
    .removeAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  return { data, width: info.width, height: info.height };
}

/**
 * The step from the last column into the first (dropped by `drop` rows, as the next column of a
 * half-drop hangs), over the largest step between neighbouring columns inside the tile: where
 * the tile joins up, the wrap is one more ordinary step (the ratio is under 1); a seam puts
 * unrelated pixels side by side all the way down and stands out above every real edge.
 */
function seamAcross({ data, width, height }: Pixels, drop = 0): number {
  const at = (x: number, y: number, c: number) =>
    data[((((y % height) + height) % height) * width + x) * 3 + c] ?? 0;
  const step = (x: number, next: number, shift: number) => {
    let sum = 0;
    for (let y = 0; y < height; y++) {
      for (let c = 0; c < 3; c++) sum += Math.abs(at(x, y, c) - at(next, y - shift, c));
    }
    return sum / height;
  };
  const inner = Array.from({ length: width - 1 }, (_, x) => step(x, x + 1, 0));
  return step(width - 1, 0, drop) / Math.max(1, ...inner);
}

function transpose({ data, width, height }: Pixels): Pixels {
  const out = Buffer.alloc(data.length);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++)
      data.copy(out, (x * height + y) * 3, (y * width + x) * 3, (y * width + x) * 3 + 3);
  }
  return { data: out, width: height, height: width };
}

const fileOf = (src: string) => src.slice(generatedImagesPath.length + 1);

describe("wall tiles", () => {
  it("give every product a tile in its repeat's proportions, at a URL of its own", () => {
    const sources = new Set<string>();
    for (const p of products) {
      const layout = wallTileFor(p);
      const image = wallTileImage(p);
      sources.add(image.src);
      expect(image.src).toMatch(/^\/images\/generated\/walltile\/walltile-\d+-\d+x\d+\.webp$/);
      // Rounding to whole pixels may change the proportions by at most half a pixel.
      expect(
        Math.abs(image.width / image.height - layout.widthInches / layout.heightInches),
      ).toBeLessThanOrEqual((0.5 / Math.min(image.width, image.height)) * 2);
      if (layout.kind === "mural") {
        expect(image.width).toBe(1200);
      } else {
        expect(Math.max(image.width, image.height)).toBeLessThanOrEqual(1024);
        expect(image.width).toBeLessThanOrEqual(512);
      }
      const entry = wallTileRegistry.get(wallTileName(p.id));
      expect(entry?.file).toBe(fileOf(image.src));
      expect([entry?.width, entry?.height]).toEqual([image.width, image.height]);
    }
    expect(sources.size).toBe(products.length);
  });

  it("fit whole artwork repeats along each stated repeat, an even number down a half-drop", () => {
    const natural = { width: 20, height: 28 };
    const straight = fitGrid(
      { kind: "repeat", widthInches: 27, heightInches: 27, match: "straight" },
      { across: true, down: true },
      natural,
      "classic-damask",
    );
    expect(straight.x).toEqual({ kind: "count", count: 1 });
    expect(straight.y).toEqual({ kind: "count", count: 1 });
    const halfDrop = fitGrid(
      { kind: "repeat", widthInches: 20.5, heightInches: 25.25, match: "half-drop" },
      { across: true, down: true },
      natural,
      "classic-damask",
    );
    expect(halfDrop.y.kind === "count" && halfDrop.y.count % 2).toBe(0);
    // Grass runs a metre and more between joins: an 18 in texture tile cross-fades across.
    const grass = fitGrid(
      { kind: "repeat", widthInches: 18, heightInches: 18, match: "straight" },
      { across: false, down: false },
      { width: 72, height: 9.5 },
      "grasscloth",
    );
    expect(grass.x).toEqual({ kind: "blend" });
    expect(grass.y).toEqual({ kind: "count", count: 2 });
  });

  it("draws a repeat and a mural at their sizes, and the repeat joins up with itself", async () => {
    // A half-drop floral: it must join straight across, top to bottom, and dropped by half.
    // A marble on foil: clouds and brushed grain are noise, which has to repeat too.
    const repeat = product(1007);
    const noisy = product(5004);
    const mural = product(6002);
    expect(wallTileFor(repeat)).toMatchObject({ kind: "repeat", match: "half-drop" });
    expect(wallTileFor(mural).kind).toBe("mural");
    const tiles = [repeat, noisy, mural].map((p) => {
      const entry = wallTileRegistry.get(wallTileName(p.id));
      if (!entry) throw new Error(`No wall tile for ${p.id}`);
      return entry;
    });
    const outDir = join(temp, "tiles");
    const result = await generateArtwork({
      root,
      outDir,
      cacheDir: join(temp, "tiles-cache"),
      photosDir: join(temp, "no-photos"),
      wallTiles: tiles,
      workers: 0,
    });
    expect(result.drawn.sort()).toEqual(tiles.map((t) => t.name).sort());
    expect(Object.keys(result.manifest.slots)).toEqual([]);

    for (const p of [repeat, noisy]) {
      const image = wallTileImage(p);
      const pixels = await pixelsOf(join(outDir, fileOf(image.src)));
      expect([pixels.width, pixels.height]).toEqual([image.width, image.height]);
      expect(result.manifest.wallTiles[wallTileName(p.id)]?.files[0]?.file).toBe(fileOf(image.src));
      expect(seamAcross(pixels), `${p.id} across`).toBeLessThan(1);
      expect(seamAcross(transpose(pixels)), `${p.id} down`).toBeLessThan(1);
      if (wallTileFor(p).match === "half-drop") {
        expect(seamAcross(pixels, Math.round(pixels.height / 2)), `${p.id} dropped`).toBeLessThan(
          1,
        );
      }
    }

    const muralImage = wallTileImage(mural);
    const muralMeta = await sharp(join(outDir, fileOf(muralImage.src))).metadata();
    expect([muralMeta.width, muralMeta.height]).toEqual([1200, 800]);
    expect(muralMeta.format).toBe("webp");
  }, 120_000);

  it("takes the owner's repeat file instead, stretched to the repeat rather than cropped", async () => {
    const photosDir = join(temp, "tile-photos");
    mkdirSync(photosDir);
    // A square file with a red band down its left tenth: stretched to the (taller) tile the band
    // stays; cropped to the tile's proportions it would be cut away.
    const banded = Buffer.from(
      `<svg xmlns="http://www.w3.org/2000/svg" width="300" height="300"><rect width="300" height="300" fill="#1d4ed8"/><rect width="30" height="300" fill="#c8102e"/></svg>`,
    );
    await sharp(banded)
      .png()
      .toFile(join(photosDir, `${wallTileName(1007)}.png`));
    const entry = wallTileRegistry.get(wallTileName(1007));
    if (!entry) throw new Error("No wall tile for 1007");
    const outDir = join(temp, "tile-photo-out");
    const result = await generateArtwork({
      root,
      outDir,
      cacheDir: join(temp, "tile-photo-cache"),
      photosDir,
      wallTiles: [entry],
      workers: 0,
    });
    expect(result.manifest.wallTiles[entry.name]?.source).toBe("photo");
    const pixels = await pixelsOf(join(outDir, entry.file));
    expect([pixels.width, pixels.height]).toEqual([entry.width, entry.height]);
    const red = (x: number) => pixels.data[(10 * pixels.width + x) * 3] ?? 0;
    expect(red(Math.round(pixels.width * 0.04))).toBeGreaterThan(150);
    expect(red(Math.round(pixels.width * 0.2))).toBeLessThan(80);
  }, 60_000);
});

describe("sample rooms", () => {
  it("are registered as 4:3 pictures drawn with a painted wall", () => {
    for (const room of visualiserRooms) {
      const entry = imageRegistry.get(room.slot);
      expect(entry?.preset, room.slot).toBe("sampleRoom");
      expect(entry?.draw.kind).toBe("wall-room");
    }
    expect(visualiserRoomScenes.map((s) => s.slot)).toEqual(visualiserRooms.map((r) => r.slot));
  });

  it("have the wall's paint just inside each published corner and not just outside", async () => {
    const outDir = join(temp, "rooms");
    const entries = visualiserRooms.map((room) => {
      const entry = imageRegistry.get(room.slot);
      if (!entry) throw new Error(`No slot ${room.slot}`);
      return entry;
    });
    await generateArtwork({
      root,
      outDir,
      cacheDir: join(temp, "rooms-cache"),
      photosDir: join(temp, "no-photos"),
      entries,
      workers: 0,
    });
    for (const room of visualiserRooms) {
      const picture = await pixelsOf(join(outDir, "visualiser", `${room.slot}-1600.webp`));
      expect([picture.width, picture.height]).toEqual([1600, 1200]);
      const colourAt = (x: number, y: number) => {
        const cx = Math.min(picture.width - 1, Math.max(0, Math.round(x)));
        const cy = Math.min(picture.height - 1, Math.max(0, Math.round(y)));
        const i = (cy * picture.width + cx) * 3;
        return [picture.data[i] ?? 0, picture.data[i + 1] ?? 0, picture.data[i + 2] ?? 0];
      };
      const distance = (a: number[], b: number[]) =>
        Math.hypot((a[0] ?? 0) - (b[0] ?? 0), (a[1] ?? 0) - (b[1] ?? 0), (a[2] ?? 0) - (b[2] ?? 0));
      for (const [topLeft, topRight, bottomRight, bottomLeft] of room.walls) {
        // Each corner with the direction into the wall.
        const corners = [
          { corner: topLeft, dx: 1, dy: 1 },
          { corner: topRight, dx: -1, dy: 1 },
          { corner: bottomRight, dx: -1, dy: -1 },
          { corner: bottomLeft, dx: 1, dy: -1 },
        ];
        for (const { corner, dx, dy } of corners) {
          const x = corner.x * picture.width;
          const y = corner.y * picture.height;
          // The wall itself, well inside the corner but lit much as the corner is.
          const wall = colourAt(x + dx * 30, y + dy * 30);
          const inside = colourAt(x + dx * 4, y + dy * 4);
          // Outside: past the crown moulding or skirting, and past the side edge where the
          // picture goes on (the right-hand corners are at the picture's own edge).
          const outside = colourAt(corner.x < 1 ? x - dx * 4 : x + dx * 4, y - dy * 4);
          const label = `${room.id} (${corner.x.toFixed(3)}, ${corner.y.toFixed(3)})`;
          expect(distance(inside, wall), `${label} inside`).toBeLessThan(60);
          expect(distance(outside, wall), `${label} outside`).toBeGreaterThan(
            distance(inside, wall) + 20,
          );
        }
      }
    }
  }, 120_000);
});
