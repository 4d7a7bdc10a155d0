/**
 * The ten questions on /faqs. Every policy figure comes from `site` or the consultation options, so
 * an answer cannot drift from the Terms or the consultation page.
 */
import { z } from "zod";

import { inHomeConsultation, showroomConsultation } from "@/content/consultation";
import { site } from "@/content/site";

export const faqLinkSchema = z.object({
  href: z.string().startsWith("/"),
  label: z.string().min(2),
});

export const faqSchema = z.object({
  id: z.string().regex(/^[a-z0-9-]+$/),
  question: z.string().min(10).endsWith("?"),
  /** Plain text, no markup: the accordion renders it as a paragraph. */
  answer: z.string().min(120),
  links: z.array(faqLinkSchema).optional(),
});

export type Faq = z.infer<typeof faqSchema>;

export const faqsSchema = z.array(faqSchema).length(10);

export const faqs: readonly Faq[] = [
  {
    id: "samples",
    question: "How do I get wallpaper samples?",
    answer: `Add the patterns you like to your sample cart from any product page and we will mail them to you, or pick them up at the showroom. Samples are $${site.samplePrice} each and are cut large enough to judge color and texture in your own light. If you are unsure where to start, visit us: the sample library holds ${site.stats.samples} samples to compare side by side.`,
    links: [
      { href: "/wallpaper-brands", label: "Browse wallpaper" },
      { href: "/samples", label: "Your samples" },
    ],
  },
  {
    id: "special-order-lead-time",
    question: "How long do special orders take to arrive?",
    answer: `Most special orders arrive within ${site.specialOrderLeadTime}. Hand-painted papers, custom colorways and large commercial quantities can take longer, and we confirm the mill's ship date before you commit. We check stock and dye lots at the time of ordering, follow the shipment, and call you when the rolls are at the showroom. If the wallcovering is part of a renovation, order early so it is waiting for the walls, not the other way around.`,
  },
  {
    id: "installation",
    question: "Do you install the wallpaper you sell?",
    answer:
      "Yes. Installation is done by our own crews, not subcontractors chosen on the day. We measure before ordering, inspect the walls, handle the preparation and priming, and hang everything from delicate grasscloth to commercial vinyl. If you bought your wallcovering elsewhere, send us the details and we will tell you honestly whether we can take the job.",
    links: [{ href: "/installation", label: "How installation works" }],
  },
  {
    id: "installation-warranty",
    question: "Is your installation guaranteed?",
    answer: `Every installation by our crews carries a ${site.installationWarranty} warranty on workmanship. If seams open, edges lift or bubbles appear because of how the paper was hung, we come back and put it right at no charge. The warranty does not cover water leaks, structural movement, manufacturing defects, which we take up with the mill for you, or damage after the install.`,
    links: [{ href: "/installation", label: "Warranty details" }],
  },
  {
    id: "returns-and-cancellations",
    question: "What is your return and cancellation policy?",
    answer: `You can cancel any order within 24 hours of placing it. Stock items can be returned within 30 days if the rolls are unopened and in their original packaging. Special orders are final once they have been placed with the mill. Please inspect every delivery and report damage or defects within 48 hours, before anything is hung, so we can arrange replacements quickly.`,
    links: [{ href: "/terms", label: "Terms & Conditions" }],
  },
  {
    id: "consultations",
    question: "What happens in a design consultation, and what does it cost?",
    answer: `A showroom consultation is ${showroomConsultation.price.toLowerCase()} and lasts ${showroomConsultation.duration}: we sit down with the sample library and narrow it to a short list. An in-home design consultation is ${inHomeConsultation.price} for ${inHomeConsultation.duration}, and we bring samples chosen for your rooms, study the light and take measurements. Either way you leave with clear next steps and no obligation to order.`,
    links: [{ href: "/consultation", label: "Consultation options" }],
  },
  {
    id: "care-and-cleaning",
    question: "How do I clean and care for wallpaper?",
    answer:
      "It depends on the material, so keep the label or ask us. Washable and scrubbable vinyls take a soft sponge with mild soapy water. Most non-woven and paper wallcoverings only want a barely damp cloth, blotted rather than rubbed. Grasscloth, silk and other naturals should never get wet; dust them with a soft brush. Always test a hidden corner first.",
    links: [{ href: "/how-to/clean-wallpaper-safely", label: "Cleaning guide" }],
  },
  {
    id: "humidity",
    question: "Will wallpaper hold up in South Florida humidity?",
    answer:
      "It will, if the material suits the room and the humidity indoors is kept in check. We suggest vinyl or vinyl-coated wallcoverings for bathrooms, kitchens and laundry rooms, and non-woven papers for most living spaces because they stay dimensionally stable and let walls breathe. Keep the air conditioning running and the room ventilated, and let the rolls acclimate in the room for a day before hanging. Naturals such as grasscloth belong in dry, climate-controlled rooms.",
    links: [
      { href: "/how-to/choose-the-right-type-of-wallpaper", label: "Choosing a wallpaper type" },
    ],
  },
  {
    id: "how-many-rolls",
    question: "How many rolls of wallpaper do I need?",
    answer:
      "Start with our wallpaper calculator: enter the room's dimensions, windows and doors, and the roll size and pattern repeat from the product page, and it estimates single and double rolls. Order about 10% extra for trimming and future repairs, and more for large pattern repeats. Before you order, we confirm the count from our own measurements.",
    links: [{ href: "/wallpaper-calculator", label: "Wallpaper calculator" }],
  },
  {
    id: "dye-lots",
    question: "What is a dye lot, and why does it matter?",
    answer:
      "A dye lot is a single print run. Rolls from different runs can differ slightly in shade, and the difference shows once they are side by side on a wall. Order every roll for a room at the same time so they share a lot number, keep one spare roll for repairs, and note the lot number printed on the label. We check lots on every delivery.",
    links: [{ href: "/how-to/glossary", label: "Wallpaper glossary" }],
  },
];
