import "server-only";

import { fullAddress, site } from "@/content/site";
import { contactSubject, type ContactSubmission } from "@/lib/forms/contact-schema";

import { type SubmissionEmails } from "./email-draft";
import { formatShowroomTime, shortReference } from "./format";
import {
  detailRowsHtml,
  detailRowsText,
  emailLayout,
  escapeHtml,
  paragraphs,
  type DetailRow,
} from "./html";
import { trackingRows } from "./tracking-rows";

export type ContactEmailInput = {
  id: string;
  submission: ContactSubmission;
  createdAt: Date;
  ownerEmail: string;
};

/**
 * The owner's copy of a contact message, and the visitor's confirmation with the reply promise.
 * The confirmation goes to whatever address was typed into the form, so it repeats nothing the
 * visitor typed (not even the name): the form cannot be used to mail someone else their words.
 */
export function contactEmails(input: ContactEmailInput): SubmissionEmails {
  const { submission, id } = input;
  const reference = shortReference(id);
  const rows: DetailRow[] = [
    { label: "Name", value: submission.name },
    { label: "E-mail", value: submission.email },
    { label: "Phone", value: submission.phone },
    { label: "Subject", value: contactSubject },
    { label: "Message", value: submission.message, multiline: true },
    ...trackingRows(submission),
    { label: "Received", value: formatShowroomTime(input.createdAt) },
    { label: "Reference", value: reference },
  ];
  const ownerIntro = "A new message came in through the website's contact form.";
  const ownerOutro = `Reply to this e-mail to answer ${submission.name} directly.`;
  const ownerSubject = `${contactSubject} (ref ${reference})`;

  const visitorSubject = `We received your message to ${site.name}`;
  const visitorParagraphs = [
    "Hello,",
    `Thank you for writing to us. Your message has reached the showroom, and we'll get back to you ${site.replyPromise}. Your reference is ${reference}.`,
    `If it cannot wait, call us at ${site.phone.display}. Our hours: ${site.hours.weekdays}; ${site.hours.weekend}.`,
    `Warm regards,\n${site.name}`,
  ];

  return {
    ownerNotification: {
      to: input.ownerEmail,
      replyTo: submission.email,
      subject: ownerSubject,
      text: `${ownerIntro}\n\n${detailRowsText(rows)}\n\n${ownerOutro}\n`,
      html: emailLayout({
        title: ownerSubject,
        body: `${paragraphs([ownerIntro])}\n${detailRowsHtml(rows)}\n<p style="margin:16px 0 0">${escapeHtml(ownerOutro)}</p>`,
      }),
    },
    visitorConfirmation: {
      to: submission.email,
      replyTo: input.ownerEmail,
      subject: visitorSubject,
      text: `${visitorParagraphs.join("\n\n")}\n${fullAddress}\n`,
      html: emailLayout({
        title: visitorSubject,
        body: paragraphs(visitorParagraphs.slice(0, -1)).concat(
          `\n<p style="margin:0">Warm regards,<br>${escapeHtml(site.name)}</p>`,
        ),
      }),
    },
  };
}
