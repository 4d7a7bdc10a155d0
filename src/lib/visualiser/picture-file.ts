/**
 * What the downloaded (or sent) picture is called and what its caption says, so a visitor who
 * finds it in their downloads a month later knows which paper it was and where it came from.
 */
import type { Translate } from "./texts";

export type PictureFileKey = "fileName" | "fallbackSlug";

/** "tidewater-pastorale-on-your-wall.jpg", "tidewater-pastorale-en-su-pared.jpg" */
export function pictureFileName(productName: string, t: Translate<PictureFileKey>): string {
  const slug = productName
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "");
  return t("fileName", { slug: slug || t("fallbackSlug") });
}

/** "Tidewater Pastorale · Alcove Wallcoverings": names only, the same in every language. */
export function pictureCaption(productName: string, storeName: string): string {
  return `${productName} · ${storeName}`;
}

/** The caption bar's height for a picture `width` pixels wide: readable, never dominant. */
export function captionBarHeight(width: number, height: number): number {
  return Math.round(Math.max(36, Math.min(96, Math.max(width, height) * 0.035)));
}
