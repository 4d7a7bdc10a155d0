/**
 * The home and showroom texts moved into messages: the English ones must still read word for word
 * as the pages did (visitors and the browser tests rely on them), and the Spanish ones must format
 * with the Spanish store facts into clean sentences.
 */
import { createTranslator } from "next-intl";
import { describe, expect, it } from "vitest";

import { site as spanishSite } from "@/content/es/site";
import { fullAddress, site } from "@/content/site";
import { messagesByLocale } from "@/messages/messages";

const en = createTranslator({ locale: "en", messages: messagesByLocale.en });
const es = createTranslator({ locale: "es", messages: messagesByLocale.es });

describe("English home and showroom messages", () => {
  it("format into the sentences the pages have always shown", () => {
    expect(en("home.meta.title", { city: site.address.city })).toBe(
      `Designer Wallpaper Showroom in ${site.address.city}, FL`,
    );
    expect(en("home.meta.description", { name: site.name, city: site.address.city })).toBe(
      `${site.name}: designer wallpaper and wallcoverings to see and touch in ${site.address.city}. Samples, consultations and installation across South Florida.`,
    );
    expect(en("home.photoGrid.intro", { samples: site.stats.samples })).toBe(
      `${site.stats.samples} samples, full-length panels to stand back from, and a long table by the window for comparing them in daylight.`,
    );
    expect(en("home.visit.mapTitle", { name: site.name, address: fullAddress })).toBe(
      `Interactive map of ${site.name}, ${fullAddress}`,
    );
    expect(
      en("home.visitStore.text", { weekdays: site.hours.weekdays, weekend: site.hours.weekend }),
    ).toBe(
      `Open ${site.hours.weekdays}. ${site.hours.weekend}. Walk in, or tell us you are coming and we will have the right books on the table.`,
    );
    expect(en("home.socialFeed.profileLink", { handle: site.social.instagram.handle })).toBe(
      `See ${site.social.instagram.handle} on Instagram`,
    );
    expect(en("showroom.starRating.label", { rating: 5, outOf: 5 })).toBe("5 out of 5 stars");
    expect(en("showroom.about.statsEyebrow", { year: String(site.foundingYear) })).toBe(
      `Since ${site.foundingYear}`,
    );
    expect(
      en("showroom.about.meta.description", {
        owner: site.ownerName,
        name: site.name,
        year: String(site.foundingYear),
        city: site.address.city,
        samples: site.stats.samples,
      }),
    ).toBe(
      `${site.ownerName} founded ${site.name} in ${site.foundingYear}. Meet the team behind the ${site.address.city} showroom, its ${site.stats.samples} samples and its installers.`,
    );
    expect(en("showroom.services.lead", { years: site.stats.years })).toBe(
      `One team for the whole job: we help you choose, order from the mills, prepare the walls and hang the paper. Homeowners, interior designers, architects and contractors across South Florida have relied on us for ${site.stats.years} years.`,
    );
    expect(
      en("showroom.installation.meta.description", { warranty: site.installationWarranty }),
    ).toBe(
      `How our own crews measure, prepare and hang wallcoverings, what the ${site.installationWarranty} installation warranty covers, and how to get your room ready.`,
    );
    expect(
      en("showroom.faqs.contactText", {
        phone: site.phone.display,
        replyPromise: site.replyPromise,
      }),
    ).toBe(`Call ${site.phone.display} or send us a message. We reply ${site.replyPromise}.`);
    expect(en("showroom.testimonials.heading")).toBe("In our clients’ words");
    expect(en("home.digitBadge.seven")).toBe("seven");
  });
});

describe("Spanish home and showroom messages", () => {
  it("format with the Spanish store facts into clean sentences", () => {
    const hours = es("home.visitStore.text", {
      weekdays: spanishSite.hours.weekdays.replace(/\.$/, ""),
      weekend: spanishSite.hours.weekend,
    });
    expect(hours).toContain(spanishSite.hours.weekend);
    expect(hours).not.toContain("..");
    expect(es("showroom.starRating.label", { rating: 5, outOf: 5 })).toBe("5 de 5 estrellas");
    expect(es("showroom.about.statsEyebrow", { year: String(spanishSite.foundingYear) })).toBe(
      `Desde ${spanishSite.foundingYear}`,
    );
    expect(
      es("showroom.installation.meta.description", {
        warranty: spanishSite.installationWarranty,
      }),
    ).toContain("la garantía de un año de la instalación");
    expect(
      es("showroom.faqs.contactText", {
        phone: spanishSite.phone.display,
        replyPromise: spanishSite.replyPromise,
      }),
    ).toBe(
      `Llame al ${spanishSite.phone.display} o envíenos un mensaje. Respondemos en menos de 24 horas.`,
    );
    expect(es("home.digitBadge.seven")).toBe("siete");
  });

  it("gives every page a title of its own in each language", () => {
    const titles = [
      en("home.meta.title", { city: site.address.city }),
      en("showroom.services.meta.title"),
      en("showroom.installation.meta.title"),
      en("showroom.testimonials.meta.title"),
      en("showroom.faqs.meta.title"),
      es("home.meta.title", { city: spanishSite.address.city }),
      es("showroom.services.meta.title"),
      es("showroom.installation.meta.title"),
      es("showroom.testimonials.meta.title"),
      es("showroom.faqs.meta.title"),
    ];
    expect(new Set(titles).size).toBe(titles.length);
  });
});
