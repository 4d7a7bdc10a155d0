import { describe, expect, it } from "vitest";
import { brands, specialOrderBrand } from "@/content/catalog/taxonomy";
import { site } from "@/content/site";
import {
  countWords,
  guideBodyText,
  guideLinkTargets,
  readingMinutesFor,
} from "@/lib/guides/guide-text";
import { stripInlineLinks, inlineLinkTargets } from "@/lib/guides/inline-links";
import { isAllowedGuideLinkPath, splitHref } from "@/lib/guides/internal-links";
import { tableOfContents } from "@/lib/guides/table-of-contents";
import { getGuide } from "@/lib/guides/guide-lookup";
import { guideReadingOrder } from "@/lib/guides/guide-fixtures";
import { glossaryTerms } from "./glossary-terms";
import { guideHub } from "./guide-hub";
import { glossaryTermSchema, guideSchema } from "./guide-schema";
import { guideSlugs } from "./guide-slugs";
import { guides } from "./guides";

const catalogLink = /^\/(catalog$|styles\/|types\/|color\/)/;

function anchorsOf(slug: string): string[] {
  return (getGuide(slug)?.body ?? []).flatMap((block) =>
    block.type === "heading" ? [block.id] : [],
  );
}

function expectAllowedHref(href: string) {
  const { path, anchor } = splitHref(href);
  expect(isAllowedGuideLinkPath(path), `${href} is not a page the site serves`).toBe(true);
  if (anchor !== undefined) {
    expect(path.startsWith("/how-to/"), `${href}: anchors only on guide pages`).toBe(true);
    expect(anchorsOf(path.slice("/how-to/".length)), `${href}: no such heading`).toContain(anchor);
  }
}

describe("guides", () => {
  it("are the eleven slugs in order", () => {
    expect(guideSlugs).toEqual(guideReadingOrder);
    expect(guides.map((guide) => guide.slug)).toEqual(guideReadingOrder);
  });

  it.each(guides.map((guide) => [guide.slug, guide] as const))(
    "%s matches the schema",
    (_, guide) => {
      const parsed = guideSchema.safeParse(guide);
      expect(parsed.error?.issues ?? []).toEqual([]);
    },
  );

  it("have unique titles, meta titles, descriptions and summaries", () => {
    for (const key of ["title", "metaTitle", "description", "summary"] as const) {
      const values = [...guides.map((guide) => guide[key]), guideHub[key as "title"]];
      expect(new Set(values).size, key).toBe(values.length);
    }
  });

  it("have unique heading ids within each guide", () => {
    for (const guide of guides) {
      const ids = anchorsOf(guide.slug);
      expect(new Set(ids).size, guide.slug).toBe(ids.length);
    }
  });

  it.each(
    guides
      .filter((guide) => guide.slug !== "glossary")
      .map((guide) => [guide.slug, guide] as const),
  )("%s runs between 600 and 1,700 words", (_, guide) => {
    const words = countWords(guideBodyText(guide.body));
    expect(words).toBeGreaterThanOrEqual(600);
    expect(words).toBeLessThanOrEqual(1700);
  });

  it("state a reading time that matches the body", () => {
    for (const guide of guides)
      expect(guide.readingMinutes, guide.slug).toBe(readingMinutesFor(guide.body));
  });

  it.each(guides.map((guide) => [guide.slug, guide] as const))(
    "%s links only to pages that exist",
    (_, guide) => {
      const targets = guideLinkTargets(guide.body);
      expect(targets.length).toBeGreaterThan(0);
      for (const href of targets) expectAllowedHref(href);
    },
  );

  it.each(guides.map((guide) => [guide.slug, guide] as const))(
    "%s links to the calculator, a catalogue page and /consultation",
    (_, guide) => {
      const paths = guideLinkTargets(guide.body).map((href) => splitHref(href).path);
      expect(paths).toContain("/wallpaper-calculator");
      expect(paths).toContain("/consultation");
      expect(paths.some((path) => catalogLink.test(path))).toBe(true);
      expect(paths).not.toContain(`/how-to/${guide.slug}`);
    },
  );

  it("leave no half-written link markup in the text", () => {
    for (const guide of guides) {
      for (const text of guideBodyText(guide.body)) {
        expect(text, guide.slug).not.toMatch(/\]\(|\[[^\]]*\]\s*\(/);
      }
    }
  });

  it("use the store's calm voice and never hard-code store facts", () => {
    const facts = [site.name, site.phone.display, site.email, site.address.street];
    for (const guide of guides) {
      const text = [
        guide.title,
        guide.description,
        guide.summary,
        ...guideBodyText(guide.body),
      ].join("\n");
      expect(text, guide.slug).not.toContain("!");
      for (const fact of facts) expect(text, guide.slug).not.toContain(fact);
    }
  });

  it("illustrate rooms that fit the guide", () => {
    expect(getGuide("wallpaper-in-the-laundry-room")?.illustration.scene.room).toBe("laundry-room");
    expect(getGuide("wallpaper-in-the-laundry-room")?.illustration.scene.material).toBe("vinyl");
    expect(getGuide("choose-the-right-type-of-wallpaper")?.illustration.scene.material).toBe(
      "grasscloth",
    );
  });

  it("write the hanging and preparation guides as steps with a tools list", () => {
    for (const slug of ["hang-wallpaper", "prepare-your-walls-for-wallpaper"]) {
      const body = getGuide(slug)?.body ?? [];
      expect(anchorsOf(slug)).toContain("tools-and-materials");
      const steps = body.find((block) => block.type === "steps");
      expect(steps?.type === "steps" && steps.items.length).toBeGreaterThanOrEqual(8);
    }
  });

  it("organise the cleaning guide by material", () => {
    const headings = (getGuide("clean-wallpaper-safely")?.body ?? [])
      .flatMap((block) =>
        block.type === "heading" && block.level === 3 ? [block.text.toLowerCase()] : [],
      )
      .join(" | ");
    for (const material of [
      "vinyl",
      "non-woven",
      "paper",
      "grasscloth",
      "silk",
      "metallic",
      "flocked",
    ]) {
      expect(headings).toContain(material);
    }
  });

  it("describe every house the store carries in the brands guide", () => {
    const text = guideBodyText(getGuide("differences-between-wallpaper-brands")?.body ?? []).join(
      "\n",
    );
    for (const brand of [...brands, specialOrderBrand]) expect(text).toContain(brand.name);
    expect(text).not.toMatch(/\bbest\b|\$\d|founded in \d/i);
  });

  it("build a table of contents from h2 headings", () => {
    const guide = getGuide("hang-wallpaper");
    expect(guide).toBeDefined();
    const toc = tableOfContents(guide!);
    expect(toc[0]).toEqual({ id: "tools-and-materials", text: "Tools and materials" });
    expect(toc.map((entry) => entry.id)).not.toContain("common-problems-and-their-causes");
  });
});

