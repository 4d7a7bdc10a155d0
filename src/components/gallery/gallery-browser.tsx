"use client";

import { Search, X } from "lucide-react";
import dynamic from "next/dynamic";
import { useEffect, useEffectEvent, useLayoutEffect, useReducer, useRef } from "react";

import { ResponsiveImage } from "@/components/media/responsive-image";
import { Button } from "@/components/ui/button";
import { LinkButton } from "@/components/ui/link-button";
import { LocalizedLink } from "@/components/ui/localized-link";
import { Spinner } from "@/components/ui/spinner";
import { useLocale, useTranslations } from "@/i18n/client-intl";
import type { Locale } from "@/i18n/routing";
import { localizePath } from "@/lib/i18n/localize-path";
import { imageSizes } from "@/lib/images/sizes";
import { cx } from "@/lib/utils/cx";

import {
  canLoadMore,
  galleryReducer,
  initialGalleryState,
  previewItem,
  type GalleryInitial,
  type GalleryRequest,
} from "@/lib/gallery/gallery-browser-state";
import {
  galleryHref,
  galleryItemsUrl,
  galleryPath,
  type GalleryPageResponse,
} from "@/lib/gallery/gallery-item";

const loadPreview = () => import("./gallery-preview").then((module) => module.GalleryPreview);

/** The preview's dialog code (most of this screen's script) loads when a picture is first chosen. */
const GalleryPreview = dynamic(loadPreview, { ssr: false });

/** More load within this distance of the bottom, so the next page is there before the end is. */
const scrollTriggerPx = 1000;
/** The spinner shows at least this long, so a fast page does not just flicker it. */
const spinnerDelayMs = 500;
/** Typing pauses this long before the search runs, so each keystroke is not a request. */
const searchDebounceMs = 250;

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function fetchPage(
  request: GalleryRequest,
  locale: Locale,
  signal: AbortSignal,
): Promise<GalleryPageResponse> {
  const { q, page } = request;
  // The feed of the page's language, so appended tiles read as the first ones do.
  const response = await fetch(galleryItemsUrl(q, page, locale), {
    headers: { Accept: "application/json" },
    signal,
  });
  if (!response.ok) throw new Error(`Gallery page ${page} answered ${response.status}.`);
  return (await response.json()) as GalleryPageResponse;
}

/**
 * The gallery's search, grid, infinite scroll and preview. The server renders the first 12n
 * matches (`?page=n`) with a plain GET search form and a "Load more" link, so all of it works
 * without JavaScript; here the same controls append pages in place and keep the URL current.
 */
