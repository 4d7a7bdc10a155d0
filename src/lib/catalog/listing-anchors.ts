/**
 * Element ids a listing page links to, in plain modules so that server components and the client
 * leaves (the filter sheet, "Load more") share the values themselves without importing each other.
 */

/**
 * The filter panel's id: the fragment the no-JavaScript "Filter Wallpapers" link jumps to (the
 * panel shows on phones while it is the page's target) and the prefix of its group ids.
 */
export const filterPanelId = "filters";

/**
 * The id of the listing card at `index` (0-based). "Load more" links to it (so the browser
 * scrolls there without JavaScript) and moves focus to it.
 */
export function resultAnchor(index: number): string {
  return `wallpaper-${index + 1}`;
}
