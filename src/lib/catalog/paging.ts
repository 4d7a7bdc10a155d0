/**
 * "Load more" paging: page n shows the first n pages at once, so `?page=3`
 * rendered on the server equals three loads in the browser, and nothing above the fold moves.
 */

/** The gallery shows 12 matches first and adds 12 at a time. */
export const galleryPageSize = 12;
/** /catalog, /samples, /styles and /types show 12 first and add 12 at a time (decision 027). */
export const catalogPageSize = 12;
/** The color page shows 3 results, then links to the full list in /catalog. */
export const colorPageLimit = 3;

export type PageSlice<T> = {
  items: T[];
  total: number;
  shown: number;
  hasMore: boolean;
  /** The `page` of the next "Load more" link, or null at the end. */
  nextPage: number | null;
};

export function pageSlice<T>(items: readonly T[], page: number, pageSize: number): PageSlice<T> {
  const safePage = Number.isFinite(page) ? Math.max(1, Math.floor(page)) : 1;
  const shownItems = items.slice(0, safePage * pageSize);
  const hasMore = shownItems.length < items.length;
  return {
    items: shownItems,
    total: items.length,
    shown: shownItems.length,
    hasMore,
    nextPage: hasMore ? safePage + 1 : null,
  };
}
