"use client";

import { useRouter } from "next/navigation";
import { useEffect, useTransition } from "react";

import { buttonVariants } from "@/components/ui/button-variants";
import { Spinner } from "@/components/ui/spinner";
import { resultAnchor } from "@/lib/catalog/listing-anchors";
import { cx } from "@/lib/utils/cx";

/**
 * The first new wallpaper to focus once the next page is in. Kept outside the component: from a
 * listing's built page, the next page is its per-request twin, which React mounts afresh, so the
 * button that asked is gone by the time the list has grown; the new one finishes the job.
 */
let focusOnArrival: number | null = null;

function focusFirstNew() {
  if (focusOnArrival === null) return;
  const card = document.getElementById(resultAnchor(focusOnArrival));
  focusOnArrival = null;
  card?.querySelector("a")?.focus();
}

/**
 * "Load more" for a listing. It is a plain link to `?page=n+1#wallpaper-<first new>`, which the
 * server renders with all earlier pages and the browser scrolls to the first new card, so it
 * works without JavaScript. With JavaScript the router fetches that
 * page in place and replaces the history entry (the list grows, nothing above it moves), and
 * focus moves to the first new wallpaper so keyboard users continue where the list grew.
 */
export function LoadMore({
  href,
  shown,
  status,
  label,
  loadingLabel,
}: {
  /** Null once everything is shown. */
  href: string | null;
  shown: number;
  /** "Showing 12 of 151 wallpapers", in the page's language (the server words it). */
  status: string;
  /** "Load more". */
  label: string;
  /** "Loading…", while the next page is on its way. */
  loadingLabel: string;
}) {
  const router = useRouter();
  const [pending, startTransition] = useTransition();

  useEffect(() => {
    if (!pending) focusFirstNew();
  }, [pending]);

  return (
    <div className="mt-14 flex flex-col items-center gap-5 border-t border-border pt-10">
      <p role="status" className="text-sm text-muted-foreground">
        {status}
      </p>
      {href ? (
        <a
          href={`${href}#${resultAnchor(shown)}`}
          aria-disabled={pending || undefined}
          onClick={(event) => {
            if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
            event.preventDefault();
            if (pending) return;
            focusOnArrival = shown;
            startTransition(() => router.replace(href, { scroll: false }));
          }}
          className={cx(buttonVariants({ variant: "outline", size: "lg" }), "min-w-56")}
        >
          {pending ? <Spinner size="sm" /> : null}
          {pending ? loadingLabel : label}
        </a>
      ) : null}
    </div>
  );
}
