import { getLocale } from "next-intl/server";
import type * as React from "react";

import { ClientIntlProvider } from "@/i18n/client-intl";
import { messagesByLocale, shellMessages } from "@/messages/messages";

/**
 * The gallery browser and its preview word themselves in the browser (counts change as pages
 * load), so they need their texts there; only their own two groups of the catalog's texts
 * travel, not the whole area, besides the shell's.
 */
export async function GalleryMessages({ children }: { children: React.ReactNode }) {
  const locale = await getLocale();
  const { galleryBrowser, galleryPreview } = messagesByLocale[locale].catalog;
  return (
    <ClientIntlProvider
      locale={locale}
      messages={{
        ...shellMessages(locale),
        catalog: { galleryBrowser, galleryPreview },
      }}
    >
      {children}
    </ClientIntlProvider>
  );
}
