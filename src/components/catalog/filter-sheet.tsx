"use client";

import { SlidersHorizontal } from "lucide-react";
import dynamic from "next/dynamic";
import {
  createContext,
  use,
  useEffect,
  useRef,
  useState,
  type ReactNode,
  type RefObject,
} from "react";

import { buttonVariants } from "@/components/ui/button-variants";
import { filterPanelId } from "@/lib/catalog/listing-anchors";
import { useHydrated } from "@/lib/hooks/use-hydrated";
import { useMediaQuery } from "@/lib/hooks/use-media-query";
import { cx } from "@/lib/utils/cx";

const loadFilterSheetDialog = () => import("./filter-sheet-dialog");
const FilterSheetDialog = dynamic(
  () => loadFilterSheetDialog().then((module) => module.FilterSheetDialog),
  { ssr: false },
);

/** Tailwind's `lg`: from here on the panel is a sidebar beside the cards. */
const sidebarQuery = "(min-width: 64rem)";

type FilterSheetState = {
  open: boolean;
  setOpen: (open: boolean) => void;
  triggerRef: RefObject<HTMLButtonElement | null>;
  /** The filter or view link the visitor last chose (`data-focus-key`), until a new page mounts. */
  chosenRef: RefObject<HTMLElement | null>;
};

const FilterSheetContext = createContext<FilterSheetState | null>(null);

function useFilterSheet(): FilterSheetState {
  const state = use(FilterSheetContext);
  if (!state) throw new Error("Filter sheet parts must be inside <FilterSheetProvider>.");
  return state;
}

/**
 * The listing renders its filter panel once. On wide screens it is the sidebar; on phones it is
 * a slide-in sheet (focus trapped, Escape closes it, focus returns to the trigger) opened from
 * the toolbar, so the trigger and the panel share this state. Without JavaScript the trigger is
 * a link to the panel, which shows while it is the page's target.
 */
export function FilterSheetProvider({ children }: { children: ReactNode }) {
  const outer = use(FilterSheetContext);
  const [open, setOpen] = useState(false);
  const triggerRef = useRef<HTMLButtonElement | null>(null);
  const chosenRef = useRef<HTMLElement | null>(null);
  // A style page's layout holds this state above the page, so it outlives the switch between
  // the pre-rendered page and its per-request twin, which React mounts afresh: the listing's
  // own provider then defers to it.
  if (outer) return children;
  return (
    <FilterSheetContext value={{ open, setOpen, triggerRef, chosenRef }}>
      {/* Events from the sheet's portal bubble here too (React follows the component tree). */}
      <div
        className="contents"
        onClickCapture={(event) => {
          chosenRef.current =
            event.target instanceof Element
              ? event.target.closest<HTMLElement>("[data-focus-key]")
              : null;
        }}
      >
        {children}
      </div>
    </FilterSheetContext>
  );
}

/**
 * Mounted by a navigation that replaced the whole page (a style page moving between its
 * pre-rendered and per-request routes), the link the visitor just chose was replaced too; its
 * successor takes the focus, so a keyboard user stays where they were instead of at the top.
 * Returns whether it moved the focus.
 */
function focusSuccessorOfChosen(chosenRef: RefObject<HTMLElement | null>): boolean {
  const chosen = chosenRef.current;
  const key = chosen?.dataset.focusKey;
  if (!chosen || !key) return false;
  if (chosen.isConnected) {
    chosenRef.current = null;
    return false;
  }
  const successor = [
    ...document.querySelectorAll<HTMLElement>(`[data-focus-key="${CSS.escape(key)}"]`),
  ].find((element) => element.checkVisibility());
  // Not there yet when the sheet holds it: the sheet's portal mounts a render later.
  if (!successor) return false;
  chosenRef.current = null;
  successor.focus();
  return true;
}

// No size variant: the toolbar's trigger is narrower than a medium button.
const triggerClass = cx(buttonVariants({ variant: "outline", size: null }), "px-4 py-2.5");

export function FilterSheetTrigger({
  title,
  activeCount,
  activeLabel,
}: {
  /** "Filter Wallpapers", the sheet's title too. */
  title: string;
  activeCount: number;
  /** What screen readers hear for the badge: "2 active" (the digit alone says little). */
  activeLabel: string;
}) {
  const hydrated = useHydrated();
  const { open, setOpen, triggerRef } = useFilterSheet();
  const content = (
    <>
      <SlidersHorizontal aria-hidden="true" />
      {title}
      {activeCount > 0 ? (
        <span className="inline-grid size-5 place-items-center rounded-full bg-primary text-[0.6875rem] text-primary-foreground tabular-nums">
          <span aria-hidden="true">{activeCount}</span>
          <span className="sr-only"> {activeLabel}</span>
        </span>
      ) : null}
    </>
  );

  if (!hydrated) {
    return (
      <a href={`#${filterPanelId}`} className={triggerClass}>
        {content}
      </a>
    );
  }
  return (
    <button
      ref={triggerRef}
      type="button"
      aria-haspopup="dialog"
      aria-expanded={open}
      // Fetching starts at the touch or focus, a moment before the click asks for the sheet.
      onPointerDown={() => void loadFilterSheetDialog()}
      onFocus={() => void loadFilterSheetDialog()}
      onClick={() => setOpen(true)}
      className={triggerClass}
    >
      {content}
    </button>
  );
}

/**
 * Where the one filter panel lives: the sidebar (and, in the server HTML, the no-JavaScript
 * target) or, on a phone once the page is interactive, the sheet.
 */
export function FilterPanelFrame({
  children,
  title,
  showResultsLabel,
}: {
  children: ReactNode;
  /** "Filter Wallpapers": the sheet's title. */
  title: string;
  /** "Show 12 wallpapers": the sheet's closing button. */
  showResultsLabel: string;
}) {
  const { open, setOpen, triggerRef, chosenRef } = useFilterSheet();
  const sidebar = useMediaQuery(sidebarQuery);
  useEffect(() => void focusSuccessorOfChosen(chosenRef), [chosenRef]);
  // Once loaded, the sheet stays mounted (closed), so reopening it is instant.
  const [requested, setRequested] = useState(false);
  if (open && !requested) setRequested(true);
  // Open already when this page mounted: the page it replaced showed the sheet, so it stays put
  // instead of fading in again. Any later opening animates as usual.
  const [openOnArrival, setOpenOnArrival] = useState(open);
  if (openOnArrival && !open) setOpenOnArrival(false);

  if (sidebar === false) {
    // The sheet's code (the dialog primitives) loads when the visitor first opens it.
    return open || requested ? (
      <FilterSheetDialog
        open={open}
        onOpenChange={setOpen}
        title={title}
        closeLabel={showResultsLabel}
        returnFocusTo={triggerRef}
        instant={openOnArrival}
        onOpenAutoFocus={(event) => {
          if (focusSuccessorOfChosen(chosenRef)) event.preventDefault();
        }}
      >
        {children}
      </FilterSheetDialog>
    ) : null;
  }

  return (
    <aside
      id={filterPanelId}
      aria-labelledby={`${filterPanelId}-heading`}
      className="mb-8 hidden scroll-mt-24 border border-border bg-surface px-5 pt-4 pb-2 target:block lg:mb-0 lg:block lg:border-0 lg:bg-transparent lg:p-0"
    >
      {children}
    </aside>
  );
}
