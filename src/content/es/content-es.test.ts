/**
 * The Spanish content modules against their English originals: each one passes the English
 * schema, keeps the English structure and identifiers, and translates every visible text.
 */
import { describe, expect, it } from "vitest";
import type { z } from "zod";

import * as enAbout from "@/content/about";
import * as enBrandShowcase from "@/content/catalog/brand-showcase";
import * as enColorTexts from "@/content/catalog/color-texts";
import * as enTaxonomy from "@/content/catalog/taxonomy";
import * as enClients from "@/content/clients";
import * as esAbout from "@/content/es/about";
import * as esBrandShowcase from "@/content/es/catalog/brand-showcase";
import * as esColorTexts from "@/content/es/catalog/color-texts";
import * as esTaxonomy from "@/content/es/catalog/taxonomy";
import * as esClients from "@/content/es/clients";
import * as esGallery from "@/content/es/gallery";
import * as esHome from "@/content/es/home";
import * as esNavigation from "@/content/es/navigation";
import * as esTeam from "@/content/es/team";
import * as esTestimonials from "@/content/es/testimonials";
import * as esVisualiserRooms from "@/content/es/visualiser-rooms";
import * as enGallery from "@/content/gallery";
import * as enHome from "@/content/home";
import * as enNavigation from "@/content/navigation";
import * as enTeam from "@/content/team";
import * as enTestimonials from "@/content/testimonials";
import * as enVisualiserRooms from "@/content/visualiser-rooms";

type ModuleExports = Readonly<Record<string, unknown>>;

type ModulePair = {
  name: string;
  en: ModuleExports;
  es: ModuleExports;
  /** Keys whose strings are proper names (clients, people, places) and stay as in English. */
  keptKeys?: readonly string[];
  /** Spanish-only exports, for words English keeps in an enum value. */
  extraExports?: readonly string[];
};

const pairs: readonly ModulePair[] = [
  { name: "about", en: enAbout, es: esAbout },
  {
    name: "clients",
    en: enClients,
    es: esClients,
    keptKeys: ["name"],
    extraExports: ["clientKindText"],
  },
  { name: "gallery", en: enGallery, es: esGallery },
  { name: "home", en: enHome, es: esHome },
  { name: "navigation", en: enNavigation, es: esNavigation },
  { name: "team", en: enTeam, es: esTeam, keptKeys: ["name"] },
  {
    name: "testimonials",
    en: enTestimonials,
    es: esTestimonials,
    keptKeys: ["name", "location"],
  },
  { name: "visualiser-rooms", en: enVisualiserRooms, es: esVisualiserRooms },
  { name: "catalog/color-texts", en: enColorTexts, es: esColorTexts },
  { name: "catalog/brand-showcase", en: enBrandShowcase, es: esBrandShowcase, keptKeys: ["name"] },
];

/** Strings under these keys are identifiers or enum values, the same in both languages. */
const identifierKeys = new Set([
  "id",
  "slug",
  "href",
  "slot",
  "portrait",
  "website",
  "room",
  "style",
  "motif",
  "material",
  "category",
  "availability",
  "kind",
  "seed",
]);

/** Addresses, colors and kebab-case ids are never translated, whatever key holds them. */
function isIdentifierValue(value: string): boolean {
  return (
    /^(?:https?:\/\/|\/)/.test(value) ||
    /^#[0-9a-f]{3,8}$/i.test(value) ||
    /^[a-z][a-z0-9]*(?:-[a-z0-9]+)+$/.test(value)
  );
}

/** Shorter texts may rightly read the same in both languages ("Mural", "Chinoiserie"). */
const untranslatedLength = 25;

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

