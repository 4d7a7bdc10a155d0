import { readFileSync } from "node:fs";

import { describe, expect, it } from "vitest";

import { aboutContent, aboutContentSchema, showroomStats } from "@/content/about";
import { styles } from "@/content/catalog/taxonomy";
import { clients, clientsSchema } from "@/content/clients";
import {
  consultationContent,
  consultationContentSchema,
  notSpecifiedTime,
  preferredTimeSchema,
  timeSlots,
} from "@/content/consultation";
import { faqs, faqsSchema } from "@/content/faqs";
import { homeContent, homeContentSchema } from "@/content/home";
import { installationContent, installationContentSchema } from "@/content/installation";
import {
  legalDocumentSchema,
  privacyPolicy,
  termsAndConditions,
  type LegalDocument,
} from "@/content/legal";
import { designProcess, designProcessSchema, services, servicesSchema } from "@/content/services";
import { site } from "@/content/site";
import { ownerFirstName, team, teamSchema } from "@/content/team";
import { homeTestimonials, testimonials, testimonialsSchema } from "@/content/testimonials";

const modules = [
  "testimonials",
  "faqs",
  "services",
  "team",
  "clients",
  "consultation",
  "about",
  "installation",
  "home",
  "legal",
] as const;

const everything = {
  testimonials,
  homeTestimonials,
  faqs,
  services,
  designProcess,
  team,
  clients,
  consultationContent,
  timeSlots,
  notSpecifiedTime,
  aboutContent,
  showroomStats,
  installationContent,
  homeContent,
  privacyPolicy,
  termsAndConditions,
};

/** The guide slugs as docs/product.md lists them (3.8 Guides and calculator). */
const guideSlugs = [
  "choose-wallpaper-color",
  "choose-a-wallpaper-pattern",
  "what-can-i-do-with-a-border",
  "choose-the-right-type-of-wallpaper",
  "prepare-your-walls-for-wallpaper",
  "hang-wallpaper",
  "clean-wallpaper-safely",
  "choose-the-right-wallpaper",
  "wallpaper-in-the-laundry-room",
  "differences-between-wallpaper-brands",
  "glossary",
];

const staticRoutes = new Set([
  "/",
  "/about",
  "/collections",
  "/wallpaper-brands",
  "/catalog",
  "/services",
  "/installation",
  "/testimonials",
  "/faqs",
  "/contact",
  "/consultation",
  "/how-to-wallpaper",
  "/wallpaper-calculator",
  "/samples",
  "/privacy",
  "/terms",
]);

function isSiteRoute(href: string): boolean {
  if (staticRoutes.has(href)) return true;
  const guide = /^\/how-to\/([a-z0-9-]+)$/.exec(href);
  if (guide?.[1]) return guideSlugs.includes(guide[1]);
  const style = /^\/styles\/([a-z0-9-]+)$/.exec(href);
  if (style?.[1]) return styles.some((entry) => entry.slug === style[1]);
  return false;
}

function collectStrings(value: unknown, into: string[] = []): string[] {
  if (typeof value === "string") into.push(value);
  else if (Array.isArray(value)) for (const item of value) collectStrings(item, into);
  else if (value !== null && typeof value === "object")
    for (const item of Object.values(value)) collectStrings(item, into);
  return into;
}

function collectHrefs(value: unknown, into: string[] = []): string[] {
  if (Array.isArray(value)) for (const item of value) collectHrefs(item, into);
  else if (value !== null && typeof value === "object") {
    for (const [key, item] of Object.entries(value)) {
      if (key === "href" && typeof item === "string") into.push(item);
      else collectHrefs(item, into);
    }
  }
  return into;
}

function documentText(document: LegalDocument): string {
  return collectStrings(document).join("\n");
}

function wordCount(text: string): number {
  return text.split(/\s+/).filter(Boolean).length;
}

/** Sentence ends: "." or "?" before a space or the end; the copy avoids abbreviations. */
function sentenceCount(text: string): number {
  return text.match(/[.?](\s|$)/g)?.length ?? 0;
}

describe("showroom content schemas", () => {
  it("parses every module with its schema", () => {
    expect(() => testimonialsSchema.parse(testimonials)).not.toThrow();
    expect(() => faqsSchema.parse(faqs)).not.toThrow();
    expect(() => servicesSchema.parse(services)).not.toThrow();
    expect(() => designProcessSchema.parse(designProcess)).not.toThrow();
    expect(() => teamSchema.parse(team)).not.toThrow();
    expect(() => clientsSchema.parse(clients)).not.toThrow();
    expect(() => consultationContentSchema.parse(consultationContent)).not.toThrow();
    expect(() => aboutContentSchema.parse(aboutContent)).not.toThrow();
    expect(() => installationContentSchema.parse(installationContent)).not.toThrow();
    expect(() => homeContentSchema.parse(homeContent)).not.toThrow();
    expect(() => legalDocumentSchema.parse(privacyPolicy)).not.toThrow();
    expect(() => legalDocumentSchema.parse(termsAndConditions)).not.toThrow();
  });
});

