import "server-only";

import { notSpecifiedTime } from "@/content/consultation";
import { fullAddress, site } from "@/content/site";
import { pictureSize } from "@/lib/consultation/picture-size";
import { type ConsultationSubmission } from "@/lib/forms/consultation-schema";
import {
  addressDomain,
  formatCalendarDate,
  formatShortCalendarDate,
  shortReference,
} from "@/server/mail/format";
import { consultationIcs } from "@/server/mail/ics";
import {
  submissionEmails,
  type SubmissionEmailInput,
  type SubmissionEmails,
} from "@/server/mail/submission-emails";

/**
 * The two e-mails of a consultation request. The visitor's repeats only the slot, chosen from
 * fixed options, and attaches it as a tentative calendar entry. A picture sent from the wall
 * visualiser is attached to the owner's only; the visitor's says it arrived, without repeating
 * its description (the visitor's browser wrote that).
 */
export function consultationEmails(
  input: SubmissionEmailInput<ConsultationSubmission>,
): SubmissionEmails {
  const { submission, id, picture } = input;
  const date = formatCalendarDate(submission.preferredDate);
  const hasTime = submission.preferredTime !== notSpecifiedTime;
  const when = hasTime ? `${date} at ${submission.preferredTime}` : date;
  const reference = shortReference(id);
  const slotSentence = hasTime
    ? `We have your request for ${when} (Eastern Time).`
    : `We have your request for ${date}. You did not pick a time, so we will suggest one.`;

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

  return submissionEmails(input, {
    ownerNotification: {
      subject: `New consultation request for ${formatShortCalendarDate(submission.preferredDate)}${hasTime ? ` at ${submission.preferredTime}` : ""} (ref ${reference})`,
      intro: picture
        ? "A new consultation request came in through the website, with a picture from the wall visualiser."
        : "A new consultation request came in through the website.",
      ...(picture
        ? {
            blocks: [
              `Picture attached: ${picture.description} (${picture.fileName}, ${pictureSize(picture)}). It is also shown with the request in the inbox.`,
            ],
            attachments: [
              {
                filename: picture.fileName,
                contentType: "image/jpeg",
                source: "consultation_picture" as const,
              },
            ],
          }
        : {}),
      rows: [
        { label: "Name", value: submission.name },
        { label: "E-mail", value: submission.email },
        { label: "Phone", value: submission.phone },
        { label: "Preferred date", value: date },
        { label: "Preferred time", value: submission.preferredTime },
        { label: "Product", value: submission.productName },
        { label: "Message", value: submission.message, multiline: true },
      ],
      outro: `Reply to this e-mail to answer ${submission.name} directly.`,
    },
    visitorConfirmation: {
      subject: `Your consultation request with ${site.name}`,
      blocks: [
        `Thank you for asking for a design consultation. ${slotSentence} Your reference is ${reference}.`,
        ...(picture
          ? [
              "We have also received the picture from our wall visualiser that you sent with your request, and will have it to hand when we talk.",
            ]
          : []),
        "What happens next: we'll contact you soon to confirm your appointment, or to offer another time if that one is taken. Until then, the calendar entry attached to this e-mail is marked tentative.",
        "If you have photos of the room, plans or a fabric swatch, bring them along. They help us choose the right samples.",
        `If anything changes, reply to this e-mail or call us at ${site.phone.display}.`,
      ],
      footer: [`${site.hours.weekdays}; ${site.hours.weekend}`],
      attachments: [
        {
          filename: "consultation-request.ics",
          contentType: "text/calendar; charset=utf-8; method=PUBLISH",
          content: ics,
        },
      ],
    },
  });
}
