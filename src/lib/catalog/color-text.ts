/**
 * Heading and introduction of each color page (/color/<name>): the custom text where the owner
 * wrote one, otherwise the template, so any name typed into the URL still reads well. Spanish
 * pages have their own custom texts (src/content/es/catalog/color-texts.ts) and template.
 */
import { customColorTexts, type ColorText } from "@/content/catalog/color-texts";
import { customColorTexts as spanishColorTexts } from "@/content/es/catalog/color-texts";
import type { Locale } from "@/i18n/routing";
import { catalogText } from "@/lib/catalog/catalog-text";
import { colorName } from "@/lib/catalog/titles";

const customTexts: Record<Locale, Readonly<Record<string, ColorText>>> = {
  en: customColorTexts,
  es: spanishColorTexts,
};

/** The template; it reads well with any title-cased word, known color or not. */
export function genericColorText(name: string, locale: Locale = "en"): ColorText {
  const t = catalogText(locale);
  const words = colorName(name, locale) || t("colorPage.generic.fallbackName");
  return {
    title: t("colorPage.generic.title", { name: words }),
    description: t("colorPage.generic.description", { name: words }),
  };
}

/** The heading and introduction for a color page; `name` is the route parameter, in any case. */
export function colorText(name: string, locale: Locale = "en"): ColorText & { custom: boolean } {
  const key = name.trim().toLowerCase();
  const texts = customTexts[locale] ?? customTexts.en;
  const custom = Object.hasOwn(texts, key) ? texts[key] : undefined;
  if (custom) return { ...custom, custom: true };
  return { ...genericColorText(name, locale), custom: false };
}
