"use client";

import type * as React from "react";

import { useLocale } from "@/i18n/client-intl";
import { localizePath } from "@/lib/i18n/localize-path";

/**
 * A form posting to a page of the site given by its internal (English) path, in the language being
 * read, as LocalizedLink does for links. Only the form is a Client Component (the language comes
 * from the nearest ClientIntlProvider): what a Server Component puts inside it stays server-rendered.
 */
export function LocalizedForm({
  action,
  ...props
}: Omit<React.ComponentProps<"form">, "action"> & { action: string }) {
  const locale = useLocale();
  return <form action={localizePath(action, locale)} {...props} />;
}
