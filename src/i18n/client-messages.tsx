import { getLocale } from "next-intl/server";
import type * as React from "react";

import { ClientIntlProvider } from "@/i18n/client-intl";
import { pickMessages, type Namespace } from "@/messages/messages";

/** The areas every page's Client Components may read (the header, menu, toasts, dialogs). */
export const shellNamespaces = ["common"] as const satisfies readonly Namespace[];

/**
 * Gives the Client Components inside it the texts of the named areas, besides the shell's. Only
 * what is named travels to the browser (in the page's RSC payload), so wrap a client leaf as
 * closely as possible and name only what it uses.
 */
export async function ClientMessages({
  namespaces = [],
  children,
}: {
  namespaces?: readonly Namespace[];
  children: React.ReactNode;
}) {
  const locale = await getLocale();
  return (
    <ClientIntlProvider
      locale={locale}
      messages={pickMessages(locale, [...shellNamespaces, ...namespaces])}
    >
      {children}
    </ClientIntlProvider>
  );
}
