import { describe, expect, it } from "vitest";
import { brands, specialOrderBrand } from "@/content/catalog/taxonomy";
import {
  calculatorFollows as englishCalculatorFollows,
  calculatorGuideEntry as englishCalculatorEntry,
} from "@/content/guides/calculator-guide-entry";
import { glossaryTerms as englishGlossaryTerms } from "@/content/guides/glossary-terms";
import { guideHub as englishGuideHub } from "@/content/guides/guide-hub";
import {
  type Guide,
  type GuideBlock,
  glossaryTermSchema,
  guideListEntrySchema,
  guideSchema,
} from "@/content/guides/guide-schema";
import { guides as englishGuides } from "@/content/guides/guides";
import { guideBodyText, guideLinkTargets } from "@/lib/guides/guide-text";
import { inlineLinkTargets, parseInlineLinks, stripInlineLinks } from "@/lib/guides/inline-links";
import { splitHref } from "@/lib/guides/internal-links";
import { calculatorFollows, calculatorGuideEntry } from "./calculator-guide-entry";
import { glossaryTerms } from "./glossary-terms";
import { guideHub } from "./guide-hub";
import { guides } from "./guides";

/**
 * Texts allowed to read the same in both languages: words Spanish borrows unchanged, which can
 * stand alone as an inline link label ("Vea el [grasscloth](/types/grasscloth)").
 */
const sameInBothLanguages = new Set(["chinoiserie", "color", "grasscloth"]);

const englishTermIds: string[] = englishGlossaryTerms.map((entry) => entry.id);

/**
 * The glossary lists its terms in the order of its own language; put a body's term sections
 * (a heading and its definition) back in English order so the two bodies line up block by block.
 */
function inEnglishTermOrder(body: readonly GuideBlock[]): GuideBlock[] {
  const isTerm = (block: GuideBlock | undefined) =>
    block?.type === "heading" && englishTermIds.includes(block.id);
  const first = body.findIndex(isTerm);
  if (first < 0) return [...body];
  const sections = new Map<string, GuideBlock[]>();
  body.forEach((block, index) => {
    if (block.type === "heading" && isTerm(block))
      sections.set(block.id, body.slice(index, index + 2));
  });
  return [
    ...body.slice(0, first),
    ...englishTermIds.flatMap((id) => sections.get(id) ?? []),
    ...body.slice(first + 2 * sections.size),
  ];
}

/** What must match between the languages: block kinds, heading levels, list kinds and lengths. */
function shapeOf(block: GuideBlock): string {
  switch (block.type) {
    case "heading":
      return `h${block.level}`;
    case "list":
      return `${block.ordered ? "ol" : "ul"}×${block.items.length}`;
    case "steps":
    case "links":
      return `${block.type}×${block.items.length}`;
    case "paragraph":
    case "tip":
      return block.type;
  }
}

/** Every reader-visible string of a block, link markup included, in reading order. */
function textsOf(block: GuideBlock): string[] {
  switch (block.type) {
    case "heading":
    case "paragraph":
      return [block.text];
    case "list":
      return [...block.items];
    case "steps":
      return block.items.flatMap((step) => [step.title, step.text]);
    case "tip":
      return [block.title, block.text];
    case "links":
      return block.items.map((item) => item.label);
  }
}

function inlineLabels(text: string): string[] {
  return parseInlineLinks(text).flatMap((segment) =>
    segment.type === "link" ? [segment.label] : [],
  );
}

/** Pairs of [Spanish, English] texts, each labelled with where it sits, labels included. */
function textPairs(spanish: Guide, english: Guide): [string, string, string][] {
  const pairs: [string, string, string][] = (
    ["title", "metaTitle", "description", "summary"] as const
  ).map((key) => [spanish[key], english[key], key]);
  pairs.push([spanish.illustration.alt, english.illustration.alt, "illustration.alt"]);
  const spanishBody = inEnglishTermOrder(spanish.body);
  const englishBody = inEnglishTermOrder(english.body);
  spanishBody.forEach((block, index) => {
    const englishBlock = englishBody[index];
    if (englishBlock === undefined) return;
    const englishTexts = textsOf(englishBlock);
    textsOf(block).forEach((text, item) => {
      const englishText = englishTexts[item] ?? "";
      const where = `block ${index}, text ${item}`;
      pairs.push([stripInlineLinks(text), stripInlineLinks(englishText), where]);
      const englishLabels = inlineLabels(englishText);
      inlineLabels(text).forEach((label, link) => {
        pairs.push([label, englishLabels[link] ?? "", `${where}, link ${link}`]);
      });
    });
  });
  return pairs;
}

function expectTranslated(pairs: [string, string, string][], context: string) {
  for (const [spanish, english, where] of pairs) {
    if (sameInBothLanguages.has(spanish.toLowerCase())) continue;
    expect(spanish, `${context}, ${where}: still in English`).not.toBe(english);
  }
}

function headingIds(body: readonly GuideBlock[]): string[] {
  return body.flatMap((block) => (block.type === "heading" ? [block.id] : []));
}

const pairsBySlug = guides.map((guide, index) => {
  const english = englishGuides[index];
  return [guide.slug, guide, english] as const;
});

