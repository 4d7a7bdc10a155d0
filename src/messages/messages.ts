/**
 * Every interface text of the site in both languages, one JSON file per area and language
 * (src/messages/<locale>/<area>.json). Long content (products, guides, policies) is typed content
 * in src/content and src/content/es instead. A test fails when a key exists in one language only.
 */
import type { Locale } from "@/i18n/routing";

import enCalculator from "./en/calculator.json" with { type: "json" };
import enCatalog from "./en/catalog.json" with { type: "json" };
import enCommon from "./en/common.json" with { type: "json" };
import enForms from "./en/forms.json" with { type: "json" };
import enGuides from "./en/guides.json" with { type: "json" };
import enHome from "./en/home.json" with { type: "json" };
import enProduct from "./en/product.json" with { type: "json" };
import enSamples from "./en/samples.json" with { type: "json" };
import enShowroom from "./en/showroom.json" with { type: "json" };
import enVisualiser from "./en/visualiser.json" with { type: "json" };
import esCalculator from "./es/calculator.json" with { type: "json" };
import esCatalog from "./es/catalog.json" with { type: "json" };
import esCommon from "./es/common.json" with { type: "json" };
import esForms from "./es/forms.json" with { type: "json" };
import esGuides from "./es/guides.json" with { type: "json" };
import esHome from "./es/home.json" with { type: "json" };
import esProduct from "./es/product.json" with { type: "json" };
import esSamples from "./es/samples.json" with { type: "json" };
import esShowroom from "./es/showroom.json" with { type: "json" };
import esVisualiser from "./es/visualiser.json" with { type: "json" };

export const englishMessages = {
  common: enCommon,
  home: enHome,
  catalog: enCatalog,
  product: enProduct,
  guides: enGuides,
  calculator: enCalculator,
  showroom: enShowroom,
  forms: enForms,
  samples: enSamples,
  visualiser: enVisualiser,
};

export type Messages = typeof englishMessages;
export type Namespace = keyof Messages;

const spanishMessages: Messages = {
  common: esCommon,
  home: esHome,
  catalog: esCatalog,
  product: esProduct,
  guides: esGuides,
  calculator: esCalculator,
  showroom: esShowroom,
  forms: esForms,
  samples: esSamples,
  visualiser: esVisualiser,
};

export const messagesByLocale: Record<Locale, Messages> = {
  en: englishMessages,
  es: spanishMessages,
};

/**
 * The groups of `common` that Client Components read: the dialogs' and toasts' close buttons, the
 * menu, the language links and the error screen. The rest of `common` (header, footer,
 * breadcrumb, the 404 page, the legal pages' lines) is rendered on the server and stays there
 * rather than riding in every page's RSC payload.
 */
export const clientCommonGroups = [
  "errorScreen",
  "mobileMenu",
  "otherLanguage",
  "overlay",
] as const satisfies readonly (keyof Messages["common"])[];

type ShellMessages = { common: Pick<Messages["common"], (typeof clientCommonGroups)[number]> };

function pickShell(locale: Locale): ShellMessages {
  const common = messagesByLocale[locale].common;
  const picked = Object.fromEntries(clientCommonGroups.map((group) => [group, common[group]]));
  return { common: picked as ShellMessages["common"] };
}

// One object per language, picked once: a page nests providers (the layout's, a form's, the
// gallery's), and the RSC payload writes a repeated object as a reference to the first.
const shellByLocale: Record<Locale, ShellMessages> = { en: pickShell("en"), es: pickShell("es") };

/** What every page's Client Components may read, whatever else a part of the page adds. */
export function shellMessages(locale: Locale): ShellMessages {
  return shellByLocale[locale];
}

/** Only the areas a part of the page needs, for client components (keeps the RSC payload small). */
export function pickMessages(locale: Locale, namespaces: readonly Namespace[]): Partial<Messages> {
  const all = messagesByLocale[locale];
  return Object.fromEntries(namespaces.map((namespace) => [namespace, all[namespace]]));
}
