"use client";

import { useLocale, useTranslations } from "@/i18n/client-intl";
import { describeError } from "@/lib/errors/describe-error";
import { localizePath } from "@/lib/i18n/localize-path";

import { ErrorScreen, englishErrorScreenTexts, type ErrorScreenTexts } from "./error-screen";

type StatusKey =
  | "badRequest"
  | "forbidden"
  | "notFound"
  | "payloadTooLarge"
  | "tooManyRequests"
  | "internalServerError"
  | "serviceUnavailable";

const statusKeys: Record<number, StatusKey> = {
  400: "badRequest",
  403: "forbidden",
  404: "notFound",
  413: "payloadTooLarge",
  429: "tooManyRequests",
  500: "internalServerError",
  503: "serviceUnavailable",
};

/** The status code describeError settled on ("500 Internal Server Error" → 500). */
export function statusCode(status: string): number {
  const code = Number.parseInt(status, 10);
  return Number.isNaN(code) ? 500 : code;
}

/**
 * The error screen in the page's language, inside the site's frame. English keeps its exact
 * wording (the status text and message of the error itself); in Spanish the status is named in
 * Spanish and the text is the Spanish general apology, since an error's own message is English.
 */
export function LocalizedErrorScreen({
  error,
  reset,
}: {
  error: Error & { digest?: string };
  reset: () => void;
}) {
  const locale = useLocale();
  const t = useTranslations("common.errorScreen");
  if (locale === "en") return <ErrorScreen error={error} reset={reset} />;
  const texts: ErrorScreenTexts = {
    ...englishErrorScreenTexts,
    heading: t("heading"),
    reference: (digest) => t("reference", { digest }),
    retry: t("retry"),
    home: t("home"),
    homeHref: localizePath("/", locale),
    describe: (thrown) => {
      const code = statusCode(describeError(thrown).status);
      const key = statusKeys[code];
      return {
        status: `${code} ${key ? t(`status.${key}`) : t("status.other")}`,
        text: t("fallback"),
      };
    },
  };
  return <ErrorScreen error={error} reset={reset} texts={texts} />;
}
