import {
  calculatorFollows,
  calculatorGuideEntry,
  calculatorPath,
} from "@/content/guides/calculator-guide-entry";
import { type GuideListEntry } from "@/content/guides/guide-schema";
import { guides } from "@/content/guides/guides";

import { guidePath } from "./guide-path";

function buildGuideList(): GuideListEntry[] {
  return guides.flatMap((guide) => {
    const entry = { path: guidePath(guide.slug), title: guide.title, summary: guide.summary };
    return guide.slug === calculatorFollows ? [entry, calculatorGuideEntry] : [entry];
  });
}

/** Every entry of the site-wide guide list, calculator included, in order. */
export const guideList: readonly GuideListEntry[] = buildGuideList();

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

/** Guide pages step through the list with the calculator skipped: it is not a guide page. */
export function guideNeighbours(slug: string): GuideNeighbours {
  const pages = guideList.filter((entry) => entry.path !== calculatorPath);
  return neighboursAt(
    pages,
    pages.findIndex((entry) => entry.path === `/how-to/${slug}`),
  );
}

/** The calculator page's own Previous and Next: the border guide and the type guide. */
export const calculatorNeighbours: GuideNeighbours = neighboursAt(
  guideList,
  guideList.findIndex((entry) => entry.path === calculatorPath),
);
