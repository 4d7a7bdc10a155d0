"use client";

import { usePathname } from "next/navigation";
import { useSyncExternalStore } from "react";

import { LocalizedLink } from "@/components/ui/localized-link";
import {
  sampleCountSnapshot,
  serverSampleCountSnapshot,
  subscribeToSampleCount,
} from "@/lib/samples/cart-count-store";
import { cx } from "@/lib/utils/cx";

/**
 * The header's link to the cart with its count. The count comes from the cookie after hydration;
 * the server (and a browser without JavaScript) shows the plain link. The pathname makes it read
 * the cookie again after a navigation, e.g. once an order has emptied the cart.
 */
export function HeaderSamplesCountLink({
  label,
  countTexts,
  className,
}: {
  /** "Samples" */
  label: string;
  /** What a screen reader hears after the label, by count: countTexts[3] is "(3)". */
  countTexts: readonly string[];
  className?: string;
}) {
  usePathname();
  const count = useSyncExternalStore(
    subscribeToSampleCount,
    sampleCountSnapshot,
    serverSampleCountSnapshot,
  );
  return (
    <LocalizedLink
      href="/checkout"
      // Checkout depends on the cart cookie, and its built (empty) version would bring the
      // order form's code into every page that shows this link. Fetched on the click instead.
      prefetch={false}
      data-sample-count={count ?? undefined}
      className={cx(
        "inline-flex min-h-11 items-center gap-2 px-2 text-sm font-medium tracking-[0.02em] text-muted-foreground transition-colors hover:text-foreground",
        className,
      )}
    >
      {label}
      {count ? (
        <>
          <span className="sr-only">{` ${countTexts[count] ?? `(${count})`}`}</span>
          <span
            aria-hidden="true"
            className="inline-flex min-w-6 items-center justify-center rounded-full bg-primary px-1.5 py-1 text-xs leading-none font-semibold text-primary-foreground tabular-nums"
          >
            {count}
          </span>
        </>
      ) : null}
    </LocalizedLink>
  );
}