describe("Spanish guides", () => {
  it("are the English guides, in the same order", () => {
    expect(guides.map((guide) => guide.slug)).toEqual(englishGuides.map((guide) => guide.slug));
  });

  it.each(pairsBySlug)("%s matches the guide schema", (_, guide) => {
    const parsed = guideSchema.safeParse(guide);
    expect(parsed.error?.issues ?? []).toEqual([]);
  });

  it.each(pairsBySlug)("%s keeps the slug, date and illustration scene", (_, guide, english) => {
    expect(english).toBeDefined();
    expect(guide.slug).toBe(english?.slug);
    expect(guide.updated).toBe(english?.updated);
    expect(guide.illustration.scene).toEqual(english?.illustration.scene);
  });

  it.each(pairsBySlug)("%s keeps every link, in order", (_, guide, english) => {
    expect(guideLinkTargets(inEnglishTermOrder(guide.body))).toEqual(
      guideLinkTargets(inEnglishTermOrder(english?.body ?? [])),
    );
  });

  it.each(pairsBySlug)("%s keeps the block structure and heading ids", (_, guide, english) => {
    const spanishBody = inEnglishTermOrder(guide.body);
    const englishBody = inEnglishTermOrder(english?.body ?? []);
    expect(spanishBody.map(shapeOf)).toEqual(englishBody.map(shapeOf));
    // The ids are the anchors other pages link to, in either language.
    expect(headingIds(spanishBody)).toEqual(headingIds(englishBody));
  });

  it.each(pairsBySlug)("%s has no text left in English", (slug, guide, english) => {
    expect(english).toBeDefined();
    if (english) expectTranslated(textPairs(guide, english), slug);
  });

  it("link only to anchors that exist on the Spanish pages", () => {
    for (const guide of guides) {
      for (const href of guideLinkTargets(guide.body)) {
        const { path, anchor } = splitHref(href);
        if (anchor === undefined) continue;
        const target = guides.find((other) => `/how-to/${other.slug}` === path);
        expect(target && headingIds(target.body), `${guide.slug}: ${href}`).toContain(anchor);
      }
    }
  });

  it("have unique titles, meta titles, descriptions and summaries", () => {
    for (const key of ["title", "metaTitle", "description", "summary"] as const) {
      const values = [...guides.map((guide) => guide[key]), guideHub[key as "title"]];
      expect(new Set(values).size, key).toBe(values.length);
    }
  });

  it("keep the store's calm voice", () => {
    for (const guide of guides) {
      const text = [guide.title, guide.description, guide.summary, ...guideBodyText(guide.body)];
      expect(text.join("\n"), guide.slug).not.toMatch(/[!¡]/);
    }
  });

  it("name every house the store carries in the brands guide", () => {
    const brandsGuide = guides.find(
      (guide) => guide.slug === "differences-between-wallpaper-brands",
    );
    const text = guideBodyText(brandsGuide?.body ?? []).join("\n");
    for (const brand of [...brands, specialOrderBrand]) expect(text).toContain(brand.name);
  });
});

describe("Spanish glossary terms", () => {
  it("has as many terms as the English glossary, with the same ids", () => {
    expect(glossaryTerms).toHaveLength(englishGlossaryTerms.length);
    expect(glossaryTerms.map((entry) => entry.id).toSorted()).toEqual(englishTermIds.toSorted());
  });

  it("is in Spanish alphabetical order", () => {
    const terms = glossaryTerms.map((entry) => entry.term);
    expect(terms).toEqual(terms.toSorted((a, b) => a.localeCompare(b, "es")));
  });

  it.each(glossaryTerms.map((entry) => [entry.id, entry] as const))(
    "%s is valid, translated and keeps its links",
    (id, entry) => {
      expect(glossaryTermSchema.safeParse(entry).success).toBe(true);
      const english = englishGlossaryTerms.find((term) => term.id === id);
      expect(english).toBeDefined();
      expect(entry.term).not.toBe(english?.term);
      expect(entry.definition).not.toBe(english?.definition);
      expect(inlineLinkTargets(entry.definition)).toEqual(
        inlineLinkTargets(english?.definition ?? ""),
      );
      const sentences = stripInlineLinks(entry.definition).match(/[.?!](?=\s|$)/g) ?? [];
      expect(sentences.length).toBeGreaterThanOrEqual(2);
      expect(sentences.length).toBeLessThanOrEqual(4);
    },
  );
});

describe("Spanish guide hub and calculator entry", () => {
  it("keeps the hub's shape, path and links, with every text translated", () => {
    expect(Object.keys(guideHub).toSorted()).toEqual(Object.keys(englishGuideHub).toSorted());
    expect(guideHub.path).toBe(englishGuideHub.path);
    expect(guideHub.intro).toHaveLength(englishGuideHub.intro.length);
    expect(guideHub.description.length).toBeLessThanOrEqual(155);
    const pairs: [string, string, string][] = [
      [guideHub.title, englishGuideHub.title, "title"],
      [guideHub.metaTitle, englishGuideHub.metaTitle, "metaTitle"],
      [guideHub.description, englishGuideHub.description, "description"],
      [guideHub.listHeading, englishGuideHub.listHeading, "listHeading"],
      [guideHub.closing, englishGuideHub.closing, "closing"],
      ...guideHub.intro.map((text, index): [string, string, string] => [
        text,
        englishGuideHub.intro[index] ?? "",
        `intro ${index}`,
      ]),
    ];
    expectTranslated(pairs, "guide hub");
    for (const [spanish, english, where] of pairs) {
      expect(inlineLinkTargets(spanish), where).toEqual(inlineLinkTargets(english));
    }
  });

  it("keeps the calculator entry's path and place, with its texts translated", () => {
    expect(guideListEntrySchema.safeParse(calculatorGuideEntry).success).toBe(true);
    expect(calculatorGuideEntry.path).toBe(englishCalculatorEntry.path);
    expect(calculatorFollows).toBe(englishCalculatorFollows);
    expect(calculatorGuideEntry.title).not.toBe(englishCalculatorEntry.title);
    expect(calculatorGuideEntry.summary).not.toBe(englishCalculatorEntry.summary);
  });
});
