/**
 * Every fact about the store that the owner will replace lives here, and nowhere else:
 * pages, metadata, JSON-LD, e-mails and the footer all read from this module.
 */
import { z } from "zod";

export const siteSchema = z.object({
  name: z.string().min(2),
  shortName: z.string().min(2),
  legalName: z.string().min(2),
  ownerName: z.string().min(2),
  ownerTitle: z.string().min(2),
  tagline: z.string().min(10),
  blurb: z.string().min(40),
  foundingYear: z.number().int().min(1900),
  copyrightYear: z.number().int(),
  address: z.object({
    street: z.string().min(3),
    suite: z.string().optional(),
    city: z.string().min(2),
    state: z.string().length(2),
    zip: z.string().regex(/^\d{5}$/),
    country: z.literal("US"),
    latitude: z.number().min(-90).max(90),
    longitude: z.number().min(-180).max(180),
    neighbourhood: z.string().min(2),
  }),
  phone: z.object({
    display: z.string().min(7),
    e164: z.string().regex(/^\+1\d{10}$/),
  }),
  email: z.email(),
  timeZone: z.literal("America/New_York"),
  hours: z.object({
    weekdays: z.string(),
    weekend: z.string(),
    /** schema.org openingHoursSpecification: only the regular, public hours. */
    opens: z.string().regex(/^\d{2}:\d{2}$/),
    closes: z.string().regex(/^\d{2}:\d{2}$/),
  }),
  mapsUrl: z.url(),
  mapEmbedUrl: z.url(),
  social: z.object({
    instagram: z.object({ handle: z.string(), url: z.url(), feedProfileId: z.string() }),
    pinterest: z.object({ handle: z.string(), url: z.url() }),
    houzz: z.object({ handle: z.string(), url: z.url() }),
  }),
  stats: z.object({
    clients: z.string(),
    brands: z.string(),
    rating: z.string(),
    years: z.string(),
    samples: z.string(),
  }),
  replyPromise: z.string(),
  specialOrderLeadTime: z.string(),
  installationWarranty: z.string(),
  samplePrice: z.number().positive(),
});

export type Site = z.infer<typeof siteSchema>;

export const site = {
  name: "Alcove Wallcoverings",
  shortName: "Alcove",
  legalName: "Alcove Wallcoverings LLC",
  ownerName: "Isabel Moreno",
  ownerTitle: "Founder and principal designer",
  tagline: "Designer wallcoverings, chosen in person.",
  blurb:
    "A Coral Gables showroom for designer wallpaper and wallcoverings: thousands of samples to touch, expert advice for homes and hospitality projects, and installation by our own trusted crews.",
  foundingYear: 2014,
  copyrightYear: 2025,
  address: {
    street: "2415 Ponce de Leon Boulevard",
    city: "Coral Gables",
    state: "FL",
    zip: "33134",
    country: "US",
    latitude: 25.7531,
    longitude: -80.2589,
    neighbourhood: "Miracle Mile",
  },
  phone: { display: "(305) 555-0142", e164: "+13055550142" },
  email: "showroom@alcove-wallcoverings.example",
  timeZone: "America/New_York",
  hours: {
    weekdays: "Monday to Friday 10AM to 5PM",
    weekend: "Saturday and Sunday by appointment only",
    opens: "10:00",
    closes: "17:00",
  },
  mapsUrl: "https://www.openstreetmap.org/?mlat=25.7531&mlon=-80.2589#map=17/25.7531/-80.2589",
  mapEmbedUrl:
    "https://www.openstreetmap.org/export/embed.html?bbox=-80.2639%2C25.7501%2C-80.2539%2C25.7561&layer=mapnik&marker=25.7531%2C-80.2589",
  social: {
    instagram: {
      handle: "@alcovewallcoverings",
      url: "https://www.instagram.com/alcovewallcoverings/",
      feedProfileId: "alcovewallcoverings",
    },
    pinterest: {
      handle: "alcovewallcoverings",
      url: "https://www.pinterest.com/alcovewallcoverings/",
    },
    houzz: {
      handle: "alcove-wallcoverings",
      url: "https://www.houzz.com/pro/alcove-wallcoverings",
    },
  },
  stats: {
    clients: "1,000+",
    brands: "15+",
    rating: "5-star",
    years: "10+",
    samples: "10,000+",
  },
  replyPromise: "within 24 hours",
  specialOrderLeadTime: "1-4 weeks",
  installationWarranty: "one-year",
  samplePrice: 5,
} as const satisfies Site;

export const fullAddress = `${site.address.street}, ${site.address.city}, ${site.address.state} ${site.address.zip}`;
