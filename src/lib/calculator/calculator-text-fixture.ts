/**
 * The calculator's words in either language for unit tests and server code that runs outside a
 * request. It reads every message file, so it must never be imported by a Client Component.
 */
import { createTranslator } from "next-intl";

import type { Locale } from "@/i18n/routing";
import { messagesByLocale } from "@/messages/messages";

import type { CalculatorText } from "./calculator-text";

export function calculatorTextFor(locale: Locale): CalculatorText {
  return {
    locale,
    t: createTranslator({ locale, messages: messagesByLocale[locale], namespace: "calculator" }),
  };
}
