import { readFileSync } from "node:fs";

import { describe, expect, it } from "vitest";
import { z } from "zod";

import * as englishConsultation from "@/content/consultation";
import * as spanishConsultation from "@/content/es/consultation";
import * as spanishFaqs from "@/content/es/faqs";
import * as spanishInstallation from "@/content/es/installation";
import * as spanishLegal from "@/content/es/legal";
import * as spanishSamples from "@/content/es/samples";
import * as spanishServices from "@/content/es/services";
import * as spanishSite from "@/content/es/site";
import * as englishFaqs from "@/content/faqs";
import * as englishInstallation from "@/content/installation";
import * as englishLegal from "@/content/legal";
import * as englishSamples from "@/content/samples";
import * as englishServices from "@/content/services";
import * as englishSite from "@/content/site";

const modules = {
  site: [englishSite, spanishSite],
  consultation: [englishConsultation, spanishConsultation],
  faqs: [englishFaqs, spanishFaqs],
  installation: [englishInstallation, spanishInstallation],
  services: [englishServices, spanishServices],
  legal: [englishLegal, spanishLegal],
  samples: [englishSamples, spanishSamples],
} as const satisfies Record<string, readonly [object, object]>;

type ModuleName = keyof typeof modules;
const moduleNames = Object.keys(modules) as ModuleName[];

const es = spanishSite.site;

/** The content an English module exports: everything but its zod schemas. */
function contentExports(module: object): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(module).filter(([, value]) => !(value instanceof z.ZodType)),
  );
}

/** Keys whose values are data, never words, whatever the language. */
const identifierKeys = new Set([
  "id",
  "slug",
  "href",
  "url",
  "mapsUrl",
  "mapEmbedUrl",
  "email",
  "e164",
  "handle",
  "feedProfileId",
  "timeZone",
  "country",
  "state",
  "zip",
  "opens",
  "closes",
  "latitude",
  "longitude",
]);

const identifierPatterns = [
  /^https?:\/\//,
  /^\/\S*$/,
  /^[^\s@]+@[^\s@]+\.[^\s@]+$/,
  /^\+?[\d\s().-]{7,}$/,
  /^#[0-9a-f]{3,8}$/i,
];

function isIdentifier(key: string, value: string): boolean {
  return identifierKeys.has(key) || identifierPatterns.some((pattern) => pattern.test(value));
}

/** Names and addresses that read the same in both languages even though they are long. */
const sameInBothLanguages = new Set<string>([
  englishSite.fullAddress,
  englishSite.site.address.street,
  englishSite.site.legalName,
  englishSite.site.name,
]);

interface Comparison {
  problems: string[];
  /** Every Spanish string a visitor reads (identifiers left out). */
  visible: string[];
}

function compare(english: unknown, spanish: unknown, path: string, key: string, into: Comparison) {
  if (Array.isArray(english)) {
    if (!Array.isArray(spanish) || spanish.length !== english.length) {
      into.problems.push(`${path}: expected an array of ${english.length}`);
      return;
    }
    english.forEach((item, index) => {
      compare(item, spanish[index], `${path}[${index}]`, key, into);
    });
    return;
  }
  if (english !== null && typeof english === "object") {
    if (spanish === null || typeof spanish !== "object" || Array.isArray(spanish)) {
      into.problems.push(`${path}: expected an object`);
      return;
    }
    const englishKeys = Object.keys(english).sort();
    const spanishKeys = Object.keys(spanish).sort();
    if (englishKeys.join() !== spanishKeys.join()) {
      into.problems.push(`${path}: keys ${spanishKeys.join()} instead of ${englishKeys.join()}`);
      return;
    }
    for (const name of englishKeys)
      compare(
        (english as Record<string, unknown>)[name],
        (spanish as Record<string, unknown>)[name],
        `${path}.${name}`,
        name,
        into,
      );
    return;
  }
  if (typeof english === "string") {
    if (typeof spanish !== "string") {
      into.problems.push(`${path}: expected a string`);
    } else if (isIdentifier(key, english)) {
      if (spanish !== english) into.problems.push(`${path}: "${spanish}" should stay "${english}"`);
    } else {
      into.visible.push(spanish);
      if (english.length >= 25 && spanish === english && !sameInBothLanguages.has(english))
        into.problems.push(`${path}: not translated ("${english}")`);
    }
    return;
  }
  if (english !== spanish)
    into.problems.push(`${path}: ${String(spanish)} instead of ${String(english)}`);
}