describe("testimonials", () => {
  it("has six five-star testimonials of two to four sentences with unique ids", () => {
    expect(testimonials).toHaveLength(6);
    expect(new Set(testimonials.map((t) => t.id)).size).toBe(6);
    for (const testimonial of testimonials) {
      expect(testimonial.rating).toBe(5);
      const sentences = sentenceCount(testimonial.text);
      expect(sentences, testimonial.id).toBeGreaterThanOrEqual(2);
      expect(sentences, testimonial.id).toBeLessThanOrEqual(4);
    }
  });

  it("shows three distinct testimonials from the list on the home page", () => {
    expect(homeTestimonials).toHaveLength(3);
    expect(new Set(homeTestimonials.map((t) => t.id)).size).toBe(3);
    for (const quote of homeTestimonials) expect(testimonials).toContain(quote);
  });
});

describe("faqs", () => {
  it("has ten unique questions with 40-110 word answers", () => {
    expect(faqs).toHaveLength(10);
    expect(new Set(faqs.map((faq) => faq.question)).size).toBe(10);
    expect(new Set(faqs.map((faq) => faq.id)).size).toBe(10);
    for (const faq of faqs) {
      const words = wordCount(faq.answer);
      expect(words, faq.id).toBeGreaterThanOrEqual(40);
      expect(words, faq.id).toBeLessThanOrEqual(110);
    }
  });

  it("states the store's policies and constants", () => {
    const answers = faqs.map((faq) => faq.answer).join("\n");
    expect(answers).toContain(`$${site.samplePrice}`);
    expect(answers).toContain(site.specialOrderLeadTime);
    expect(answers).toContain(site.installationWarranty);
    for (const phrase of ["24 hours", "30 days", "48 hours", "$250", "dye lot", "humidity"])
      expect(answers.toLowerCase()).toContain(phrase.toLowerCase());
    expect(
      faqs.some((faq) => faq.links?.some((link) => link.href === "/wallpaper-calculator")),
    ).toBe(true);
  });
});

describe("services", () => {
  it("has five services of three points each and a four-step process", () => {
    expect(services).toHaveLength(5);
    expect(new Set(services.map((service) => service.id)).size).toBe(5);
    for (const service of services) expect(service.points).toHaveLength(3);
    expect(designProcess).toHaveLength(4);
    expect(services.map((service) => service.summary).join(" ")).toContain(
      site.specialOrderLeadTime,
    );
  });
});

describe("team", () => {
  it("starts with the owner and gives every member a team-<id> portrait", () => {
    expect(team).toHaveLength(4);
    expect(team[0]?.name).toBe(site.ownerName);
    expect(team[0]?.role).toBe(site.ownerTitle);
    expect(new Set(team.map((member) => member.id)).size).toBe(team.length);
    for (const member of team) {
      expect(member.portrait).toBe(`team-${member.id}`);
      expect(sentenceCount(member.bio), member.id).toBe(2);
    }
  });
});

describe("clients", () => {
  it("lists eight distinct commercial clients", () => {
    expect(clients).toHaveLength(8);
    expect(new Set(clients.map((client) => client.name)).size).toBe(8);
  });
});

describe("consultation", () => {
  it("offers exactly the two consultation options", () => {
    expect(
      consultationContent.options.map(({ title, price, duration }) => ({ title, price, duration })),
    ).toEqual([
      { title: "In-home design consultation", price: "$250", duration: "30–60 minutes" },
      { title: "Showroom consultation", price: "Complimentary", duration: "30–60 minutes" },
    ]);
    expect(consultationContent.process).toHaveLength(4);
    expect(consultationContent.inclusions.length).toBeGreaterThanOrEqual(6);
    expect(consultationContent.inclusions.length).toBeLessThanOrEqual(8);
  });

  it("offers the seven time slots in order, plus the not-specified marker", () => {
    expect(timeSlots).toEqual([
      "9:00 AM",
      "10:00 AM",
      "11:00 AM",
      "1:00 PM",
      "2:00 PM",
      "3:00 PM",
      "4:00 PM",
    ]);
    expect(notSpecifiedTime).toBe("Not specified");
    expect(preferredTimeSchema.safeParse("Not specified").success).toBe(true);
    expect(preferredTimeSchema.safeParse("12:00 PM").success).toBe(false);
  });
});

describe("about", () => {
  it("is titled after the owner and shows every site statistic once", () => {
    expect(aboutContent.heading).toBe(`Meet ${site.ownerName}`);
    expect(aboutContent.story.length).toBeGreaterThanOrEqual(3);
    expect(aboutContent.story.length).toBeLessThanOrEqual(4);
    expect(showroomStats.map((stat) => stat.id).sort()).toEqual(Object.keys(site.stats).sort());
    for (const stat of showroomStats) expect(stat.value).toBe(site.stats[stat.id]);
    const hrefs = aboutContent.links.map((link) => link.href);
    expect(hrefs).toContain("/contact");
    expect(hrefs).toContain("/consultation");
  });
});

