/**
 * The visualiser's messages as the tests read them: next-intl's formatter over the real message
 * files, so every sentence is checked in both languages exactly as the pages write it.
 */
import { createTranslator } from "next-intl";

import type { Locale } from "@/i18n/routing";
import { messagesByLocale } from "@/messages/messages";

import type { Translate } from "./texts";

type VisualiserNamespace =
  | "visualiser.meta"
  | "visualiser.facts"
  | "visualiser.summary"
  | "visualiser.handles"
  | "visualiser.picture";

/**
 * Loosely typed on purpose: each builder's own key type checks the keys it asks for, and the
 * fully typed formatter, passed through generic helpers, is more than the compiler will expand.
 */
export function visualiserTexts(locale: Locale, namespace: VisualiserNamespace): Translate<string> {
  const t = createTranslator({ locale, messages: messagesByLocale[locale], namespace });
  return (key, values) => t(key as Parameters<typeof t>[0], values);
}