function compareModule(name: ModuleName): Comparison {
  const [english, spanish] = modules[name];
  const into: Comparison = { problems: [], visible: [] };
  compare(contentExports(english), { ...spanish }, name, "", into);
  return into;
}

function collectStrings(value: unknown, into: string[] = []): string[] {
  if (typeof value === "string") into.push(value);
  else if (Array.isArray(value)) for (const item of value) collectStrings(item, into);
  else if (value !== null && typeof value === "object")
    for (const item of Object.values(value)) collectStrings(item, into);
  return into;
}

/** The English date ("November 25, 2026") as the Spanish pages write it. */
function spanishDate(englishDate: string): string {
  return new Intl.DateTimeFormat("es-US", { dateStyle: "long" }).format(new Date(englishDate));
}

/** The legal schema, but with the update date in its Spanish form ("25 de noviembre de 2026"). */
const spanishLegalDocumentSchema = englishLegal.legalDocumentSchema.extend({
  updated: z.string().regex(/^\d{1,2} de [a-záéíóú]+ de \d{4}$/),
});

describe("Spanish showroom content", () => {
  it.each(moduleNames)("%s exports the English module's content under the same names", (name) => {
    const [english, spanish] = modules[name];
    expect(Object.keys(spanish).sort()).toEqual(Object.keys(contentExports(english)).sort());
  });

  it.each(moduleNames)(
    "%s keeps the English structure, data and identifiers, and translates the prose",
    (name) => {
      const { problems, visible } = compareModule(name);
      expect(problems).toEqual([]);
      expect(visible.length).toBeGreaterThan(0);
    },
  );

  it.each(moduleNames)("%s opens every question and exclamation", (name) => {
    for (const text of compareModule(name).visible) {
      expect(text.split("¿").length, text).toBe(text.split("?").length);
      expect(text.split("¡").length, text).toBe(text.split("!").length);
      expect(text, text).not.toMatch(/lorem|\bTODO\b/);
    }
  });

  it("parses every module with the English schema", () => {
    expect(() => englishSite.siteSchema.parse(spanishSite.site)).not.toThrow();
    expect(() => englishFaqs.faqsSchema.parse(spanishFaqs.faqs)).not.toThrow();
    expect(() => englishServices.servicesSchema.parse(spanishServices.services)).not.toThrow();
    expect(() =>
      englishServices.designProcessSchema.parse(spanishServices.designProcess),
    ).not.toThrow();
    expect(() =>
      englishConsultation.consultationContentSchema.parse(spanishConsultation.consultationContent),
    ).not.toThrow();
    for (const option of [
      spanishConsultation.inHomeConsultation,
      spanishConsultation.showroomConsultation,
    ])
      expect(() => englishConsultation.consultationOptionSchema.parse(option)).not.toThrow();
    for (const time of [...spanishConsultation.timeSlots, spanishConsultation.notSpecifiedTime])
      expect(englishConsultation.preferredTimeSchema.safeParse(time).success).toBe(true);
    expect(() =>
      englishInstallation.installationContentSchema.parse(spanishInstallation.installationContent),
    ).not.toThrow();
    for (const document of [spanishLegal.privacyPolicy, spanishLegal.termsAndConditions])
      expect(() => spanishLegalDocumentSchema.parse(document)).not.toThrow();
  });
});

describe("Spanish store facts", () => {
  it("keep every fact of the English site and word the prose in Spanish", () => {
    expect(es.hours.weekdays).toBe("Lunes a viernes de 10:00 a. m. a 5:00 p. m.");
    expect(es.stats).toEqual({ ...englishSite.site.stats, rating: "5 estrellas" });
    expect(es.replyPromise).toBe("en menos de 24 horas");
    expect(spanishSite.fullAddress).toBe(englishSite.fullAddress);
  });
});

describe("Spanish FAQs", () => {
  it("ask every question with ¿…?", () => {
    for (const faq of spanishFaqs.faqs) {
      expect(faq.question, faq.id).toMatch(/^¿/);
      expect(faq.question, faq.id).toMatch(/\?$/);
    }
    expect(new Set(spanishFaqs.faqs.map((faq) => faq.question)).size).toBe(10);
  });

  it("state the store's policies and constants from the Spanish site", () => {
    const answers = spanishFaqs.faqs.map((faq) => faq.answer).join("\n");
    for (const phrase of [
      `$${es.samplePrice}`,
      es.specialOrderLeadTime,
      es.installationWarranty,
      es.stats.samples,
      spanishConsultation.showroomConsultation.price.toLowerCase(),
      "24 horas",
      "30 días",
      "48 horas",
      "$250",
      "lote de tinte",
      "humedad",
    ])
      expect(answers.toLowerCase()).toContain(phrase.toLowerCase());
  });
});

