"use client";

import { ChevronDown, SlidersHorizontal } from "lucide-react";
import type * as React from "react";

import { buttonVariants } from "@/components/ui/button";
import { Sheet, SheetClose, SheetContent, SheetTitle, SheetTrigger } from "@/components/ui/sheet";
import { useHydrated } from "@/lib/hooks/use-hydrated";
import { cn } from "@/lib/utils/cn";

const title = "Filter Wallpapers";

const triggerClass = cn(
  buttonVariants({ variant: "outline", size: "md" }),
  "min-h-11 gap-2.5 px-4 [&_svg]:size-4",
);

/**
 * The filter panel on small screens: a slide-in sheet (focus trapped, Escape closes it, focus
 * returns to the trigger). Without JavaScript, and until hydration, the same panel is a native
 * disclosure in the page, so filtering never depends on the script.
 */
export function FilterSheet({
  children,
  activeCount,
  resultCount,
}: {
  children: React.ReactNode;
  activeCount: number;
  resultCount: number;
}) {
  const hydrated = useHydrated();
  const badge =
    activeCount > 0 ? (
      <span className="inline-grid size-5 place-items-center rounded-full bg-primary text-[0.6875rem] text-primary-foreground tabular-nums">
        {activeCount}
        <span className="sr-only"> active</span>
      </span>
    ) : null;

  if (!hydrated) {
    return (
      <details className="group/filters open:basis-full">
        <summary className={cn(triggerClass, "list-none [&::-webkit-details-marker]:hidden")}>
          <SlidersHorizontal aria-hidden="true" />
          {title}
          {badge}
          <ChevronDown
            aria-hidden="true"
            className="transition-transform group-open/filters:rotate-180"
          />
        </summary>
        <div className="mt-4 border border-border bg-surface px-5 pb-2">{children}</div>
      </details>
    );
  }

  return (
    <Sheet>
      <SheetTrigger className={triggerClass}>
        <SlidersHorizontal aria-hidden="true" />
        {title}
        {badge}
      </SheetTrigger>
      <SheetContent side="left" aria-describedby={undefined}>
        <div className="flex min-h-16 items-center border-b border-border px-6 pr-16">
          <SheetTitle>{title}</SheetTitle>
        </div>
        <div className="flex-1 overflow-y-auto overscroll-contain px-6 pb-6">{children}</div>
        <div className="border-t border-border bg-surface p-4">
          <SheetClose className={cn(buttonVariants({ size: "lg" }), "w-full")}>
            {resultCount === 1 ? "Show 1 wallpaper" : `Show ${resultCount} wallpapers`}
          </SheetClose>
        </div>
      </SheetContent>
    </Sheet>
  );
}
