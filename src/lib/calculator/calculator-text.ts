/**
 * What the calculator writes its words with: the page's language and next-intl's translator for
 * the "calculator" messages. Components pass `useTranslations("calculator")` (or the server's
 * `getTranslations`), so each page carries its own language only and the code holds no words.
 */
import type { createTranslator } from "next-intl";

import type { Locale } from "@/i18n/routing";
import type { Messages } from "@/messages/messages";

export type CalculatorTranslator = ReturnType<typeof createTranslator<Messages, "calculator">>;

export type CalculatorText = { locale: Locale; t: CalculatorTranslator };

/** Numbers are written as in the United States in both languages (es-US: "1,234.5"). */
export function calculatorNumberLocale(locale: Locale): "en-US" | "es-US" {
  return locale === "es" ? "es-US" : "en-US";
}
