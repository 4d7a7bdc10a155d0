import "server-only";

import { localizedSite } from "@/content/localized";
import { site } from "@/content/site";
import { type Locale } from "@/i18n/routing";
import { contactSubject, type ContactSubmission } from "@/lib/forms/contact-schema";
import { shortReference } from "@/server/mail/format";
import { lowerFirst } from "@/server/mail/spanish";
import {
  submissionEmails,
  type SubmissionEmailContent,
  type SubmissionEmailInput,
  type SubmissionEmails,
} from "@/server/mail/submission-emails";

type VisitorConfirmation = SubmissionEmailContent["visitorConfirmation"];

/** The visitor's confirmation in each language: the reply promise, the reference, the hours. */
const confirmations: Record<Locale, (reference: string) => VisitorConfirmation> = {
  en: (reference) => ({
    subject: `We received your message to ${site.name}`,
    blocks: [
      `Thank you for writing to us. Your message has reached the showroom, and we'll get back to you ${site.replyPromise}. Your reference is ${reference}.`,
      `If it cannot wait, call us at ${site.phone.display}. Our hours: ${site.hours.weekdays}; ${site.hours.weekend}.`,
    ],
  }),
  es: (reference) => {
    const es = localizedSite("es");
    return {
      subject: `Recibimos su mensaje para ${es.name}`,
      blocks: [
        `Gracias por escribirnos. Su mensaje llegó al showroom y le responderemos ${es.replyPromise}. Su referencia es ${reference}.`,
        `Si no puede esperar, llámenos al ${es.phone.display}. Nuestro horario: ${lowerFirst(es.hours.weekdays)}; ${lowerFirst(es.hours.weekend)}.`,
      ],
    };
  },
};

/** The owner's copy of a contact message, and the visitor's confirmation with the reply promise. */
export function contactEmails(input: SubmissionEmailInput<ContactSubmission>): SubmissionEmails {
  const { submission } = input;
  const reference = shortReference(input.id);
  return submissionEmails(input, {
    ownerNotification: {
      subject: `${contactSubject} (ref ${reference})`,
      intro: "A new message came in through the website's contact form.",
      rows: [
        { label: "Name", value: submission.name },
        { label: "E-mail", value: submission.email },
        { label: "Phone", value: submission.phone },
        { label: "Subject", value: contactSubject },
        { label: "Message", value: submission.message, multiline: true },
      ],
      outro: `Reply to this e-mail to answer ${submission.name} directly.`,
    },
    visitorConfirmation: confirmations[input.locale ?? "en"](reference),
  });
}
