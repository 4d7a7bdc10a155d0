import { getLocale } from "next-intl/server";
import type * as React from "react";

import { ClientIntlProvider } from "@/i18n/client-intl";
import { messagesByLocale, shellMessages, type Messages } from "@/messages/messages";

export type FormsPart = keyof Messages["forms"];

/**
 * Gives a form's Client Components the parts of the `forms` texts they use (their labels and
 * buttons), besides the shell's. The whole area also holds the pages' headings and every
 * validation and e-mail-side text, which the browser never needs: naming parts keeps each page's
 * payload to a few hundred bytes, which matters for the consultation dialog, on every page.
 */
export async function FormMessages({
  parts,
  children,
}: {
  parts: readonly FormsPart[];
  children: React.ReactNode;
}) {
  const locale = await getLocale();
  const forms = messagesByLocale[locale].forms;
  const messages = {
    ...shellMessages(locale),
    forms: Object.fromEntries(parts.map((part) => [part, forms[part]])),
  };
  return (
    <ClientIntlProvider locale={locale} messages={messages}>
      {children}
    </ClientIntlProvider>
  );
}
