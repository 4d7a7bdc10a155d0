/**
 * What the gallery browser shows and is waiting for, as one value changed by one pure function:
 * the list on screen, the search box, the request in flight, the preview. Every response names the
 * request it answers, so an answer to a request that has since been replaced (an older search, a
 * page of the previous results) is dropped here rather than racing the newer one onto the screen.
 */
import type { GalleryItem, GalleryPageResponse } from "./gallery-item";

/** What the server rendered: the first `page` pages of the search `q`. */
export type GalleryInitial = {
  q: string;
  page: number;
  items: GalleryItem[];
  total: number;
  hasMore: boolean;
};

/** The one request the browser waits for: a new search's first page, or the next page. */
export type GalleryRequest =
  { kind: "search"; q: string; page: 1 } | { kind: "more"; q: string; page: number };

export type GalleryState = GalleryInitial & {
  /** Items from this index on are new and fade in; the server-rendered ones do not. */
  freshFrom: number;
  /** The search box's text, which runs as a search once typing pauses. */
  query: string;
  /** The box changed since the last search ran, so a search waits for typing to pause. */
  searchDue: boolean;
  pending: GalleryRequest | null;
  failed: boolean;
  /**
   * The tile that takes focus once it renders: the first new one, when a keyboard visitor was on
   * "Load more" as the page arrived.
   */
  focusTileId: number | null;
  /**
   * Null until the first preview; then kept, so the dialog can close (and return focus to the
   * tile that opened it) in place.
   */
  preview: { index: number | null; openerId: number } | null;
};

export type GalleryAction =
  | { type: "typed"; query: string }
  /** Runs the search now: the form was sent, typing paused, or (with `query: ""`) it was cleared. */
  | { type: "search"; query?: string }
  | { type: "load-more" }
  | { type: "loaded"; request: GalleryRequest; data: GalleryPageResponse; keepFocus: boolean }
  | { type: "failed"; request: GalleryRequest }
  | { type: "open-preview"; index: number }
  | { type: "close-preview" };

export function initialGalleryState(initial: GalleryInitial): GalleryState {
  return {
    ...initial,
    freshFrom: initial.items.length,
    query: initial.q,
    searchDue: false,
    pending: null,
    failed: false,
    focusTileId: null,
    preview: null,
  };
}

/** Another page exists and nothing is on its way. */
export function canLoadMore(state: GalleryState): boolean {
  return state.hasMore && state.pending === null;
}

export function galleryReducer(state: GalleryState, action: GalleryAction): GalleryState {
  switch (action.type) {
    case "typed":
      return { ...state, query: action.query, searchDue: true };
    case "search": {
      const query = action.query ?? state.query;
      const q = query.trim();
      // Whatever was on its way (an older search, the next page) no longer applies.
      const request: GalleryRequest | null = q === state.q ? null : { kind: "search", q, page: 1 };
      return { ...state, query, searchDue: false, pending: request, failed: false };
    }
    case "load-more":
      if (!canLoadMore(state)) return state;
      return {
        ...state,
        pending: { kind: "more", q: state.q, page: state.page + 1 },
        failed: false,
      };
    case "loaded": {
      if (action.request !== state.pending) return state;
      const { data } = action;
      if (action.request.kind === "search") {
        return {
          ...state,
          q: action.request.q,
          items: data.items,
          total: data.total,
          page: 1,
          hasMore: data.hasMore,
          freshFrom: 0,
          pending: null,
          focusTileId: null,
        };
      }
      return {
        ...state,
        items: [...state.items, ...data.items],
        total: data.total,
        page: data.page,
        hasMore: data.hasMore,
        freshFrom: state.items.length,
        pending: null,
        focusTileId: action.keepFocus ? (data.items[0]?.id ?? null) : null,
      };
    }
    case "failed":
      if (action.request !== state.pending) return state;
      return { ...state, pending: null, failed: true };
    case "open-preview": {
      const item = state.items[action.index];
      if (!item) return state;
      return { ...state, preview: { index: action.index, openerId: item.id } };
    }
    case "close-preview":
      return state.preview ? { ...state, preview: { ...state.preview, index: null } } : state;
  }
}

/** The item the preview shows, or null while it is closed. */
export function previewItem(state: GalleryState): GalleryItem | null {
  const index = state.preview?.index;
  return index === null || index === undefined ? null : (state.items[index] ?? null);
}
