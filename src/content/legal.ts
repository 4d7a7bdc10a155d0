/**
 * Privacy Policy and Terms & Conditions. The privacy text describes what this site actually does
 * (form submissions kept in the store's own database, two functional cookies for the sample
 * cart and the chosen language, third-party content only on click), so change it whenever that
 * behavior changes.
 */
import { z } from "zod";

import { inHomeConsultation } from "@/content/consultation";
import { fullAddress, site } from "@/content/site";

/** The terms as first published. */
export const legalUpdated = "January 6, 2025";
/** The privacy policy changed when the wall visualiser could send a picture with a request. */
export const privacyUpdated = "November 25, 2026";

export const legalSectionSchema = z.object({
  id: z.string().regex(/^[a-z0-9-]+$/),
  heading: z.string().min(3),
  paragraphs: z.array(z.string().min(20)).min(1),
  list: z.array(z.string().min(3)).optional(),
});

export type LegalSection = z.infer<typeof legalSectionSchema>;

export const legalDocumentSchema = z.object({
  title: z.string().min(5),
  updated: z.string().regex(/^[A-Z][a-z]+ \d{1,2}, \d{4}$/),
  intro: z.string().min(40),
  sections: z.array(legalSectionSchema).min(5),
});

export type LegalDocument = z.infer<typeof legalDocumentSchema>;

const contactLines = [
  site.legalName,
  fullAddress,
  `Phone: ${site.phone.display}`,
  `E-mail: ${site.email}`,
];

export const privacyPolicy: LegalDocument = {
  title: "Privacy Policy",
  updated: privacyUpdated,
  intro: `This policy explains what information the ${site.name} website collects, why, where it is kept and how you can have it removed. We have kept the site deliberately simple: it collects only what you choose to send us and does not follow you around the web.`,
  sections: [
    {
      id: "who-we-are",
      heading: "Who we are",
      paragraphs: [
        `This website is operated by ${site.legalName}, the showroom at ${fullAddress}. We are responsible for the information described in this policy.`,
      ],
    },
    {
      id: "what-you-send-us",
      heading: "Information you send us",
      paragraphs: [
        "When you request a consultation, send a message through the contact form or request samples, the website stores what you submit in our own database. Depending on the form, that is:",
        "Along with the form, we record the page of our site you sent it from and any utm_* campaign tags (such as utm_source or utm_campaign) that were part of the address of that visit, so we know which page or campaign brought you to us. We do not combine this with any other tracking.",
      ],
      list: [
        "your name, e-mail address and phone number",
        "your postal address, when you ask us to mail samples",
        "your message and, for consultations, the preferred date and time you choose",
        "the product or samples you asked about",
        "a picture of your wall, if you choose to send one from the wall visualiser (see below)",
      ],
    },
    {
      id: "wall-visualiser",
      heading: "Pictures from the wall visualiser",
      paragraphs: [
        "The wall visualiser, which shows a wallpaper on a photo of your own room, works entirely in your browser. The photo you choose and the picture made from it stay on your device: they are never uploaded to us or to anyone else, and they are gone when you close the page.",
        "A picture leaves your device only if you choose “Send this picture with a consultation request” and then send the request. Before it is stored, the website re-encodes the picture, which removes the location, camera details and any other information embedded in the file. It is kept with your request in our own database, is seen only by our showroom staff, and is attached to the e-mail that tells them about your request. It is deleted together with your request.",
      ],
    },
    {
      id: "how-we-use-it",
      heading: "How we use it",
      paragraphs: [
        "We use your information only to answer your request: to confirm a consultation, reply to your message, mail your samples, and follow up on the project you asked about. We do not sell, rent or share it with anyone for their own marketing.",
        "When a form is submitted, the website sends an e-mail notification with its contents to our staff through our e-mail provider, and our replies to you travel the same way.",
      ],
    },
    {
      id: "how-long-we-keep-it",
      heading: "How long we keep it",
      paragraphs: [
        "Submissions stay in our database until we delete them. Once a request has been handled, it may be deleted automatically after a retention period that we set and review. You can ask us to delete your information sooner at any time.",
      ],
    },
    {
      id: "cookies",
      heading: "Cookies",
      paragraphs: [
        "The website sets at most two functional cookies. One remembers the samples you add to your sample cart: it holds only the identifiers of the samples you chose, nothing about you, and the cart would not work without it. The other is set only if you use the language switch, and remembers for a year whether you prefer English or Spanish.",
        "If you close the line that offers this page in the other language, that choice is kept in your own browser's storage and is never sent to us.",
        "We use no analytics, no advertising trackers and no social-media pixels.",
      ],
    },
    {
      id: "third-party-content",
      heading: "Maps and the Instagram feed",
      paragraphs: [
        "No third-party content loads when you open a page. The interactive map, provided by OpenStreetMap, and our Instagram feed appear only after you click to show them.",
        "Once you do, your browser connects to those services directly: they receive your IP address and the usual technical details your browser sends, and their own cookies and privacy policies may apply. If you prefer not to load them, the showroom address is always shown as plain text.",
      ],
    },
    {
      id: "your-choices",
      heading: "Access, correction and deletion",
      paragraphs: [
        `You may ask to see the information we hold about you, to correct it, or to have it deleted. E-mail ${site.email} or call ${site.phone.display}, and we will respond promptly. We may ask you to confirm a detail from your original request so we do not hand your information to someone else.`,
      ],
    },
    {
      id: "children",
      heading: "Children",
      paragraphs: [
        "This website is meant for adults planning their homes and projects. It is not directed to children under 13, and we do not knowingly collect information from them. If you believe a child has sent us information, contact us and we will delete it.",
      ],
    },
    {
      id: "changes",
      heading: "Changes to this policy",
      paragraphs: [
        "If we change how the website handles information, we will update this page and the date at the top.",
      ],
    },
    {
      id: "contact",
      heading: "Contact us",
      paragraphs: ["Questions about this policy or your information are welcome:"],
      list: contactLines,
    },
  ],
};

