/**
 * The /consultation page and the values the consultation dialog offers. Prices and durations follow
 * docs/product.md, 3.2 Showroom pages; the time slots are the only values the dialog may send.
 */
import { z } from "zod";

import { site } from "@/content/site";

export const consultationOptionSchema = z.object({
  id: z.enum(["in-home", "showroom"]),
  title: z.string().min(5),
  description: z.string().min(60),
  duration: z.string().min(3),
  price: z.string().min(2),
});

export type ConsultationOption = z.infer<typeof consultationOptionSchema>;

export const consultationStepSchema = z.object({
  title: z.string().min(3),
  text: z.string().min(40),
});

export type ConsultationStep = z.infer<typeof consultationStepSchema>;

export const consultationContentSchema = z.object({
  heading: z.string().min(5),
  intro: z.string().min(60),
  options: z.array(consultationOptionSchema).length(2),
  inclusions: z.array(z.string().min(10)).min(6).max(8),
  process: z.array(consultationStepSchema).length(4),
});

export type ConsultationContent = z.infer<typeof consultationContentSchema>;

export const timeSlots = [
  "9:00 AM",
  "10:00 AM",
  "11:00 AM",
  "1:00 PM",
  "2:00 PM",
  "3:00 PM",
  "4:00 PM",
] as const;

export type TimeSlot = (typeof timeSlots)[number];

/** Sent as the preferred time when the visitor leaves the choice empty. */
export const notSpecifiedTime = "Not specified";

/** What the dialog may submit as preferredTime: one of the slots, or the not-specified marker. */
export const preferredTimeSchema = z.union([z.enum(timeSlots), z.literal(notSpecifiedTime)]);

export type PreferredTime = z.infer<typeof preferredTimeSchema>;

export const inHomeConsultation: ConsultationOption = {
  id: "in-home",
  title: "In-home design consultation",
  description:
    "A designer comes to you with samples chosen for your rooms, looks at the light and the walls at different times of day, and takes measurements while there. Best for whole-home projects, coastal properties and rooms with tricky walls.",
  duration: "30–60 minutes",
  price: "$250",
};

export const showroomConsultation: ConsultationOption = {
  id: "showroom",
  title: "Showroom consultation",
  description: `Sit down with a designer at our ${site.address.city} showroom and work through the sample library together. Bring photos, plans or a fabric swatch, and leave with a short list and samples to take home.`,
  duration: "30–60 minutes",
  price: "Complimentary",
};

export const consultationContent: ConsultationContent = {
  heading: "Design consultations",
  intro: `Choosing wallpaper is easier with the samples in your hand and someone beside you who knows how each one behaves in South Florida. Meet us at the showroom or invite us home, and we will help you narrow ${site.stats.samples} samples down to the few that suit the room.`,
  options: [inHomeConsultation, showroomConsultation],
  inclusions: [
    "A conversation about the room, how you use it and the look you are after",
    "A curated selection of samples matched to your style, light and budget",
    "Advice on materials for humidity, sun exposure and salt air",
    "Guidance on scale, pattern repeat and color for the size of the room",
    "Measurements and a roll estimate for in-home visits",
    "A written short list with prices, brands and expected lead times",
    "Installation planning with our own crews, including wall preparation",
    "Trade support for designers, architects and contractors on larger projects",
  ],
  process: [
    {
      title: "Request a time",
      text: `Choose a date and a preferred time in the booking form. We reply ${site.replyPromise} to confirm the appointment and ask a few questions about the space.`,
    },
    {
      title: "Share the room",
      text: "Send photos, a floor plan or a few rough measurements before we meet, along with anything you already love, from a paint color to a pillow.",
    },
    {
      title: "Meet and compare",
      text: "We lay out samples in real light, talk through durability and care, and narrow the choices to a short list you can live with for a few days.",
    },
    {
      title: "Decide and order",
      text: `When you are ready we confirm quantities, dye lots and lead times, place the order, and schedule installation. Special orders arrive mostly within ${site.specialOrderLeadTime}.`,
    },
  ],
};
