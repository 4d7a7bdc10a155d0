/**
 * The id of the listing card at `index` (0-based). "Load more" links to it (so the browser
 * scrolls there without JavaScript) and moves focus to it. Its own module, because the client
 * "Load more" must not import the server-side results list.
 */
export function resultAnchor(index: number): string {
  return `wallpaper-${index + 1}`;
}
