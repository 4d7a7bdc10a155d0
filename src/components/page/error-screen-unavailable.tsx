"use client";

import { useLocale, useTranslations } from "@/i18n/client-intl";
import { localizePath } from "@/lib/i18n/localize-path";

/**
 * The error screen when its own script could not load either: usually a new deployment replaced
 * the page's scripts, or the connection dropped. Only what the page already has (its shell texts),
 * and a full reload as the way out, which fetches the current scripts.
 */
export function ErrorScreenUnavailable() {
  const locale = useLocale();
  const t = useTranslations("common.errorScreen");
  return (
    <div className="mx-auto flex max-w-3xl flex-col items-start px-5 py-24 sm:px-8 lg:py-32">
      <h1 className="text-3xl sm:text-4xl">{t("heading")}</h1>
      <p className="mt-5 max-w-prose text-muted-foreground">{t("fallback")}</p>
      <div className="mt-10 flex flex-wrap gap-3">
        <button
          type="button"
          onClick={() => window.location.reload()}
          className="btn btn-outline btn-md"
        >
          {t("retry")}
        </button>
        <a href={localizePath("/", locale)} className="btn btn-primary btn-md">
          {t("home")}
        </a>
      </div>
    </div>
  );
}