export const termsAndConditions: LegalDocument = {
  title: "Terms & Conditions",
  updated: legalUpdated,
  intro: `These terms apply to the ${site.name} website and to orders, samples, consultations and installations arranged with ${site.legalName}. By using the site or placing an order with us, you agree to them.`,
  sections: [
    {
      id: "website",
      heading: "Using this website",
      paragraphs: [
        "The website shows products, guides and tools for planning wallcovering projects. No payment is taken on the site itself: orders and sample requests are confirmed with you directly by the showroom.",
        "Colors on screen vary with your device and lighting, and product photographs and room images are for illustration. Please judge color and texture from a physical sample before ordering. Calculator results are estimates; we confirm quantities from our own measurements.",
      ],
    },
    {
      id: "samples",
      heading: "Samples",
      paragraphs: [
        `Samples cost $${site.samplePrice} each. They are cut from current stock or memo books and are meant for reference: the production run you receive may differ slightly in shade, and rolls from different dye lots can vary. Samples are yours to keep and are not returnable.`,
      ],
    },
    {
      id: "pricing",
      heading: "Prices and pricing errors",
      paragraphs: [
        "Prices on the website are in US dollars, are given as a guide, and may change without notice when manufacturers change theirs. Your order price is the one on the written quote or invoice we confirm with you.",
        "Despite our care, a price may occasionally be shown or quoted in error. If that happens, we will tell you before the order is processed and you may accept the correct price or cancel without charge. We are not obliged to honor an obviously mistaken price.",
      ],
    },
    {
      id: "special-orders",
      heading: "Special orders",
      paragraphs: [
        `Many wallcoverings are special-ordered from the mill for you. Special orders arrive mostly within ${site.specialOrderLeadTime}; hand-painted, custom and large orders can take longer, and mill delays are outside our control. We will keep you informed of the expected ship date.`,
        "Special orders are final once they have been placed with the mill. They cannot be cancelled, returned or exchanged after that point, except under the damage and defect terms below.",
      ],
    },
    {
      id: "cancellations",
      heading: "Cancellations",
      paragraphs: [
        "You may cancel an order within 24 hours of placing it for a full refund. We place special orders with the mill only after this cancellation window has passed, unless you ask us to order sooner.",
      ],
    },
    {
      id: "returns",
      heading: "Returns",
      paragraphs: [
        "Stock items may be returned within 30 days of delivery if the rolls are unopened and in their original packaging. Refunds are made to the original form of payment once we have received and checked the return.",
        "We cannot accept returns of opened, cut or installed rolls, samples, or special orders.",
      ],
    },
    {
      id: "damage-and-defects",
      heading: "Damage and defects",
      paragraphs: [
        "Please inspect every delivery as soon as it arrives and report any damage, defect or wrong item within 48 hours of delivery, with photographs where possible. We will arrange a replacement or credit with you and, where needed, with the mill.",
        "Before hanging, check that all rolls share the same dye lot and that the pattern and color are as expected. Manufacturers generally do not accept claims for material that has already been installed, so hang one strip and review it before continuing.",
      ],
    },
    {
      id: "consultations",
      heading: "Consultations",
      paragraphs: [
        `The in-home design consultation fee is ${inHomeConsultation.price}. Showroom consultations are complimentary. If you need to reschedule, please let us know as early as you can so we can offer the time to someone else.`,
      ],
    },
    {
      id: "installation",
      heading: "Installation and warranty",
      paragraphs: [
        `Installations by our own crews carry a ${site.installationWarranty} warranty on workmanship from the date of installation. If seams open, edges lift or bubbles appear because of how the wallcovering was hung, we will return and correct it at no charge.`,
        "The warranty does not cover water leaks, structural movement, manufacturing defects, damage after installation, rooms left without air conditioning or ventilation, or walls prepared by others. Please make sure the rooms are accessible, cleared of small furniture and climate-controlled on the installation day.",
      ],
    },
    {
      id: "liability",
      heading: "Limitation of liability",
      paragraphs: [
        "To the extent the law allows, our liability for any order or service is limited to the amount you paid for it. We are not liable for indirect or consequential losses, such as delays to other trades or the cost of temporary accommodation.",
      ],
    },
    {
      id: "content",
      heading: "Website content",
      paragraphs: [
        "The text, photographs and designs on this website belong to us or to the manufacturers who supplied them and may not be copied for commercial use without permission. Brand names and product names belong to their owners.",
      ],
    },
    {
      id: "governing-law",
      heading: "Governing law",
      paragraphs: [
        "These terms are governed by the laws of the State of Florida. Any dispute will be handled by the courts of Florida, and we will always try to resolve a concern with you directly first.",
      ],
    },
    {
      id: "contact",
      heading: "Contact us",
      paragraphs: ["For questions about these terms, an order or an installation:"],
      list: contactLines,
    },
  ],
};
