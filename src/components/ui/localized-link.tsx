"use client";

// A Client Component even where a Server Component renders it: the language comes from the
// nearest ClientIntlProvider, which only client code can read.

import Link from "next/link";
import { useState } from "react";
import type * as React from "react";

import { useLocale } from "@/i18n/client-intl";
import { localizePath } from "@/lib/i18n/localize-path";

export type LocalizedLinkProps = React.ComponentProps<typeof Link>;

/**
 * A link to a page of the site given by its internal (English) path, e.g. "/contact"; it leads
 * to the page in the language being read ("/es/contacto" on a Spanish page). Works in Server and
 * Client Components alike; files, other sites and the inbox are left as given.
 *
 * The page it leads to is fetched ahead once the visitor shows they may follow it (the pointer
 * reaches it, a finger lands on it, or it takes focus), not whenever it is on screen: by default
 * Next.js would load, for every link in view, that page's data and its scripts, which the page
 * being read never uses (docs/decisions/022-pages-fetched-ahead-on-intent.md). A `prefetch` the
 * caller gives is kept.
 */
export function LocalizedLink({
  href,
  prefetch,
  onPointerEnter,
  onFocus,
  ...props
}: LocalizedLinkProps) {
  const locale = useLocale();
  const [intent, setIntent] = useState(false);
  const localized = typeof href === "string" ? localizePath(href, locale) : href;
  const onIntent = prefetch === undefined || prefetch === null || prefetch === "auto";
  return (
    <Link
      href={localized}
      // null is Next.js's default fetching ahead, from the moment the visitor shows intent.
      prefetch={onIntent ? (intent ? null : false) : prefetch}
      onPointerEnter={(event) => {
        setIntent(true);
        onPointerEnter?.(event);
      }}
      onFocus={(event) => {
        setIntent(true);
        onFocus?.(event);
      }}
      {...props}
    />
  );
}
