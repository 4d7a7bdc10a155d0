/**
 * The language switch and the language suggestion: which address offers the page in the other
 * language, and which language a visitor prefers. Pure functions, so the header (rendered on the
 * server) and the browser agree on every address.
 */
import { isLocale, type Locale } from "@/i18n/routing";
import { shownPagePath } from "@/lib/routing/twin-addresses";

import { localizePath } from "./localize-path";

/** The cookie that remembers a visitor's choice of language (the name next-intl reads). */
export const localeCookieName = "NEXT_LOCALE";
const oneYearInSeconds = 60 * 60 * 24 * 365;

/** Where a dismissed suggestion is remembered; it never leaves the browser. */
export const suggestionDismissedKey = "alcove-language-suggestion-dismissed";

export function otherLocale(locale: Locale): Locale {
  return locale === "es" ? "en" : "es";
}

/** True for "/es" and "/es/…" but not for an English address such as "/estilos". */
function isSpanishAddress(address: string): boolean {
  return address === "/es" || address.startsWith("/es/");
}

/**
 * The same page in `to`, from the pathname being shown (as the visitor sees it, or as rendered
 * internally at /en/… for pre-rendered English pages, a built variant's at its own path). Undefined
 * where the other language has no such page (the inbox, an address no page claims), so no switch
 * leads to a dead end.
 */
export function languageSwitchTarget(pathname: string, to: Locale): string | undefined {
  const path = shownPagePath(pathname);
  if (!isSpanishAddress(localizePath(path, "es"))) return undefined;
  return localizePath(path, to);
}

/** A `document.cookie` assignment that remembers `locale` for a year across the whole site. */
export function localeCookie(locale: Locale, secure: boolean): string {
  return [
    `${localeCookieName}=${locale}`,
    "path=/",
    `max-age=${oneYearInSeconds}`,
    "samesite=lax",
    ...(secure ? ["secure"] : []),
  ].join("; ");
}

/** The remembered choice in a `document.cookie` string, if it names one of the site's languages. */
export function rememberedLocale(cookies: string): Locale | undefined {
  for (const part of cookies.split(";")) {
    const [name, ...value] = part.trim().split("=");
    if (name !== localeCookieName) continue;
    const locale = decodeURIComponent(value.join("="));
    return isLocale(locale) ? locale : undefined;
  }
  return undefined;
}

/**
 * The site's language matching the browser's first preferred language ("es-US" → "es"); only
 * the first counts, since a reader who lists Spanish second reads English pages first.
 */
export function browserLocale(languages: readonly string[]): Locale | undefined {
  const primary = languages[0]?.split("-")[0]?.toLowerCase();
  return isLocale(primary) ? primary : undefined;
}

/**
 * The language to offer on a page, or undefined to stay quiet: a remembered choice wins over the
 * browser's languages, and a dismissed suggestion never comes back.
 */
export function suggestedLocale({
  pageLocale,
  cookies,
  languages,
  dismissed,
}: {
  pageLocale: Locale;
  cookies: string;
  languages: readonly string[];
  dismissed: boolean;
}): Locale | undefined {
  if (dismissed) return undefined;
  const preferred = rememberedLocale(cookies) ?? browserLocale(languages);
  return preferred && preferred !== pageLocale ? preferred : undefined;
}
