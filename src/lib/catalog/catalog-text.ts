/**
 * The catalog's interface texts (src/messages/<locale>/catalog.json) for plain functions: titles,
 * meta descriptions, prices and alt texts are built outside React (in metadata, JSON-LD and the
 * gallery's JSON feed), so they read the messages through a translator of their own rather than
 * next-intl's request-bound hooks. Server-side only: the messages never go to the browser from
 * here.
 */
import { createTranslator } from "next-intl";

import type { Locale } from "@/i18n/routing";
import { messagesByLocale } from "@/messages/messages";

function translatorFor(locale: Locale) {
  return createTranslator({ locale, messages: messagesByLocale[locale], namespace: "catalog" });
}

export type CatalogTranslator = ReturnType<typeof translatorFor>;

const translators: Record<Locale, CatalogTranslator> = {
  en: translatorFor("en"),
  es: translatorFor("es"),
};

export function catalogText(locale: Locale = "en"): CatalogTranslator {
  return translators[locale] ?? translators.en;
}

/**
 * "green and white", "green, blue and white"; in Spanish "verde y blanco", with "e" before an
 * "i" sound as Spanish writes it. English keeps its own list form (no serial comma), which the
 * site has always shown.
 */
export function listWords(words: readonly string[], locale: Locale = "en"): string {
  if (locale === "es") {
    return new Intl.ListFormat("es-US", { style: "long", type: "conjunction" }).format(words);
  }
  if (words.length <= 1) return words.join("");
  return `${words.slice(0, -1).join(", ")} and ${words[words.length - 1]}`;
}
