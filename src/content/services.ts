/** The five service cards and the four-step design process on /services. */
import { z } from "zod";

import { site } from "@/content/site";

export const serviceSchema = z.object({
  id: z.string().regex(/^[a-z0-9-]+$/),
  title: z.string().min(5),
  /** One or two sentences under the card title. */
  summary: z.string().min(40).max(280),
  points: z.tuple([z.string().min(10), z.string().min(10), z.string().min(10)]),
  link: z.object({ href: z.string().startsWith("/"), label: z.string().min(2) }).optional(),
});

export type Service = z.infer<typeof serviceSchema>;

export const servicesSchema = z.array(serviceSchema).length(5);

export const designProcessStepSchema = z.object({
  title: z.string().min(3),
  text: z.string().min(40),
});

export type DesignProcessStep = z.infer<typeof designProcessStepSchema>;

export const designProcessSchema = z.array(designProcessStepSchema).length(4);

export const services: readonly Service[] = [
  {
    id: "design-consultation",
    title: "Design consultation",
    summary:
      "Time with a designer, in the showroom or in your home, to find the wallcovering that suits the room, the light and the way you live.",
    points: [
      "Samples curated to your style, budget and the size of the room",
      "Advice on materials that cope with humidity, sun and salt air",
      "Measurements and a roll estimate on in-home visits",
    ],
    link: { href: "/consultation", label: "Consultation options" },
  },
  {
    id: "special-orders",
    title: "Custom and special orders",
    summary: `Access to hundreds of product lines beyond what hangs in the showroom, ordered directly from the mills and arriving mostly within ${site.specialOrderLeadTime}.`,
    points: [
      "Designer houses, hand-painted papers and custom colorways",
      "Stock, dye lot and ship date confirmed before you commit",
      "Every delivery inspected and tracked to your door or job site",
    ],
    link: { href: "/wallpaper-brands", label: "Browse the brands" },
  },
  {
    id: "installation",
    title: "Professional installation",
    summary: `Our own crews prepare the walls and hang everything from grasscloth to murals, backed by a ${site.installationWarranty} workmanship warranty.`,
    points: [
      "Site measure before ordering, so quantities are right the first time",
      "Wall repair, priming and moisture checks included in the preparation",
      "Tidy, careful crews used to occupied homes and finished interiors",
    ],
    link: { href: "/installation", label: "How installation works" },
  },
  {
    id: "commercial-projects",
    title: "Commercial and hospitality projects",
    summary:
      "Specification, sourcing and installation for hotels, restaurants, offices and condominium common areas, working alongside designers, architects and contractors.",
    points: [
      "Commercial-grade Type II vinyls and fire-rating documentation",
      "Quantities, submittals and samples prepared for your project team",
      "Installation scheduled around openings, guests and other trades",
    ],
    link: { href: "/contact", label: "Talk to us about a project" },
  },
  {
    id: "murals-and-wall-art",
    title: "Murals and wall art",
    summary:
      "Scenic panels, hand-painted murals and digitally printed artwork sized to your wall, for a single powder room or an entire lobby.",
    points: [
      "Artwork scaled and positioned around windows, doors and furniture",
      "Scenic chinoiserie, tropical landscapes and custom imagery",
      "Panels hung in sequence by installers who do this every week",
    ],
    link: { href: "/styles/murals-digital", label: "See murals" },
  },
];

export const designProcess: readonly DesignProcessStep[] = [
  {
    title: "Discover",
    text: "We start with the room: how it is used, the light it gets, the furniture and art staying in it, and the feeling you want when you walk in.",
  },
  {
    title: "Sample",
    text: "We pull a focused selection from the library and the mills, and you live with the samples at home, morning and evening, before deciding.",
  },
  {
    title: "Order",
    text: `We measure, confirm quantities and dye lots, and place the order. Special orders arrive mostly within ${site.specialOrderLeadTime}, and we keep you posted.`,
  },
  {
    title: "Install",
    text: `Our crews prepare the walls and hang the paper with care, then walk the room with you. Every installation carries a ${site.installationWarranty} warranty.`,
  },
];
