import { calculatorFollows, calculatorPath } from "@/content/guides/calculator-guide-entry";
import { type GuideListEntry } from "@/content/guides/guide-schema";
import type { Locale } from "@/i18n/routing";

import { guidePath } from "./guide-path";
import { localizedCalculatorGuideEntry, localizedGuides } from "./localized-guides";

function buildGuideList(locale: Locale): GuideListEntry[] {
  const calculatorEntry = localizedCalculatorGuideEntry(locale);
  return localizedGuides(locale).flatMap((guide) => {
    const entry = { path: guidePath(guide.slug), title: guide.title, summary: guide.summary };
    return guide.slug === calculatorFollows ? [entry, calculatorEntry] : [entry];
  });
}

const guideLists: Record<Locale, readonly GuideListEntry[]> = {
  en: buildGuideList("en"),
  es: buildGuideList("es"),
};

/** Every entry of the site-wide guide list, calculator included, in order, in `locale`. */
export function localizedGuideList(locale: Locale): readonly GuideListEntry[] {
  return guideLists[locale];
}

/** Every entry of the site-wide guide list, calculator included, in order. */
export const guideList: readonly GuideListEntry[] = guideLists.en;

/** The mobile drawer shows only the first five: color, pattern, border, calculator, type. */
export const drawerGuideLinks: readonly GuideListEntry[] = guideList.slice(0, 5);

export type GuideNeighbour = { path: string; title: string };
export type GuideNeighbours = { previous?: GuideNeighbour; next?: GuideNeighbour };

function neighbour(entry: GuideListEntry | undefined): GuideNeighbour | undefined {
  return entry ? { path: entry.path, title: entry.title } : undefined;
}

function neighboursAt(list: readonly GuideListEntry[], index: number): GuideNeighbours {
  if (index === -1) return {};
  const previous = neighbour(list[index - 1]);
  const next = neighbour(list[index + 1]);
  return { ...(previous && { previous }), ...(next && { next }) };
}

/**
 * Guide pages step through the list with the calculator skipped: it is not a guide page. The
 * paths are internal ones; the titles are in `locale`.
 */
export function guideNeighbours(slug: string, locale: Locale = "en"): GuideNeighbours {
  const pages = guideLists[locale].filter((entry) => entry.path !== calculatorPath);
  return neighboursAt(
    pages,
    pages.findIndex((entry) => entry.path === `/how-to/${slug}`),
  );
}

/** The calculator page's own Previous and Next: the border guide and the type guide. */
export function localizedCalculatorNeighbours(locale: Locale): GuideNeighbours {
  const list = guideLists[locale];
  return neighboursAt(
    list,
    list.findIndex((entry) => entry.path === calculatorPath),
  );
}

export const calculatorNeighbours: GuideNeighbours = localizedCalculatorNeighbours("en");
