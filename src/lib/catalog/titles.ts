/**
 * Titles for the style, color and type pages. Route parameters are whatever a visitor typed,
 * so every function here turns any string into a short, readable title.
 */
import { getMaterial, getStyle } from "@/lib/catalog/taxonomy-lookups";

/** Long enough for any real name, short enough that a pasted paragraph cannot become a heading. */
const maxTitleLength = 60;

/** "no-such-style-xyz" → "No Such Style Xyz"; "NAVY" → "Navy". */
export function titleFromSlug(slug: string): string {
  const words = slug
    .split(/[-_\s]+/)
    .filter((word) => word !== "")
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1).toLowerCase());
  return words.join(" ").slice(0, maxTitleLength).trim();
}

/** The matched style + " Wallpaper"; else the title-cased slug; else "Wallpaper Styles". */
export function stylePageTitle(slug?: string): string {
  if (!slug) return "Wallpaper Styles";
  const style = getStyle(slug);
  if (style) return `${style.title} Wallpaper`;
  return titleFromSlug(slug) || "Wallpaper Styles";
}

/** Types are materials; an unknown type is titled like an unknown style. */
export function typePageTitle(slug?: string): string {
  if (!slug) return "Wallpaper Types";
  const material = getMaterial(slug);
  if (material) return `${material.title} Wallpaper`;
  return titleFromSlug(slug) || "Wallpaper Types";
}

/** "teal" → "Teal Wallpaper"; any name renders, known or not. */
export function colorPageTitle(name: string): string {
  const title = titleFromSlug(name);
  return title ? `${title} Wallpaper` : "Wallpaper by Color";
}
