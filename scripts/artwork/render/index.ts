/**
 * Draw one slot at the preset's full size: an SVG document, or pixels for pictures composited
 * from layers; wordmarks return their final SVG file. Every picture starts here, so the cache key covers all of this code.
 */
import type { DrawSpec } from "@/lib/images/draw-spec";

import { mapSvg } from "./map";
import { ogSvg } from "./og";
import { portraitSvg } from "./portrait";
import { showroomSvg } from "./showroom";
import { swatchRaw } from "./swatch";
import { wallTileRaw } from "./wall-tile";
import { wordmarkSvg } from "./wordmark";
import type { RawImage } from "../pipeline/encode";
import { roomScene, roomSceneRaw } from "../room/scene";

/** An SVG document, or pixels when the picture was composited from layers. */
export type Drawn = string | RawImage;

export async function drawSlot(draw: DrawSpec, width: number, height: number): Promise<Drawn> {
  switch (draw.kind) {
    case "swatch":
      return swatchRaw(draw.pattern, width, height, "swatch");
    case "detail":
      return swatchRaw(draw.pattern, width, height, "detail");
    case "room":
      return roomSceneRaw(draw.pattern, draw.room, draw.seed, width, height);
    case "wall-room":
      return roomScene(
        { kind: "paint", color: draw.paint, accent: draw.accent },
        draw.room,
        draw.seed,
        width,
        height,
      );
    case "wall-tile":
      return wallTileRaw(draw, width, height);
    case "showroom":
      return showroomSvg(draw.view, width, height);
    case "portrait":
      return portraitSvg(draw, width, height);
    case "wordmark":
      return wordmarkSvg(draw.name, draw.treatment, width, height);
    case "og":
      return ogSvg(draw, width, height);
    case "map":
      return mapSvg(draw.street, draw.crossStreet, width, height);
  }
}