describe("glossary", () => {
  it("lists exactly the eight terms in order", () => {
    expect(glossaryTerms.map((entry) => entry.term)).toEqual([
      "Booking",
      "Bolt",
      "Chair Rail",
      "Dye Lot Number",
      "Pattern Repeat",
      "Plumb Line",
      "Prepasted",
      "Sizing",
    ]);
  });

  it("gives each term a unique anchor and a two-to-four sentence definition", () => {
    expect(new Set(glossaryTerms.map((entry) => entry.id)).size).toBe(8);
    for (const entry of glossaryTerms) {
      expect(glossaryTermSchema.safeParse(entry).success).toBe(true);
      const sentences = stripInlineLinks(entry.definition).match(/[.?!](?=\s|$)/g) ?? [];
      expect(sentences.length, entry.term).toBeGreaterThanOrEqual(2);
      expect(sentences.length, entry.term).toBeLessThanOrEqual(4);
      for (const href of inlineLinkTargets(entry.definition)) expectAllowedHref(href);
    }
  });

  it("renders each term as an anchored section of the glossary guide", () => {
    const guide = getGuide("glossary");
    expect(guide && tableOfContents(guide)).toEqual(
      glossaryTerms.map((entry) => ({ id: entry.id, text: entry.term })),
    );
  });
});

describe("guide hub", () => {
  it("has the hub's title, two intro paragraphs and a link to /contact", () => {
    expect(guideHub.title).toBe("Wallpaper Selection and Installation Guide");
    expect(guideHub.intro).toHaveLength(2);
    expect(guideHub.description.length).toBeLessThanOrEqual(155);
    expect(inlineLinkTargets(guideHub.closing)).toContain("/contact");
    for (const text of [...guideHub.intro, guideHub.closing]) {
      for (const href of inlineLinkTargets(text)) expectAllowedHref(href);
    }
  });
});
