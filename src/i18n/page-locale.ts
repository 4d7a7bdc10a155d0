import { notFound } from "next/navigation";

import { isLocale, type Locale } from "./routing";

/**
 * The language of the page being rendered, from its `[locale]` segment, for code that takes the
 * language as an argument (metadata, accessors, `localizePath`). next-intl reads the same segment
 * itself (src/i18n/request.ts). An invalid segment is a 404.
 */
export async function pageLocale(params: Promise<{ locale: string }>): Promise<Locale> {
  const { locale } = await params;
  if (!isLocale(locale)) notFound();
  return locale;
}