describe("installation", () => {
  it("links the four preparation guides and the two calls to action", () => {
    expect(installationContent.preparation.map((item) => item.link.href).sort()).toEqual(
      [
        "/how-to/choose-the-right-type-of-wallpaper",
        "/how-to/hang-wallpaper",
        "/how-to/prepare-your-walls-for-wallpaper",
        "/wallpaper-calculator",
      ].sort(),
    );
    expect(installationContent.ctas).toEqual([
      { href: "/consultation", label: "Apply for Installation" },
      { href: "/contact", label: "Contact Us" },
    ]);
    expect(installationContent.warranty.heading).toContain(site.installationWarranty);
  });
});

describe("home", () => {
  it("labels the hero's two buttons as the site always has", () => {
    expect(homeContent.hero.visitLabel).toBe("Visit Our Showroom");
    expect(homeContent.hero.consultationLabel).toBe("Schedule Consultation");
  });

  it("has the three link cards, in order", () => {
    expect(homeContent.linkCards.map(({ title, href }) => ({ title, href }))).toEqual([
      { title: "Designer Collections", href: "/wallpaper-brands" },
      { title: "Wall Art", href: "/services" },
      { title: "Begin Your Vision", href: "/consultation" },
    ]);
    for (const card of homeContent.linkCards) expect(sentenceCount(card.text), card.id).toBe(1);
  });
});

describe("legal pages", () => {
  it("carry the update date and the store's contact details", () => {
    expect(termsAndConditions.updated).toBe("January 6, 2025");
    // The privacy policy's date moves with each change to what the site does with data.
    expect(privacyPolicy.updated).toBe("November 25, 2026");
    for (const document of [privacyPolicy, termsAndConditions]) {
      const text = documentText(document);
      expect(text).toContain(site.phone.display);
      expect(text).toContain(site.email);
      expect(text).toContain(site.address.street);
    }
    expect(new Set(privacyPolicy.sections.map((s) => s.id)).size).toBe(
      privacyPolicy.sections.length,
    );
    expect(new Set(termsAndConditions.sections.map((s) => s.id)).size).toBe(
      termsAndConditions.sections.length,
    );
  });

  it("terms state the cancellation, return, damage, special-order and warranty rules", () => {
    const terms = documentText(termsAndConditions);
    for (const phrase of [
      "24 hours",
      "30 days",
      "48 hours",
      "unopened",
      "final once",
      site.specialOrderLeadTime,
      `$${site.samplePrice}`,
      site.installationWarranty,
      "pricing errors",
      "State of Florida",
    ])
      expect(terms.toLowerCase()).toContain(phrase.toLowerCase());
  });

  it("privacy describes the stored submissions, the one cookie and click-to-load third parties", () => {
    const privacy = documentText(privacyPolicy);
    for (const phrase of [
      "own database",
      "utm_",
      "postal address",
      "preferred date and time",
      "two functional cookies",
      "no analytics",
      "advertising trackers",
      "OpenStreetMap",
      "Instagram",
      "IP address",
      "e-mail provider",
      "delete",
      "children",
    ])
      expect(privacy.toLowerCase()).toContain(phrase.toLowerCase());
  });
});

describe("all showroom content", () => {
  const strings = collectStrings(everything);

  it("links only to the site's own routes", () => {
    const hrefs = collectHrefs(everything);
    expect(hrefs.length).toBeGreaterThan(15);
    for (const href of hrefs) expect(isSiteRoute(href), href).toBe(true);
  });

  it("has no placeholder text or exclamation marks", () => {
    for (const text of strings) {
      expect(text, text).not.toMatch(/lorem|todo/i);
      expect(text, text).not.toContain("!");
    }
  });

  it("never types store facts as literals in the modules' source", () => {
    const digits = site.phone.e164.slice(2);
    const [area, exchange, line] = [digits.slice(0, 3), digits.slice(3, 6), digits.slice(6)];
    const forbidden = [
      site.phone.display,
      site.phone.e164,
      digits,
      `${area}-${exchange}-${line}`,
      `${area}.${exchange}.${line}`,
      `${exchange}-${line}`,
      site.email,
      site.name,
      site.legalName,
      site.shortName,
      site.ownerName,
      ownerFirstName,
      site.address.street,
      site.address.zip,
      site.address.neighbourhood,
      site.stats.clients,
      site.stats.samples,
      site.hours.weekdays,
      site.hours.weekend,
      site.specialOrderLeadTime,
      site.installationWarranty,
    ];
    for (const name of modules) {
      const source = readFileSync(new URL(`./${name}.ts`, import.meta.url), "utf8");
      for (const literal of forbidden)
        expect(source.includes(literal), `${name}.ts contains "${literal}"`).toBe(false);
    }
  });
});
