/**
 * The tool's address beside a product page: `/wallpaper/<id>-<slug>/on-your-wall`. It takes the
 * product page's own address, so browser code (the gallery preview) can link to it without the
 * catalog.
 */
export const onYourWallSegment = "on-your-wall";

export function onYourWallHref(productHref: string, wallHeightFeet?: number): string {
  const path = `${productHref.replace(/\/+$/, "")}/${onYourWallSegment}`;
  return wallHeightFeet === undefined ? path : `${path}?height=${wallHeightFeet}`;
}
