import { describe, expect, it } from "vitest";

import {
  canLoadMore,
  galleryReducer,
  initialGalleryState,
  previewItem,
  type GalleryState,
} from "./gallery-browser-state";
import type { GalleryItem, GalleryPageResponse } from "./gallery-item";

function item(id: number): GalleryItem {
  return {
    id,
    name: `Paper ${id}`,
    brand: "Thibaut",
    style: "Damask",
    href: `/wallpaper/${id}-paper`,
    slot: `product-${id}-room`,
    alt: `Paper ${id} wallpaper`,
  };
}

const items = (from: number, count: number) =>
  Array.from({ length: count }, (_, i) => item(from + i));

function response(page: number, list: GalleryItem[], total: number): GalleryPageResponse {
  return { items: list, total, page, hasMore: page * 12 < total };
}

/** The first page of everything, as the server renders it. */
function start(): GalleryState {
  return initialGalleryState({ q: "", page: 1, items: items(1, 12), total: 30, hasMore: true });
}

describe("gallery browser state", () => {
  it("starts from the server's render, with nothing fading in or on its way", () => {
    const state = start();
    expect(state.freshFrom).toBe(12);
    expect(state.query).toBe("");
    expect(state.pending).toBeNull();
    expect(state.preview).toBeNull();
    expect(canLoadMore(state)).toBe(true);
  });

  it("asks for the next page once, appends it and fades in only the new items", () => {
    const asked = galleryReducer(start(), { type: "load-more" });
    expect(asked.pending).toEqual({ kind: "more", q: "", page: 2 });
    expect(canLoadMore(asked)).toBe(false);
    expect(galleryReducer(asked, { type: "load-more" })).toBe(asked);

    const request = asked.pending!;
    const loaded = galleryReducer(asked, {
      type: "loaded",
      request,
      data: response(2, items(13, 12), 30),
      keepFocus: false,
    });
    expect(loaded.items.map((i) => i.id)).toEqual(items(1, 24).map((i) => i.id));
    expect(loaded).toMatchObject({ page: 2, hasMore: true, freshFrom: 12, pending: null });
    expect(loaded.focusTileId).toBeNull();
  });

  it("moves focus to the first new tile when the visitor was on Load more", () => {
    const asked = galleryReducer(start(), { type: "load-more" });
    const loaded = galleryReducer(asked, {
      type: "loaded",
      request: asked.pending!,
      data: response(2, items(13, 12), 30),
      keepFocus: true,
    });
    expect(loaded.focusTileId).toBe(13);
  });

  it("stops at the last page", () => {
    const last = initialGalleryState({
      q: "",
      page: 3,
      items: items(1, 30),
      total: 30,
      hasMore: false,
    });
    expect(canLoadMore(last)).toBe(false);
    expect(galleryReducer(last, { type: "load-more" })).toBe(last);
  });

  it("waits for typing to pause, then searches the trimmed text from page 1", () => {
    const typed = galleryReducer(start(), { type: "typed", query: " damask " });
    expect(typed).toMatchObject({ query: " damask ", searchDue: true, pending: null });

    const searching = galleryReducer(typed, { type: "search" });
    expect(searching.searchDue).toBe(false);
    expect(searching.pending).toEqual({ kind: "search", q: "damask", page: 1 });

    const found = galleryReducer(searching, {
      type: "loaded",
      request: searching.pending!,
      data: response(1, items(101, 5), 5),
      keepFocus: false,
    });
    expect(found).toMatchObject({ q: "damask", page: 1, total: 5, hasMore: false, freshFrom: 0 });
    expect(found.items.map((i) => i.id)).toEqual([101, 102, 103, 104, 105]);
  });

  it("drops the page on its way when a search starts, and its late answer with it", () => {
    const asked = galleryReducer(start(), { type: "load-more" });
    const stalePage = asked.pending!;
    const searching = galleryReducer(asked, { type: "search", query: "floral" });
    expect(searching.pending).toEqual({ kind: "search", q: "floral", page: 1 });

    const late = galleryReducer(searching, {
      type: "loaded",
      request: stalePage,
      data: response(2, items(13, 12), 30),
      keepFocus: true,
    });
    expect(late).toBe(searching);
    expect(galleryReducer(searching, { type: "failed", request: stalePage })).toBe(searching);
  });

  it("keeps only the latest search's answer", () => {
    const first = galleryReducer(start(), { type: "search", query: "flo" });
    const older = first.pending!;
    const second = galleryReducer(first, { type: "search", query: "floral" });
    const stale = galleryReducer(second, {
      type: "loaded",
      request: older,
      data: response(1, items(200, 12), 40),
      keepFocus: false,
    });
    expect(stale).toBe(second);
  });

  it("cancels whatever was on its way when the search is back to what is shown", () => {
    const typed = galleryReducer(start(), { type: "typed", query: "x" });
    const searching = galleryReducer(typed, { type: "search" });
    const cleared = galleryReducer(searching, { type: "search", query: "" });
    expect(cleared).toMatchObject({ query: "", pending: null, failed: false, searchDue: false });

    const asked = galleryReducer(start(), { type: "load-more" });
    expect(galleryReducer(asked, { type: "search" }).pending).toBeNull();
  });

  it("reports a failed request and lets the visitor try again", () => {
    const asked = galleryReducer(start(), { type: "load-more" });
    const failed = galleryReducer(asked, { type: "failed", request: asked.pending! });
    expect(failed).toMatchObject({ failed: true, pending: null });
    const again = galleryReducer(failed, { type: "load-more" });
    expect(again).toMatchObject({ failed: false, pending: { kind: "more", page: 2 } });
  });

  it("opens the preview on a tile and remembers that tile after it closes", () => {
    const state = start();
    expect(previewItem(state)).toBeNull();
    const open = galleryReducer(state, { type: "open-preview", index: 2 });
    expect(open.preview).toEqual({ index: 2, openerId: 3 });
    expect(previewItem(open)?.id).toBe(3);

    const closed = galleryReducer(open, { type: "close-preview" });
    expect(closed.preview).toEqual({ index: null, openerId: 3 });
    expect(previewItem(closed)).toBeNull();
  });
});
