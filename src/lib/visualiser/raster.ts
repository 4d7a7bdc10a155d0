/** RGBA pixels, row by row: the shape of the browser's ImageData, without needing a browser. */
export type Raster = {
  readonly width: number;
  readonly height: number;
  readonly data: Uint8ClampedArray;
};

export function createRaster(width: number, height: number): Raster {
  return { width, height, data: new Uint8ClampedArray(width * height * 4) };
}