describe("Spanish consultation, services and installation", () => {
  it("keep the English prices and durations in minutes", () => {
    const options = spanishConsultation.consultationContent.options;
    expect(options.map((option) => option.price)).toEqual(["$250", "Gratuita"]);
    for (const option of options) expect(option.duration).toBe("30–60 minutos");
    expect(spanishConsultation.timeSlots).toBe(englishConsultation.timeSlots);
    expect(spanishConsultation.notSpecifiedTime).toBe(englishConsultation.notSpecifiedTime);
  });

  it("word the warranty and lead time from the Spanish site", () => {
    expect(spanishInstallation.installationContent.warranty.heading).toContain(
      es.installationWarranty,
    );
    expect(spanishServices.services.map((service) => service.summary).join(" ")).toContain(
      es.specialOrderLeadTime,
    );
  });

  it("keep the sample price and limit", () => {
    expect(spanishSamples.samplePolicy.price).toBe(englishSamples.samplePolicy.price);
    expect(spanishSamples.samplePolicy.maxPerRequest).toBe(
      englishSamples.samplePolicy.maxPerRequest,
    );
  });
});

describe("Spanish legal pages", () => {
  it("carry the English update dates in Spanish form and the store's contact details", () => {
    expect(spanishLegal.legalUpdated).toBe(spanishDate(englishLegal.legalUpdated));
    expect(spanishLegal.privacyUpdated).toBe(spanishDate(englishLegal.privacyUpdated));
    expect(spanishLegal.privacyUpdated).toBe("25 de noviembre de 2026");
    expect(spanishLegal.termsAndConditions.updated).toBe(spanishLegal.legalUpdated);
    expect(spanishLegal.privacyPolicy.updated).toBe(spanishLegal.privacyUpdated);
    for (const document of [spanishLegal.privacyPolicy, spanishLegal.termsAndConditions]) {
      const text = collectStrings(document).join("\n");
      expect(text).toContain(es.phone.display);
      expect(text).toContain(es.email);
      expect(text).toContain(es.address.street);
    }
  });

  it("terms state the cancellation, return, damage, special-order and warranty rules", () => {
    const terms = collectStrings(spanishLegal.termsAndConditions).join("\n").toLowerCase();
    for (const phrase of [
      "24 horas",
      "30 días",
      "48 horas",
      "no se han abierto",
      "definitivos una vez",
      es.specialOrderLeadTime,
      `$${es.samplePrice}`,
      es.installationWarranty,
      "errores de precio",
      "estado de la florida",
    ])
      expect(terms).toContain(phrase.toLowerCase());
  });

  it("privacy describes the stored submissions, the one cookie and click-to-load third parties", () => {
    const privacy = collectStrings(spanishLegal.privacyPolicy).join("\n").toLowerCase();
    for (const phrase of [
      "propia base de datos",
      "utm_",
      "dirección postal",
      "fecha y la hora de preferencia",
      "dos cookies funcionales",
      "analítica",
      "rastreadores publicitarios",
      "OpenStreetMap",
      "Instagram",
      "dirección IP",
      "proveedor de correo electrónico",
      "eliminar",
      "niños",
    ])
      expect(privacy).toContain(phrase.toLowerCase());
  });
});

describe("Spanish module sources", () => {
  it("never type store facts as literals", () => {
    const forbidden = [
      es.phone.display,
      es.phone.e164,
      es.email,
      es.name,
      es.legalName,
      es.ownerName,
      es.address.street,
      es.address.zip,
      es.address.city,
      es.stats.clients,
      es.stats.samples,
      es.hours.weekdays,
      es.hours.weekend,
      es.replyPromise,
      es.specialOrderLeadTime,
      es.installationWarranty,
    ];
    for (const name of moduleNames.filter((entry) => entry !== "site")) {
      const source = readFileSync(new URL(`./${name}.ts`, import.meta.url), "utf8");
      for (const literal of forbidden)
        expect(source.includes(literal), `${name}.ts contains "${literal}"`).toBe(false);
    }
  });
});
