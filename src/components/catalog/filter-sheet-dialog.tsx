"use client";

import type { ReactNode, RefObject } from "react";

import { buttonVariants } from "@/components/ui/button-variants";
import { Sheet, SheetClose, SheetContent, SheetTitle } from "@/components/ui/sheet";
import { cn } from "@/lib/utils/cn";

/**
 * The filter panel as a slide-in sheet on phones: focus trapped, Escape or the footer button
 * closes it, and focus goes back to the toolbar's trigger, which is not a Radix trigger because
 * it sits elsewhere on the page.
 */
export function FilterSheetDialog({
  open,
  onOpenChange,
  title,
  closeLabel,
  returnFocusTo,
  onOpenAutoFocus,
  instant,
  children,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  /** "Show 12 wallpapers". */
  closeLabel: string;
  returnFocusTo: RefObject<HTMLButtonElement | null>;
  /** Call `preventDefault()` to keep the focus where the handler put it. */
  onOpenAutoFocus?: (event: Event) => void;
  instant: boolean;
  children: ReactNode;
}) {
  return (
    <Sheet open={open} onOpenChange={onOpenChange}>
      <SheetContent
        side="left"
        instant={instant}
        aria-describedby={undefined}
        onOpenAutoFocus={onOpenAutoFocus}
        onCloseAutoFocus={(event) => {
          event.preventDefault();
          returnFocusTo.current?.focus();
        }}
      >
        <div className="flex min-h-16 items-center border-b border-border px-6 pr-16">
          <SheetTitle>{title}</SheetTitle>
        </div>
        {/* The panel's own heading repeats the sheet's title, so it is left out here. */}
        <div className="flex-1 overflow-y-auto overscroll-contain px-6 pb-6 [&_[data-panel-head=bare]]:hidden [&_[data-panel-title]]:hidden">
          {children}
        </div>
        <div className="border-t border-border bg-surface p-4">
          <SheetClose className={cn(buttonVariants({ size: "lg" }), "w-full")}>
            {closeLabel}
          </SheetClose>
        </div>
      </SheetContent>
    </Sheet>
  );
}
