"use client";

// A Client Component even where a Server Component renders it: the language comes from the
// nearest ClientIntlProvider, which only client code can read.

import Link from "next/link";
import type * as React from "react";

import { useLocale } from "@/i18n/client-intl";
import { localizePath } from "@/lib/i18n/localize-path";

export type LocalizedLinkProps = React.ComponentProps<typeof Link>;

/**
 * A link to a page of the site given by its internal (English) path, e.g. "/contact"; it leads
 * to the page in the language being read ("/es/contacto" on a Spanish page). Works in Server and
 * Client Components alike; files, other sites and the inbox are left as given.
 */
export function LocalizedLink({ href, ...props }: LocalizedLinkProps) {
  const locale = useLocale();
  const localized = typeof href === "string" ? localizePath(href, locale) : href;
  return <Link href={localized} {...props} />;
}
