"use client";

import { usePathname } from "next/navigation";
import type * as React from "react";

import { useLocale, useTranslations } from "@/i18n/client-intl";
import { languageSwitchTarget, localeCookie, otherLocale } from "@/lib/i18n/language-switch";
import type { Locale } from "@/i18n/routing";

/** Remembers the choice, and carries the page's query and fragment over to the other language. */
export function rememberLanguage(event: React.MouseEvent<HTMLAnchorElement>, locale: Locale) {
  document.cookie = localeCookie(locale, window.location.protocol === "https:");
  const link = event.currentTarget;
  const url = new URL(link.href, window.location.href);
  url.search = window.location.search;
  url.hash = window.location.hash;
  link.href = url.href;
}

/**
 * A link to the page being read in the other language, named in that language ("Español" on
 * English pages). A real link rendered on the server, so it works without JavaScript; a click
 * also remembers the choice for the language suggestion. A full page load on purpose: the whole
 * document (its `lang`, its texts) changes language.
 */
export function LanguageSwitch({
  className,
  listItem = false,
}: {
  className?: string;
  /** Wraps the link in an `li`, for a list of links where the switch may have no place. */
  listItem?: boolean;
}) {
  const locale = useLocale();
  const to = otherLocale(locale);
  const pathname = usePathname() ?? "/";
  const t = useTranslations("common.otherLanguage");
  const target = languageSwitchTarget(pathname, to);
  if (!target) return null;
  const link = (
    <a
      href={target}
      hrefLang={to}
      lang={to}
      aria-label={t("switchLabel")}
      className={className}
      onClick={(event) => rememberLanguage(event, to)}
      onAuxClick={(event) => {
        // The middle button opens the page in a new tab; the right one only opens a menu.
        if (event.button === 1) rememberLanguage(event, to);
      }}
    >
      {t("name")}
    </a>
  );
  return listItem ? <li>{link}</li> : link;
}
