import { hasLocale } from "next-intl";
import { getRequestConfig } from "next-intl/server";
import { locale as rootLocale } from "next/root-params";

import { site } from "@/content/site";
import { messagesByLocale } from "@/messages/messages";

import { routing } from "./routing";

/**
 * The language comes from the `[locale]` segment of the public pages' root layout, which any
 * Server Component can read (next/root-params) while the pages stay pre-rendered; an explicit
 * `getTranslations({ locale })` wins. The owner's inbox, Server Actions and route handlers have
 * no such segment: they get English unless they name a language.
 */
async function segmentLocale(): Promise<string | undefined> {
  try {
    return await rootLocale();
  } catch {
    return undefined;
  }
}

export default getRequestConfig(async ({ locale: explicit }) => {
  const requested = explicit ?? (await segmentLocale());
  const locale = hasLocale(routing.locales, requested) ? requested : routing.defaultLocale;
  return {
    locale,
    messages: messagesByLocale[locale],
    // Dates and times are the showroom's, wherever the server or the visitor is.
    timeZone: site.timeZone,
  };
});
