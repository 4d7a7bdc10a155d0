/**
 * The pixels behind the stage: the photo at its working size and at half that (the draft drawn
 * while something moves), the paint-out masks at both sizes, and the canvas they are composited
 * into. Repaints are coalesced to one per animation frame, however fast the pointer moves.
 */
import { compositeWalls, type MarkedWall } from "@/lib/visualiser/composite";
import { estimateWallAspect, type Point, type Quad } from "@/lib/visualiser/geometry";
import { createPaintMask, paintStroke, type PaintMask } from "@/lib/visualiser/paint-mask";
import { draftSize } from "@/lib/visualiser/photo-fit";
import { paintOutByColour } from "@/lib/visualiser/wall-colour-mask";
import { captionBarHeight } from "@/lib/visualiser/picture-file";
import type { Raster } from "@/lib/visualiser/raster";
import { drawnTileInches, pickTileLevel, wallPixelsPerInch } from "@/lib/visualiser/tile-levels";
import { quadInPixels, wallProblem } from "@/lib/visualiser/wall-handles";
import type { WallTile } from "@/lib/visualiser/wall-tile";

import { drawScaled, pixelsOf, rasterOf } from "./load-picture";
import type { TileLevels } from "./paper-tiles";

export type Scene = {
  /** Corners as fractions of the photo. */
  walls: readonly Quad[];
  layout: WallTile;
  tile: TileLevels | null;
  wallHeightFeet: number;
  /** 0..1 */
  shading: number;
  showOriginal: boolean;
};

export type Quality = "full" | "draft";

type Layer = {
  photo: Raster;
  out: ImageData;
  mask: PaintMask;
};

export type Caption = {
  text: string;
  font: string;
  background: string;
  foreground: string;
};

export const compositeMeasures = {
  full: "visualiser:composite-full",
  draft: "visualiser:composite-draft",
} as const;

function layerFrom(canvas: HTMLCanvasElement): Layer {
  const photo = rasterOf(pixelsOf(canvas));
  return {
    photo,
    out: new ImageData(photo.width, photo.height),
    mask: createPaintMask(photo.width, photo.height),
  };
}

/** The tile level for the largest wall as drawn in a picture `width` x `height`. */
function tileFor(scene: Scene, tile: TileLevels, walls: readonly MarkedWall[], size: Raster) {
  let drawnPx = 0;
  for (const wall of walls) {
    const heightInches = scene.wallHeightFeet * 12;
    const widthInches = heightInches * estimateWallAspect(wall.quad, size.width, size.height);
    const perInch = wallPixelsPerInch(wall.quad, scene.wallHeightFeet);
    drawnPx = Math.max(
      drawnPx,
      drawnTileInches(scene.layout, { widthInches, heightInches }) * perInch,
    );
  }
  return tile[pickTileLevel(tile, drawnPx)] ?? tile[0];
}

export class PictureEngine {
  private canvas: HTMLCanvasElement | null = null;
  private full: Layer | null = null;
  private draft: Layer | null = null;
  private draftCanvas: HTMLCanvasElement | null = null;
  private frame = 0;
  private pending: { scene: Scene; quality: Quality; after?: (ms: number) => void } | null = null;
  painted = false;

  get size(): { width: number; height: number } | null {
    return this.full ? { width: this.full.photo.width, height: this.full.photo.height } : null;
  }

  attach(canvas: HTMLCanvasElement | null): void {
    this.canvas = canvas;
  }

  /** A new photo: new layers, a clean mask. The bitmap is released. */
  setPhoto(bitmap: ImageBitmap): { width: number; height: number } {
    const { width, height } = bitmap;
    const fullCanvas = drawScaled(bitmap, width, height);
    bitmap.close();
    const small = draftSize(width, height);
    this.full = layerFrom(fullCanvas);
    this.draft = layerFrom(drawScaled(fullCanvas, small.width, small.height));
    this.draftCanvas = document.createElement("canvas");
    this.draftCanvas.width = small.width;
    this.draftCanvas.height = small.height;
    this.painted = false;
    return { width, height };
  }

  /** Paints on the next animation frame; a later request in the same frame replaces it. */
  request(scene: Scene, quality: Quality, after?: (ms: number) => void): void {
    this.pending = { scene, quality, ...(after ? { after } : {}) };
    if (this.frame) return;
    this.frame = requestAnimationFrame(() => {
      this.frame = 0;
      const job = this.pending;
      this.pending = null;
      if (!job) return;
      const ms = this.draw(job.scene, job.quality);
      job.after?.(ms);
    });
  }

