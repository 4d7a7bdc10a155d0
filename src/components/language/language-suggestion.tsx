"use client";

import { X } from "lucide-react";
import { usePathname } from "next/navigation";
import { useState, useSyncExternalStore } from "react";

import { useLocale, useTranslations } from "@/i18n/client-intl";
import type { Locale } from "@/i18n/routing";
import {
  languageSwitchTarget,
  suggestedLocale,
  suggestionDismissedKey,
} from "@/lib/i18n/language-switch";

import { rememberLanguage } from "./language-switch";

const subscribe = () => () => {};

/** Storage can be switched off or full; then the suggestion simply comes back on the next page. */
function readDismissed(): boolean {
  try {
    return window.localStorage.getItem(suggestionDismissedKey) === "1";
  } catch {
    return false;
  }
}

function rememberDismissal() {
  try {
    window.localStorage.setItem(suggestionDismissedKey, "1");
  } catch {
    // Nothing to remember it in: dismissed for this page only.
  }
}

/** The language to offer in this browser, read after hydration (the server cannot know it). */
function useSuggestedLocale(pageLocale: Locale): Locale | undefined {
  return useSyncExternalStore(
    subscribe,
    () =>
      suggestedLocale({
        pageLocale,
        cookies: document.cookie,
        languages: navigator.languages.length > 0 ? navigator.languages : [navigator.language],
        dismissed: readDismissed(),
      }),
    () => undefined,
  );
}

/**
 * One quiet line offering the page in the visitor's language when it is not the page's: never a
 * redirect, since search engines and shared links must land where they point. It floats at the
 * bottom (nothing moves), is written in the language it offers, and once dismissed stays away.
 */
export function LanguageSuggestion() {
  const locale = useLocale();
  const pathname = usePathname() ?? "/";
  const t = useTranslations("common.otherLanguage");
  const to = useSuggestedLocale(locale);
  const [dismissed, setDismissed] = useState(false);
  const target = to ? languageSwitchTarget(pathname, to) : undefined;
  if (!to || !target || dismissed) return null;

  const dismiss = () => {
    rememberDismissal();
    setDismissed(true);
    // The button goes away with the line; the reader carries on from the page's content.
    document.getElementById("main-content")?.focus({ preventScroll: true });
  };

  return (
    <>
      {/*
        Room to scroll the footer's last links above the line. Absolutely placed below a
        zero-height box, it lengthens the page without taking height from it, so on a short page
        the footer does not move up.
      */}
      <div aria-hidden="true" className="relative h-0 shrink-0">
        <div className="absolute inset-x-0 top-0 h-24 bg-inverse" />
      </div>
      <aside
        lang={to}
        aria-label={t("suggestionLabel")}
        className="fixed right-20 bottom-4 left-4 z-40 flex items-center gap-2 border border-border-strong bg-surface py-1 pr-1 pl-4 text-sm text-foreground shadow-[0_10px_30px_-12px_rgb(38_34_30/0.35)] motion-safe:animate-fade-in sm:right-auto sm:max-w-md"
      >
        <p className="py-2">
          {t.rich("suggestion", {
            link: (chunks) => (
              <a
                href={target}
                hrefLang={to}
                className="font-semibold underline underline-offset-4 hover:text-primary"
                onClick={(event) => rememberLanguage(event, to)}
              >
                {chunks}
              </a>
            ),
          })}
        </p>
        <button
          type="button"
          aria-label={t("dismiss")}
          onClick={dismiss}
          className="inline-flex size-11 shrink-0 items-center justify-center text-muted-foreground hover:bg-muted hover:text-foreground"
        >
          <X aria-hidden="true" className="size-4" />
        </button>
      </aside>
    </>
  );
}
