/**
 * Client testimonials: six on /testimonials, three of them repeated on the home page. The quotes are
 * placeholders in the store's voice until the owner pastes in real reviews.
 */
import { z } from "zod";

import { ownerFirstName } from "@/content/team";

export const testimonialSchema = z.object({
  id: z.string().regex(/^[a-z0-9-]+$/),
  /** First name and last initial only, so no client is fully named on a public page. */
  name: z.string().regex(/^\p{Lu}\p{Ll}+ \p{Lu}\.$/u),
  location: z.string().min(3),
  text: z.string().min(80).max(600),
  rating: z.number().int().min(1).max(5),
  project: z.string().min(3),
});

export type Testimonial = z.infer<typeof testimonialSchema>;

export const testimonialsSchema = z.array(testimonialSchema).length(6);

export const testimonials: readonly Testimonial[] = [
  {
    id: "carolina-grasscloth-dining",
    name: "Carolina M.",
    location: "Coral Gables",
    text: `We had wanted grasscloth in the dining room for years but worried about the humidity. ${ownerFirstName} brought samples to the house, explained why a vinyl-backed sisal would hold up beside our French doors, and the crew hung it so the seams almost disappear. Guests still run their hands along the walls.`,
    rating: 5,
    project: "Grasscloth dining room",
  },
  {
    id: "james-oceanfront-condo",
    name: "James R.",
    location: "Key Biscayne",
    text: "Our condo faces the ocean, and the paper we had before curled at the seams within one summer. This time the team chose a non-woven, scrubbable wallcovering and had us run the air conditioning for two days before the install. Two hurricane seasons later it looks exactly as it did on day one.",
    rating: 5,
    project: "Oceanfront condo living room",
  },
  {
    id: "ana-chinoiserie-powder-room",
    name: "Ana P.",
    location: "Pinecrest",
    text: "I walked in with a torn-out magazine page and left with a hand-painted chinoiserie that is lovelier than the photo. They placed the order with the mill, kept me posted every week, and the panels arrived in under three weeks. The powder room is now the room everyone asks about.",
    rating: 5,
    project: "Chinoiserie powder room",
  },
  {
    id: "michael-hotel-corridors",
    name: "Michael T.",
    location: "Miami Beach",
    text: "As a hospitality designer I need a showroom that understands commercial specifications. They sourced a Type II vinyl in our custom colorway, supplied the fire-rating paperwork, and coordinated deliveries with the general contractor. Their installers worked nights so the hotel never had to close a floor.",
    rating: 5,
    project: "Boutique hotel guest corridors",
  },
  {
    id: "sofia-nursery-mural",
    name: "Sofia L.",
    location: "Coconut Grove",
    text: "We wanted a mural for our daughter's nursery that would still feel right when she turns ten. The team measured the wall, shifted the artwork so the tallest palm cleared the window, and hung the panels in a single afternoon. It is calm, a little magical, and not at all babyish.",
    rating: 5,
    project: "Botanical nursery mural",
  },
  {
    id: "richard-architect-residence",
    name: "Richard H.",
    location: "Palm Beach",
    text: "I specify wallcoverings on most of my residential projects and now send clients here first. The samples are organized so people can actually decide, quotes come back quickly, and the installers read drawings. On a recent waterfront house that saved me a site visit on every floor.",
    rating: 5,
    project: "Waterfront residence, six rooms",
  },
];

/** The three quotes the home page shows: a homeowner, a condo owner and a trade client. */
export const homeTestimonialIds = [
  "carolina-grasscloth-dining",
  "james-oceanfront-condo",
  "michael-hotel-corridors",
] as const;

export const homeTestimonials: readonly Testimonial[] = homeTestimonialIds.map((id) => {
  const match = testimonials.find((testimonial) => testimonial.id === id);
  if (!match) throw new Error(`Home testimonial ${id} is not in the testimonials list`);
  return match;
});