  private composite(layer: Layer, scene: Scene): void {
    const { photo, out, mask } = layer;
    if (scene.showOriginal || !scene.tile) {
      out.data.set(photo.data);
      return;
    }
    const walls = scene.walls
      .filter((quad) => wallProblem(quad) === null)
      .map((quad) => ({ quad: quadInPixels(quad, photo.width, photo.height) }));
    const tile = tileFor(scene, scene.tile, walls, photo);
    if (!tile || walls.length === 0) {
      out.data.set(photo.data);
      return;
    }
    compositeWalls({
      photo,
      out: rasterOf(out),
      tile,
      layout: scene.layout,
      walls,
      wallHeightFeet: scene.wallHeightFeet,
      paintedOut: this.painted ? mask.data : null,
      shading: scene.shading,
    });
  }

  /** Composites and paints now; returns the milliseconds it took. */
  draw(scene: Scene, quality: Quality): number {
    const canvas = this.canvas;
    const layer = quality === "draft" ? this.draft : this.full;
    const context = canvas?.getContext("2d");
    if (!canvas || !layer || !context || !this.full) return 0;
    const started = performance.now();
    this.composite(layer, scene);
    if (quality === "draft" && this.draftCanvas) {
      this.draftCanvas.getContext("2d")?.putImageData(layer.out, 0, 0);
      context.imageSmoothingQuality = "low";
      context.drawImage(this.draftCanvas, 0, 0, canvas.width, canvas.height);
    } else {
      context.putImageData(layer.out, 0, 0);
    }
    const ended = performance.now();
    const name = compositeMeasures[quality];
    performance.clearMeasures(name);
    performance.measure(name, { start: started, end: ended });
    return ended - started;
  }

  /** A brush stroke from `from` to `to` (fractions of the photo); radius in working pixels. */
  paint(from: Point, to: Point, radius: number, value: 0 | 255): void {
    if (!this.full || !this.draft) return;
    for (const layer of [this.full, this.draft]) {
      const { width, height } = layer.photo;
      const scale = width / this.full.photo.width;
      paintStroke(
        layer.mask,
        { x: from.x * width, y: from.y * height },
        { x: to.x * width, y: to.y * height },
        Math.max(0.5, radius * scale),
        value,
      );
    }
    if (value === 255) this.painted = true;
  }

  /**
   * Keeps what stands in front of plainly painted walls (a sample room's furniture), found by
   * colour, as if painted out; the draft's mask follows the full one.
   */
  keepByColour(walls: readonly Quad[]): void {
    const full = this.full;
    const draft = this.draft;
    if (!full || !draft) return;
    const { width, height } = full.photo;
    let marked = 0;
    for (const quad of walls) {
      if (wallProblem(quad) !== null) continue;
      marked += paintOutByColour(full.photo, quadInPixels(quad, width, height), full.mask);
    }
    if (marked === 0) return;
    const small = draft.mask;
    for (let y = 0; y < small.height; y += 1) {
      const sourceRow =
        Math.min(height - 1, Math.floor(((y + 0.5) * height) / small.height)) * width;
      for (let x = 0; x < small.width; x += 1) {
        const sourceX = Math.min(width - 1, Math.floor(((x + 0.5) * width) / small.width));
        small.data[y * small.width + x] = full.mask.data[sourceRow + sourceX] ?? 0;
      }
    }
    this.painted = true;
  }

  clearPaint(): void {
    this.full?.mask.data.fill(0);
    this.draft?.mask.data.fill(0);
    this.painted = false;
  }

  /** The papered photo at its working size with a caption bar beneath, as a JPEG. */
  async picture(scene: Scene, caption: Caption): Promise<Blob> {
    const full = this.full;
    if (!full) throw new Error("There is no photo yet.");
    const { width, height } = full.photo;
    const image = new ImageData(width, height);
    this.composite({ ...full, out: image }, { ...scene, showOriginal: false });
    const bar = captionBarHeight(width, height);
    const canvas = document.createElement("canvas");
    canvas.width = width;
    canvas.height = height + bar;
    const context = canvas.getContext("2d");
    if (!context) throw new Error("This browser cannot draw pictures here.");
    context.putImageData(image, 0, 0);
    context.fillStyle = caption.background;
    context.fillRect(0, height, width, bar);
    context.fillStyle = caption.foreground;
    context.font = `500 ${Math.round(bar * 0.46)}px ${caption.font}`;
    context.textBaseline = "middle";
    context.fillText(caption.text, Math.round(bar * 0.5), height + bar / 2, width - bar);
    return new Promise((resolve, reject) => {
      canvas.toBlob(
        (blob) => (blob ? resolve(blob) : reject(new Error("The picture could not be made."))),
        "image/jpeg",
        0.9,
      );
    });
  }

  /** Drops a paint still waiting for its frame. */
  cancel(): void {
    if (this.frame) cancelAnimationFrame(this.frame);
    this.frame = 0;
    this.pending = null;
  }
}
