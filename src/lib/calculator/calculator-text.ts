/**
 * What the calculator writes its words with: the page's language and a translator for the
 * "calculator" messages. Components pass `useTranslations("calculator")` (src/i18n/client-intl.tsx
 * in the browser, next-intl's or the server's `getTranslations` on the server), so each page
 * carries its own language only and the code holds no words.
 */
import type { MessageKey, Translator } from "@/i18n/client-intl";
import type { Locale } from "@/i18n/routing";

export type CalculatorTranslator = Translator<MessageKey<"calculator">>;

export type CalculatorText = { locale: Locale; t: CalculatorTranslator };

/** Numbers are written as in the United States in both languages (es-US: "1,234.5"). */
export function calculatorNumberLocale(locale: Locale): "en-US" | "es-US" {
  return locale === "es" ? "es-US" : "en-US";
}
