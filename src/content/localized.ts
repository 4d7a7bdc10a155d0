/** The store's facts in the visitor's language: the words differ, the facts are one object. */
import type { Locale } from "@/i18n/routing";

import { site as spanishSite } from "./es/site";
import { site, type Site } from "./site";

export function localizedSite(locale: Locale): Site {
  return locale === "es" ? spanishSite : site;
}
