/**
 * The guides in the page's language. The Spanish guides are twins of the English ones (same
 * slugs, order, heading ids and links; src/content/es/guides), so pages and components ask here
 * by locale rather than importing either language's content.
 */
import { calculatorGuideEntry as spanishCalculatorGuideEntry } from "@/content/es/guides/calculator-guide-entry";
import { glossaryTerms as spanishGlossaryTerms } from "@/content/es/guides/glossary-terms";
import { guideHub as spanishGuideHub } from "@/content/es/guides/guide-hub";
import { guides as spanishGuides } from "@/content/es/guides/guides";
import { calculatorGuideEntry } from "@/content/guides/calculator-guide-entry";
import { glossaryTerms } from "@/content/guides/glossary-terms";
import { guideHub } from "@/content/guides/guide-hub";
import type { GlossaryTerm, Guide, GuideListEntry } from "@/content/guides/guide-schema";
import { guides } from "@/content/guides/guides";
import type { Locale } from "@/i18n/routing";

/** The guide hub page's words: its heading, metadata and the text around the list. */
export type GuideHubText = {
  /** The internal path, the same in both languages. */
  readonly path: string;
  readonly title: string;
  readonly metaTitle: string;
  readonly description: string;
  /** Paragraphs with inline links written as [label](/path). */
  readonly intro: readonly string[];
  readonly listHeading: string;
  readonly closing: string;
};

type GuideContent = {
  guides: readonly Guide[];
  glossaryTerms: readonly GlossaryTerm[];
  hub: GuideHubText;
  calculatorEntry: GuideListEntry;
};

const contentByLocale: Record<Locale, GuideContent> = {
  en: { guides, glossaryTerms, hub: guideHub, calculatorEntry: calculatorGuideEntry },
  es: {
    guides: spanishGuides,
    glossaryTerms: spanishGlossaryTerms,
    hub: spanishGuideHub,
    calculatorEntry: spanishCalculatorGuideEntry,
  },
};

/** The eleven guides in reading order. */
export function localizedGuides(locale: Locale): readonly Guide[] {
  return contentByLocale[locale].guides;
}

export function guideBySlug(slug: string, locale: Locale): Guide | undefined {
  return contentByLocale[locale].guides.find((guide) => guide.slug === slug);
}

/** The glossary's terms in the order of their language. */
export function localizedGlossaryTerms(locale: Locale): readonly GlossaryTerm[] {
  return contentByLocale[locale].glossaryTerms;
}

export function localizedGuideHub(locale: Locale): GuideHubText {
  return contentByLocale[locale].hub;
}

/** The calculator's entry in the guide list. */
export function localizedCalculatorGuideEntry(locale: Locale): GuideListEntry {
  return contentByLocale[locale].calculatorEntry;
}
