import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";

import type { Locale } from "@/i18n/routing";

/** The 404 page's title and description in the language of the address asked for. */
export async function notFoundMetadata(locale: Locale): Promise<Metadata> {
  const t = await getTranslations({ locale, namespace: "common.notFound.meta" });
  return {
    title: t("title"),
    description: t("description"),
    robots: { index: false, follow: true },
  };
}
