import "server-only";

import { notSpecifiedTime } from "@/content/consultation";
import { fullAddress, site } from "@/content/site";
import { type ConsultationSubmission } from "@/lib/forms/consultation-schema";

import { type SubmissionEmails } from "./email-draft";
import {
  addressDomain,
  formatCalendarDate,
  formatShortCalendarDate,
  formatShowroomTime,
  shortReference,
} from "./format";
import {
  detailRowsHtml,
  detailRowsText,
  emailLayout,
  escapeHtml,
  paragraphs,
  type DetailRow,
} from "./html";
import { consultationIcs } from "./ics";
import { trackingRows } from "./tracking-rows";

export type ConsultationEmailInput = {
  id: string;
  submission: ConsultationSubmission;
  createdAt: Date;
  ownerEmail: string;
};

/**
 * The two e-mails of a consultation request. The owner's has every field and answers the visitor
 * on reply; the visitor's repeats only the slot, chosen from fixed options, and never anything
 * typed (not even the name), so the form cannot be used to send arbitrary words to someone
 * else's inbox. Replies to it reach the owner.
 */
export function consultationEmails(input: ConsultationEmailInput): SubmissionEmails {
  const { submission, id } = input;
  const date = formatCalendarDate(submission.preferredDate);
  const hasTime = submission.preferredTime !== notSpecifiedTime;
  const when = hasTime ? `${date} at ${submission.preferredTime}` : date;
  const reference = shortReference(id);

  const rows: DetailRow[] = [
    { label: "Name", value: submission.name },
    { label: "E-mail", value: submission.email },
    { label: "Phone", value: submission.phone },
    { label: "Preferred date", value: date },
    { label: "Preferred time", value: submission.preferredTime },
    { label: "Product", value: submission.productName },
    { label: "Message", value: submission.message, multiline: true },
    ...trackingRows(submission),
    { label: "Received", value: formatShowroomTime(input.createdAt) },
    { label: "Reference", value: reference },
  ];
  const ownerIntro = "A new consultation request came in through the website.";
  const ownerOutro = `Reply to this e-mail to answer ${submission.name} directly.`;
  const ownerSubject = `New consultation request for ${formatShortCalendarDate(submission.preferredDate)}${hasTime ? ` at ${submission.preferredTime}` : ""} (ref ${reference})`;

  const visitorSubject = `Your consultation request with ${site.name}`;
  const slotSentence = hasTime
    ? `We have your request for ${when} (Eastern Time).`
    : `We have your request for ${date}. You did not pick a time, so we will suggest one.`;
  const visitorParagraphs = [
    "Hello,",
    `Thank you for asking for a design consultation. ${slotSentence} Your reference is ${reference}.`,
    "What happens next: we'll contact you soon to confirm your appointment, or to offer another time if that one is taken. Until then, the calendar entry attached to this e-mail is marked tentative.",
    "If you have photos of the room, plans or a fabric swatch, bring them along. They help us choose the right samples.",
    `If anything changes, reply to this e-mail or call us at ${site.phone.display}.`,
    `Warm regards,\n${site.name}`,
  ];

  const ics = consultationIcs({
    uid: `consultation-${id}@${addressDomain(site.email)}`,
    date: submission.preferredDate,
    time: submission.preferredTime,
    summary: `Design consultation with ${site.name} (to be confirmed)`,
    description: `Requested through ${site.name}'s website. We will contact you to confirm the appointment. ${site.phone.display}.`,
    location: fullAddress,
    createdAt: input.createdAt,
    producer: site.name,
  });

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
      text: `${visitorParagraphs.join("\n\n")}\n${fullAddress}\n${site.hours.weekdays}; ${site.hours.weekend}\n`,
      html: emailLayout({
        title: visitorSubject,
        body: paragraphs(visitorParagraphs.slice(0, -1)).concat(
          `\n<p style="margin:0">Warm regards,<br>${escapeHtml(site.name)}</p>`,
        ),
      }),
      attachments: [
        {
          filename: "consultation-request.ics",
          contentType: "text/calendar; charset=utf-8; method=PUBLISH",
          content: ics,
        },
      ],
    },
  };
}