/** Every way `es` departs from `en`'s structure, identifiers or translation, as readable lines. */
function differences(
  en: unknown,
  es: unknown,
  path: string,
  keptKeys: ReadonlySet<string>,
  key?: string,
): string[] {
  if (typeof en === "string") {
    if (typeof es !== "string") return [`${path}: expected a string`];
    const kept =
      (key !== undefined && (identifierKeys.has(key) || keptKeys.has(key))) ||
      isIdentifierValue(en);
    if (kept) return es === en ? [] : [`${path}: "${es}" should stay "${en}"`];
    if (es.trim() === "") return [`${path}: empty`];
    if (en.length >= untranslatedLength && es === en) return [`${path}: not translated: "${en}"`];
    return [];
  }
  if (Array.isArray(en)) {
    if (!Array.isArray(es)) return [`${path}: expected an array`];
    if (es.length !== en.length) return [`${path}: ${es.length} items, English has ${en.length}`];
    return en.flatMap((item, index) => differences(item, es[index], `${path}[${index}]`, keptKeys));
  }
  if (isPlainObject(en)) {
    if (!isPlainObject(es)) return [`${path}: expected an object`];
    const enKeys = Object.keys(en).sort();
    const esKeys = Object.keys(es).sort();
    if (enKeys.join() !== esKeys.join())
      return [`${path}: keys ${esKeys.join(", ")}; English has ${enKeys.join(", ")}`];
    return enKeys.flatMap((name) =>
      differences(en[name], es[name], `${path}.${name}`, keptKeys, name),
    );
  }
  return Object.is(en, es) ? [] : [`${path}: ${String(es)}, English has ${String(en)}`];
}

function isSchema(name: string): boolean {
  return name.endsWith("Schema");
}

function expectValid(schema: z.ZodType, value: unknown, label: string): void {
  const result = schema.safeParse(value);
  expect(result.success, `${label}: ${result.error?.message}`).toBe(true);
}

/** Sentence ends: "." or "?" before a space or the end, as the English tests count them. */
function sentenceCount(text: string): number {
  return text.match(/[.?](\s|$)/g)?.length ?? 0;
}

describe("Spanish content modules", () => {
  it.each(pairs)("$name exports what the English module exports, bar its schemas", (pair) => {
    const expected = [
      ...Object.keys(pair.en).filter((name) => !isSchema(name)),
      ...(pair.extraExports ?? []),
    ].sort();
    expect(Object.keys(pair.es).sort()).toEqual(expected);
  });

  it.each(pairs)("$name keeps the English structure and identifiers, in Spanish", (pair) => {
    const keptKeys = new Set(pair.keptKeys ?? []);
    const problems = Object.keys(pair.en)
      .filter((name) => !isSchema(name))
      .flatMap((name) => differences(pair.en[name], pair.es[name], name, keptKeys));
    expect(problems).toEqual([]);
  });
});

describe("Spanish content against the English schemas", () => {
  it("about", () => {
    expectValid(enAbout.aboutContentSchema, esAbout.aboutContent, "aboutContent");
    expect(esAbout.aboutContent.heading).toMatch(/^Conozca a /);
    for (const stat of esAbout.showroomStats)
      expectValid(enAbout.showroomStatSchema, stat, `showroomStats.${stat.id}`);
  });

  it("home", () => {
    expectValid(enHome.homeContentSchema, esHome.homeContent, "homeContent");
    for (const card of esHome.homeContent.linkCards)
      expect(sentenceCount(card.text), card.id).toBe(1);
  });

  it("clients, team and testimonials", () => {
    expectValid(enClients.clientsSchema, esClients.clients, "clients");
    expectValid(enTeam.teamSchema, esTeam.team, "team");
    expectValid(enTestimonials.testimonialsSchema, esTestimonials.testimonials, "testimonials");
    for (const member of esTeam.team) expect(sentenceCount(member.bio), member.id).toBe(2);
    for (const testimonial of esTestimonials.testimonials) {
      const sentences = sentenceCount(testimonial.text);
      expect(sentences, testimonial.id).toBeGreaterThanOrEqual(2);
      expect(sentences, testimonial.id).toBeLessThanOrEqual(4);
    }
    expect(esTestimonials.homeTestimonials.map((t) => t.id)).toEqual([
      ...enTestimonials.homeTestimonialIds,
    ]);
    for (const quote of esTestimonials.homeTestimonials)
      expect(esTestimonials.testimonials).toContain(quote);
  });

  it("names every client kind in Spanish", () => {
    const kinds = Object.keys(esClients.clientKindText).sort();
    expect(kinds).toEqual([...enClients.clientKinds].sort());
    for (const [kind, text] of Object.entries(esClients.clientKindText)) {
      expect(text.trim(), kind).not.toBe("");
      expect(text, kind).not.toBe(kind);
    }
  });

  it("gallery and visualiser rooms", () => {
    for (const item of esGallery.galleryItems)
      expectValid(enGallery.galleryItemSchema, item, `galleryItems.${item.id}`);
    for (const room of esVisualiserRooms.visualiserRooms)
      expectValid(enVisualiserRooms.visualiserRoomSchema, room, `visualiserRooms.${room.id}`);
    for (const scene of esVisualiserRooms.visualiserRoomScenes)
      expectValid(enVisualiserRooms.visualiserRoomSceneSchema, scene, scene.slot);
  });

  it("color texts and brand showcase", () => {
    for (const [color, text] of Object.entries(esColorTexts.customColorTexts))
      expectValid(enColorTexts.colorTextSchema, text, `customColorTexts.${color}`);
    for (const entry of esBrandShowcase.brandShowcase)
      expectValid(enBrandShowcase.showcaseEntrySchema, entry, `brandShowcase.${entry.slug}`);
  });
});

