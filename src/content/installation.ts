/** The /installation page: how a job runs, what the warranty covers, and how to get ready. */
import { z } from "zod";

import { site } from "@/content/site";

const linkSchema = z.object({ href: z.string().startsWith("/"), label: z.string().min(2) });

export const installationStepSchema = z.object({
  title: z.string().min(3),
  text: z.string().min(40),
});

export const preparationItemSchema = z.object({
  id: z.string().regex(/^[a-z0-9-]+$/),
  title: z.string().min(5),
  text: z.string().min(40),
  link: linkSchema,
});

export type PreparationItem = z.infer<typeof preparationItemSchema>;

export const installationContentSchema = z.object({
  heading: z.string().min(5),
  intro: z.string().min(60),
  stepsHeading: z.string().min(3),
  steps: z.array(installationStepSchema).min(4).max(6),
  warranty: z.object({
    heading: z.string().min(5),
    summary: z.string().min(60),
    covers: z.array(z.string().min(10)).min(3),
    excludes: z.array(z.string().min(10)).min(3),
  }),
  preparationHeading: z.string().min(3),
  preparation: z.array(preparationItemSchema).length(4),
  /** The two calls to action: Apply for Installation and Contact Us. */
  ctas: z.tuple([linkSchema, linkSchema]),
});

export type InstallationContent = z.infer<typeof installationContentSchema>;

export const installationContent: InstallationContent = {
  heading: "Professional wallpaper installation",
  intro: `A beautiful wallcovering is only as good as the hands that hang it. Our own crews, not day-rate subcontractors, install everything we sell across South Florida, from delicate grasscloth in a Coconut Grove bungalow to commercial vinyl in a hotel corridor. Every job carries a ${site.installationWarranty} warranty on workmanship.`,
  stepsHeading: "How installation works",
  steps: [
    {
      title: "Site visit and measure",
      text: "We measure every wall, note the pattern repeat and check the surfaces before anything is ordered, so quantities are right and there are no surprises on the day.",
    },
    {
      title: "Order and inspect",
      text: `We order the wallcovering, confirm every roll shares one dye lot, and inspect the delivery for shade, pattern and damage. Special orders arrive mostly within ${site.specialOrderLeadTime}.`,
    },
    {
      title: "Prepare the walls",
      text: "On installation day the crew protects floors and furniture, repairs and smooths the walls, checks moisture readings and applies the right primer for the material.",
    },
    {
      title: "Hang with care",
      text: "Strips are plumbed, matched and trimmed by hand, with seams placed away from the eye line wherever the room allows. Murals go up in numbered sequence.",
    },
    {
      title: "Walk-through",
      text: "Before we leave we walk the room with you, tidy up completely, and leave care instructions and any usable offcuts for future repairs.",
    },
  ],
  warranty: {
    heading: `Our ${site.installationWarranty} installation warranty`,
    summary: `If a problem appears during the warranty period because of how our crew hung the wallcovering, we return and correct it at no charge. Call or e-mail the showroom with a photo and we will arrange a visit.`,
    covers: [
      "Seams that open, lift or curl",
      "Edges and corners that come away from the wall",
      "Bubbles, blisters or wrinkles caused by application",
      "Pattern misalignment at seams that our crew hung",
    ],
    excludes: [
      "Water leaks, roof or plumbing failures and flooding",
      "Cracks from structural movement or settling of the building",
      "Manufacturing defects, which we take up with the mill on your behalf",
      "Damage from impact, cleaning products, pets or later renovation work",
      "Rooms left without air conditioning or ventilation for long periods",
      "Walls prepared or papered by others before our visit",
    ],
  },
  preparationHeading: "Getting ready for installation",
  preparation: [
    {
      id: "choose-the-material",
      title: "Choose a material that suits the room",
      text: "Vinyls and non-wovens for bathrooms, kitchens and coastal rooms; naturals and silks for dry, climate-controlled spaces.",
      link: {
        href: "/how-to/choose-the-right-type-of-wallpaper",
        label: "Choose the right type of wallpaper",
      },
    },
    {
      id: "order-enough-rolls",
      title: "Order enough rolls, from one dye lot",
      text: "Estimate your rolls with the calculator, add about 10% for trimming and repairs, and we will confirm the count when we measure.",
      link: { href: "/wallpaper-calculator", label: "Wallpaper calculator" },
    },
    {
      id: "prepare-the-walls",
      title: "Know what good wall preparation involves",
      text: "Smooth, clean, dry and primed walls are what make seams disappear. Our crews do this for you; the guide explains what to expect.",
      link: {
        href: "/how-to/prepare-your-walls-for-wallpaper",
        label: "Prepare your walls for wallpaper",
      },
    },
    {
      id: "clear-and-cool-the-room",
      title: "Clear the room and keep it cool",
      text: "Move small furniture and art away from the walls, keep the air conditioning running for a day before we arrive, and let the rolls acclimate in the room.",
      link: { href: "/how-to/hang-wallpaper", label: "How wallpaper is hung" },
    },
  ],
  ctas: [
    { href: "/consultation", label: "Apply for Installation" },
    { href: "/contact", label: "Contact Us" },
  ],
};
