import { getLocale } from "next-intl/server";
import type * as React from "react";

import { ClientIntlProvider } from "@/i18n/client-intl";
import { pickMessages, shellMessages, type Namespace } from "@/messages/messages";

/**
 * Gives the Client Components inside it the texts of the named areas, besides the shell's. Only
 * what is named travels to the browser (in the page's RSC payload), so wrap a client leaf as
 * closely as possible and name only what it uses.
 */
export async function ClientMessages({
  namespaces = [],
  children,
}: {
  namespaces?: readonly Exclude<Namespace, "common">[];
  children: React.ReactNode;
}) {
  const locale = await getLocale();
  return (
    <ClientIntlProvider
      locale={locale}
      messages={{ ...shellMessages(locale), ...pickMessages(locale, namespaces) }}
    >
      {children}
    </ClientIntlProvider>
  );
}