type TaxonomyEntry = Readonly<Record<string, unknown>> & { slug: string };

/** The fields of a taxonomy entry a visitor reads: strings that are not identifiers. */
function visibleFields(entry: TaxonomyEntry): string[] {
  return Object.entries(entry)
    .filter(
      ([name, value]) => name !== "slug" && typeof value === "string" && !isIdentifierValue(value),
    )
    .map(([name]) => name)
    .sort();
}

const textRecords: readonly {
  name: keyof typeof esTaxonomy;
  entries: readonly TaxonomyEntry[];
}[] = [
  { name: "styleText", entries: enTaxonomy.styles },
  { name: "materialText", entries: enTaxonomy.materials },
  { name: "colorText", entries: enTaxonomy.colors },
  { name: "priceRangeText", entries: enTaxonomy.priceRanges },
  { name: "roomTypeText", entries: enTaxonomy.roomTypes },
];

const motifs = [...new Set(Object.values(enTaxonomy.motifsByStyle).flat())];

const wordRecords: readonly { name: keyof typeof esTaxonomy; slugs: readonly string[] }[] = [
  { name: "priceUnitText", slugs: enTaxonomy.priceUnits },
  { name: "patternMatchText", slugs: enTaxonomy.patternMatches },
  { name: "motifText", slugs: motifs },
];

describe("Spanish taxonomy words", () => {
  it("has a record for each visible list of the taxonomy, and nothing else", () => {
    expect(Object.keys(esTaxonomy).sort()).toEqual(
      [...textRecords, ...wordRecords].map((record) => record.name).sort(),
    );
  });

  it.each(textRecords)("$name has every slug once, with the English visible fields", (record) => {
    const spanish: Readonly<Record<string, unknown>> = esTaxonomy[record.name];
    expect(Object.keys(spanish).sort()).toEqual(record.entries.map((entry) => entry.slug).sort());
    const problems = record.entries.flatMap((entry) => {
      const text = spanish[entry.slug];
      if (!isPlainObject(text)) return [`${entry.slug}: missing`];
      const fields = visibleFields(entry);
      if (Object.keys(text).sort().join() !== fields.join())
        return [
          `${entry.slug}: fields ${Object.keys(text).join(", ")}; expected ${fields.join(", ")}`,
        ];
      const english = Object.fromEntries(fields.map((field) => [field, entry[field]]));
      return differences(english, text, entry.slug, new Set());
    });
    expect(problems).toEqual([]);
  });

  it.each(wordRecords)("$name has a non-empty word for every slug, and only those", (record) => {
    const spanish: Readonly<Record<string, unknown>> = esTaxonomy[record.name];
    expect(Object.keys(spanish).sort()).toEqual([...record.slugs].sort());
    for (const [slug, word] of Object.entries(spanish)) {
      expect(typeof word, slug).toBe("string");
      expect(String(word).trim(), slug).not.toBe("");
    }
  });
});
