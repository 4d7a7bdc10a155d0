/**
 * Copy for the home page sections. The store name, tagline and address in the hero come straight
 * from `site`; this module holds the words around them.
 */
import { z } from "zod";

import { site } from "@/content/site";

const sectionCopySchema = z.object({
  heading: z.string().min(3),
  intro: z.string().min(40),
});

export const homeLinkCardSchema = z.object({
  id: z.string().regex(/^[a-z0-9-]+$/),
  title: z.string().min(3),
  /** One sentence. */
  text: z.string().min(30).max(200),
  href: z.string().startsWith("/"),
  linkLabel: z.string().min(3),
});

export type HomeLinkCard = z.infer<typeof homeLinkCardSchema>;

export const homeContentSchema = z.object({
  hero: z.object({
    eyebrow: z.string().min(5),
    intro: z.string().min(40),
    visitLabel: z.string().min(3),
    consultationLabel: z.string().min(3),
  }),
  linkCards: z.array(homeLinkCardSchema).length(3),
  visit: sectionCopySchema,
  inspiration: sectionCopySchema,
  socialFeed: sectionCopySchema,
  testimonials: sectionCopySchema,
  commercialProjects: z.object({ heading: z.string().min(3) }),
});

export type HomeContent = z.infer<typeof homeContentSchema>;

export const homeContent: HomeContent = {
  hero: {
    eyebrow: `Designer wallcoverings showroom in ${site.address.city}`,
    intro: `Touch ${site.stats.samples} samples from ${site.stats.brands} designer houses, get advice that allows for salt air and summer humidity, and leave the hanging to our own crews.`,
    visitLabel: "Visit Our Showroom",
    consultationLabel: "Schedule Consultation",
  },
  linkCards: [
    {
      id: "designer-collections",
      title: "Designer Collections",
      text: "Grasscloth, silks, scenic prints and bold geometrics from the houses we carry, ready to see in person at the showroom.",
      href: "/wallpaper-brands",
      linkLabel: "Browse the collections",
    },
    {
      id: "wall-art",
      title: "Wall Art",
      text: "Murals and scenic panels sized to your wall, for a single powder room or an entire hotel lobby.",
      href: "/services",
      linkLabel: "Explore our services",
    },
    {
      id: "begin-your-vision",
      title: "Begin Your Vision",
      text: "Book time with a designer at the showroom or in your home, and leave with a short list that truly fits the room.",
      href: "/consultation",
      linkLabel: "Plan a consultation",
    },
  ],
  visit: {
    heading: "Visit us",
    intro: `Come and see the walls in person at our showroom near ${site.address.neighbourhood}. Bring a paint chip, a fabric swatch or a photo of the room, and we will lay samples out in daylight, the only honest way to judge grasscloth and metallics.`,
  },
  inspiration: {
    heading: "Inspiration for every room",
    intro:
      "Dining rooms, powder rooms, nurseries and offices papered by our clients and crews. Look for the styles that make you pause, then ask us to pull the samples.",
  },
  socialFeed: {
    heading: "From the showroom",
    intro: `New arrivals, installations in progress and finished rooms around South Florida, shared on Instagram as ${site.social.instagram.handle}. The feed loads from Instagram only when you choose to show it.`,
  },
  testimonials: {
    heading: "What our clients say",
    intro:
      "Homeowners, designers and architects on working with us, from the first sample to the final seam.",
  },
  commercialProjects: { heading: "Trusted on commercial and hospitality projects" },
};