export function GalleryBrowser({ initial }: { initial: GalleryInitial }) {
  const locale = useLocale();
  const t = useTranslations("catalog.galleryBrowser");
  const [state, dispatch] = useReducer(galleryReducer, initial, initialGalleryState);
  const { pending, query } = state;
  const loading = pending?.kind === "more";
  const searching = pending?.kind === "search";

  const tiles = useRef(new Map<number, HTMLButtonElement>());
  const loadMoreLink = useRef<HTMLAnchorElement>(null);

  // One request at a time, aborted when the reducer replaces or drops it; its answer names the
  // request, so the reducer can tell a current answer from a stale one.
  useEffect(() => {
    if (pending === null) return;
    const controller = new AbortController();
    void (async () => {
      try {
        const [data] = await Promise.all([
          fetchPage(pending, locale, controller.signal),
          pending.kind === "more" ? wait(spinnerDelayMs) : null,
        ]);
        if (controller.signal.aborted) return;
        // A keyboard visitor on "Load more" continues at the first new wallpaper, whether the
        // click or the scroll that focusing the link caused started the load.
        const keepFocus =
          pending.kind === "more" && document.activeElement === loadMoreLink.current;
        dispatch({ type: "loaded", request: pending, data, keepFocus });
        window.history.replaceState(
          null,
          "",
          localizePath(
            pending.kind === "more" ? galleryHref(pending.q, data.page) : galleryHref(pending.q),
            locale,
          ),
        );
      } catch {
        if (!controller.signal.aborted) dispatch({ type: "failed", request: pending });
      }
    })();
    return () => controller.abort();
  }, [pending, locale]);

  // Typing pauses this long before the search runs; each change or an earlier search resets it.
  useEffect(() => {
    if (!state.searchDue) return;
    const timer = setTimeout(() => dispatch({ type: "search" }), searchDebounceMs);
    return () => clearTimeout(timer);
  }, [state.searchDue, query]);

  useLayoutEffect(() => {
    if (state.focusTileId !== null) tiles.current.get(state.focusTileId)?.focus();
  }, [state.focusTileId]);

  const onScroll = useEffectEvent(() => {
    const root = document.documentElement;
    const fromBottom = root.scrollHeight - (window.scrollY + window.innerHeight);
    if (fromBottom <= scrollTriggerPx && canLoadMore(state)) dispatch({ type: "load-more" });
  });

  useEffect(() => {
    const listener = () => onScroll();
    window.addEventListener("scroll", listener, { passive: true });
    // A visitor who scrolled down before the script arrived is already near the bottom.
    listener();
    return () => window.removeEventListener("scroll", listener);
  }, []);

  const atEnd = !state.hasMore && state.total > 0;

  return (
    <div>
      <form
        role="search"
        action={localizePath(galleryPath, locale)}
        method="get"
        className="mx-auto flex max-w-2xl items-end gap-2"
        onSubmit={(event) => {
          event.preventDefault();
          dispatch({ type: "search" });
        }}
      >
        <div className="min-w-0 flex-1">
          <label htmlFor="gallery-search" className="eyebrow">
            {t("searchLabel")}
          </label>
          <div className="relative mt-2">
            <Search
              aria-hidden="true"
              className="pointer-events-none absolute top-1/2 left-3.5 size-4 -translate-y-1/2 text-muted-foreground"
            />
            <input
              id="gallery-search"
              name="q"
              type="search"
              value={query}
              maxLength={100}
              autoComplete="off"
              placeholder={t("placeholder")}
              className={cx(
                "field-control",
                "pr-11 pl-10 [&::-webkit-search-cancel-button]:hidden",
              )}
              onChange={(event) => {
                dispatch({ type: "typed", query: event.target.value });
              }}
            />
            {query !== "" ? (
              <LocalizedLink
                href={galleryPath}
                scroll={false}
                aria-label={t("clear")}
                className="absolute top-1/2 right-0.5 inline-flex size-11 -translate-y-1/2 items-center justify-center text-muted-foreground hover:text-foreground"
                onClick={(event) => {
                  event.preventDefault();
                  dispatch({ type: "search", query: "" });
                  document.getElementById("gallery-search")?.focus();
                }}
              >
                <X aria-hidden="true" className="size-4" />
              </LocalizedLink>
            ) : null}
          </div>
        </div>
        <Button type="submit" variant="outline" className="min-h-12">
          {t("submit")}
        </Button>
      </form>

      <p
        aria-live="polite"
        className={cx(
          "mt-8 text-center text-sm text-muted-foreground transition-opacity",
          searching && "opacity-60",
        )}
      >
        {state.total === 0
          ? ""
          : state.q === ""
            ? t("count", { shown: state.items.length, total: state.total })
            : t("countMatching", { shown: state.items.length, total: state.total, q: state.q })}
      </p>

      {state.total === 0 ? (
        <div className="mx-auto mt-10 max-w-prose border-y border-border py-12 text-center">
          <h2 className="text-3xl">{t("nothingMatches", { q: state.q })}</h2>
          <p className="mt-3 text-muted-foreground">{t("tryAnother")}</p>
          <LinkButton href={galleryPath} variant="outline" className="mt-6" scroll={false}>
            {t("showAll")}
          </LinkButton>
        </div>
      ) : (
        <ul
          aria-busy={searching || undefined}
          className={cx(
            "mt-6 grid grid-cols-2 gap-x-3 gap-y-8 transition-opacity sm:gap-x-5 lg:grid-cols-4 lg:gap-x-6 lg:gap-y-12",
            searching && "opacity-60",
          )}
        >
          {state.items.map((item, index) => (
            <li
              key={item.id}
              className={cx(index >= state.freshFrom && "motion-safe:animate-fade-in")}
            >
              <button
                type="button"
                aria-haspopup="dialog"
                onPointerEnter={() => void loadPreview()}
                onFocus={() => void loadPreview()}
                // The name holds the tile's visible words in their order (name, then house; the
                // space between the two lines keeps them apart), so a voice-control user can say
                // what they see to press it.
                aria-label={t("tile", { name: item.name, brand: item.brand })}
                ref={(node) => {
                  if (node) tiles.current.set(item.id, node);
                  else tiles.current.delete(item.id);
                }}
                onClick={() => dispatch({ type: "open-preview", index })}
                className="group block w-full cursor-zoom-in text-left"
              >
                <span className="relative block aspect-[4/5] overflow-hidden bg-muted">
                  <ResponsiveImage
                    slot={item.slot}
                    alt={item.alt}
                    sizes={imageSizes.quarterGrid}
                    // Below the first screen on a phone and a laptop alike (the wordmarks and the
                    // search come first): fetched early, they would only slow the first paint.
                    // The first row keeps its blurred preview for taller screens.
                    loading="lazy"
                    placeholder={index < 4 ? "blur" : "tone"}
                    className="absolute inset-0 size-full object-cover transition-transform duration-500 ease-(--ease-calm) motion-safe:group-hover:scale-[1.03]"
                  />
                </span>
                <span className="mt-3 line-clamp-2 font-display text-lg leading-snug text-balance text-foreground sm:text-xl">
                  {item.name}
                </span>{" "}
                <span className="mt-0.5 block truncate text-xs tracking-[0.08em] text-muted-foreground uppercase">
                  {item.brand}
                </span>
              </button>
            </li>
          ))}
        </ul>
      )}

      <div className="mt-10 flex flex-col items-center gap-4 text-center">
        {/* Always present, so the spinner's words are announced when they appear. */}
        <p role="status" className="flex min-h-6 items-center gap-3 text-sm text-muted-foreground">
          {loading ? (
            <>
              <Spinner />
              {t("loadingMore")}
            </>
          ) : null}
        </p>
        {state.hasMore ? (
          <LinkButton
            ref={loadMoreLink}
            href={galleryHref(state.q, state.page + 1)}
            scroll={false}
            variant="outline"
            aria-disabled={loading || undefined}
            onClick={(event) => {
              event.preventDefault();
              dispatch({ type: "load-more" });
            }}
          >
            {t("loadMore")}
          </LinkButton>
        ) : null}
        {state.failed ? (
          <p role="alert" className="text-sm text-destructive">
            {t("failed")}
          </p>
        ) : null}
        {atEnd ? (
          <p className="font-display-italic text-xl text-muted-foreground italic">
            {t("end", { total: state.total })}
          </p>
        ) : null}
      </div>

      {state.preview ? (
        <GalleryPreview
          item={previewItem(state)}
          onClose={() => dispatch({ type: "close-preview" })}
          returnFocusTo={() =>
            state.preview ? (tiles.current.get(state.preview.openerId) ?? null) : null
          }
        />
      ) : null}
    </div>
  );
}
