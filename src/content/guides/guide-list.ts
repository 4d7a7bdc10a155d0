import { type GuideListEntry } from "./guide-schema";
import { guidePath } from "./guide-slugs";
import { guides } from "./guides";

export const calculatorPath = "/wallpaper-calculator";

/** Word for word, exclamation mark included (docs/product.md, 3.8 Guides and calculator). */
export const calculatorGuideEntry: GuideListEntry = {
  path: calculatorPath,
  title: "How Many Rolls Of Wallpaper Do I Need? - Use The Wallpaper Calculator!",
  summary:
    "Enter your room, openings and roll size to estimate single and double rolls, trim and cost.",
};

/** The guide the calculator follows in the site-wide list; it sits before the type guide. */
const calculatorFollows = "what-can-i-do-with-a-border";

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
