/**
 * The About page: the owner's story, credentials and the showroom's statistics. The story is a
 * placeholder biography in the store's voice; every name, year and figure comes from `site`.
 */
import { z } from "zod";

import { site, type Site } from "@/content/site";
import { ownerFirstName } from "@/content/team";

const statIds = [
  "clients",
  "brands",
  "rating",
  "years",
  "samples",
] as const satisfies readonly (keyof Site["stats"])[];

export const showroomStatSchema = z.object({
  id: z.enum(statIds),
  value: z.string().min(1),
  label: z.string().min(3),
});

export type ShowroomStat = z.infer<typeof showroomStatSchema>;

export const aboutContentSchema = z.object({
  /** Named after the owner: "Meet <owner>", "Conozca a <owner>". */
  heading: z.string().regex(/^(?:Meet|Conozca a) \S/),
  intro: z.string().min(40),
  story: z.array(z.string().min(120)).min(3).max(4),
  credentialsHeading: z.string().min(3),
  credentials: z.array(z.string().min(20)).min(4).max(6),
  teamHeading: z.string().min(3),
  statsHeading: z.string().min(3),
  stats: z.array(showroomStatSchema).length(statIds.length),
  links: z.array(z.object({ href: z.string().startsWith("/"), label: z.string().min(2) })).min(2),
});

export type AboutContent = z.infer<typeof aboutContentSchema>;

/** Shared with the testimonials page, which shows the same figures. */
export const showroomStats: readonly ShowroomStat[] = [
  { id: "clients", value: site.stats.clients, label: "Happy clients" },
  { id: "brands", value: site.stats.brands, label: "Designer brands" },
  { id: "rating", value: site.stats.rating, label: "Average rating" },
  { id: "years", value: site.stats.years, label: "Years in business" },
  { id: "samples", value: site.stats.samples, label: "Samples to touch" },
];

export const aboutContent: AboutContent = {
  heading: `Meet ${site.ownerName}`,
  intro: `${site.ownerTitle} of ${site.name}, and the person most likely to pull a sample book off the shelf for you.`,
  story: [
    `${ownerFirstName} opened ${site.name} in ${site.foundingYear} with a simple conviction: wallpaper has to be chosen in person. A grasscloth that looks serene on a screen can read as busy in a small room, and a metallic that glows in the afternoon can turn flat under evening lamps. The only way to know is to hold the sample against the wall.`,
    `Before the showroom, ${ownerFirstName} spent years specifying finishes for homes, condominiums and hotels across South Florida, and learned the hard way what humidity, salt air and relentless sun do to the wrong material. That experience shapes every recommendation we make, from the backing of a paper to the primer beneath it.`,
    `Today the showroom in ${site.address.city} holds ${site.stats.samples} samples from ${site.stats.brands} designer houses, with hundreds more lines available by special order. Homeowners come in with a single powder room in mind; interior designers, architects and contractors come in with hotel corridors and condominium lobbies. Both get the same unhurried attention.`,
    "What has not changed is the way we work. We listen first, we show you only what will suit the room, and our own crews hang what you choose. If something is not right, we come back.",
  ],
  credentialsHeading: "Experience you can lean on",
  credentials: [
    `${site.stats.years} years matching wallcoverings to South Florida homes, condominiums and hotels`,
    `${site.stats.clients} clients served, from single accent walls to multi-floor hospitality projects`,
    `Trade relationships with ${site.stats.brands} designer houses and access to hundreds of special-order lines`,
    "Installer crews with more than fifteen years on luxury residential projects",
    "Daily work alongside interior designers, architects and general contractors",
    `A ${site.installationWarranty} warranty on every installation our crews complete`,
  ],
  teamHeading: "The team",
  statsHeading: "The showroom in numbers",
  stats: [...showroomStats],
  links: [
    { href: "/consultation", label: "Book a consultation" },
    { href: "/contact", label: "Contact the showroom" },
  ],
};
