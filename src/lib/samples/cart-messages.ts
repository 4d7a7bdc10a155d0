/**
 * What the visitor is told after adding or removing a sample: the toast with JavaScript, the
 * notice at the top of /checkout without it. Pure, so both read the same words, in the language
 * of the page the visitor pressed the button on. Only servers call this (the actions and the
 * checkout page), so the message files never travel to the browser from here.
 */
import { createTranslator } from "next-intl";

import type { Locale } from "@/i18n/routing";
import type { FormToast } from "@/lib/forms/form-state";
import { localizePath } from "@/lib/i18n/localize-path";
import { messagesByLocale } from "@/messages/messages";

import { maxSamples, type AddResult } from "./cart";

export type CartNotice = AddResult | "removed" | "unavailable";

export const cartNotices: readonly CartNotice[] = [
  "added",
  "already",
  "full",
  "removed",
  "unavailable",
];

export function isCartNotice(value: unknown): value is CartNotice {
  return typeof value === "string" && (cartNotices as readonly string[]).includes(value);
}

function noticeTexts(locale: Locale) {
  return createTranslator({
    locale,
    messages: messagesByLocale[locale],
    namespace: "samples.cartNotices",
  });
}

export function cartNoticeToast(
  notice: CartNotice,
  productName?: string,
  locale: Locale = "en",
): FormToast {
  const t = noticeTexts(locale);
  const name = productName ?? t("fallbackName");
  switch (notice) {
    case "added":
      return {
        title: t("added.title"),
        description: t("added.description", { name }),
        tone: "success",
      };
    case "already":
      return {
        title: t("already.title"),
        description: t("already.description", { name }),
        tone: "success",
      };
    case "full":
      return {
        title: t("full.title", { max: maxSamples }),
        description: t("full.description", { max: maxSamples }),
        tone: "destructive",
      };
    case "removed":
      return {
        title: t("removed.title"),
        description: t("removed.description", { name }),
        tone: "success",
      };
    case "unavailable":
      return {
        title: t("unavailable.title"),
        description: t("unavailable.description"),
        tone: "destructive",
      };
  }
}

/** The notice on /checkout when the cookie held a wallpaper the catalog no longer has. */
export function droppedSampleNotice(locale: Locale = "en"): FormToast {
  const t = noticeTexts(locale);
  return { title: t("dropped.title"), description: t("dropped.description"), tone: "destructive" };
}

/** What the in-place actions return to the button that called them. */
export type CartActionResult = { notice: CartNotice; toast: FormToast; count: number };

/**
 * Where a post without JavaScript lands: the cart, with the notice written on the page, in the
 * language of the page the form was posted from.
 */
export function checkoutNoticeHref(
  notice: CartNotice,
  productId?: number,
  locale: Locale = "en",
): string {
  const params = new URLSearchParams({ notice });
  if (productId !== undefined) params.set("product", String(productId));
  return localizePath(`/checkout?${params.toString()}`, locale);
}
