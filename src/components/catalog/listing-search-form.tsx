"use client";

import { useRouter } from "next/navigation";
import type * as React from "react";

/**
 * A listing's GET search form. Without JavaScript the browser submits it; with JavaScript it
 * navigates in place, keeping the scroll position, to the address the browser would have built.
 * A plain form rather than next/form, whose prefetching this form turns off anyway: 1.7 kB less
 * script on every listing.
 */
export function ListingSearchForm({
  action,
  children,
}: {
  action: string;
  children: React.ReactNode;
}) {
  const router = useRouter();
  return (
    <form
      action={action}
      role="search"
      className="relative"
      onSubmit={(event) => {
        event.preventDefault();
        const query = new URLSearchParams();
        for (const [name, value] of new FormData(event.currentTarget)) {
          if (typeof value === "string") query.append(name, value);
        }
        const search = query.toString();
        router.push(search === "" ? action : `${action}?${search}`, { scroll: false });
      }}
    >
      {children}
    </form>
  );
}
