import "server-only";

import { notSpecifiedTime } from "@/content/consultation";
import { localizedSite } from "@/content/localized";
import { fullAddress, site } from "@/content/site";
import { type Locale } from "@/i18n/routing";
import { pictureSize } from "@/lib/consultation/picture-size";
import { spanishAtTime } from "@/lib/consultation/time-slot-label";
import { type ConsultationSubmission } from "@/lib/forms/consultation-schema";
import {
  addressDomain,
  formatCalendarDate,
  formatShortCalendarDate,
  shortReference,
} from "@/server/mail/format";
import { consultationIcs } from "@/server/mail/ics";
import { lowerFirst } from "@/server/mail/spanish";
import {
  submissionEmails,
  type SubmissionEmailContent,
  type SubmissionEmailInput,
  type SubmissionEmails,
} from "@/server/mail/submission-emails";

/** What the visitor's confirmation is made of; only the site's own words, never typed ones. */
type ConfirmationFacts = {
  /** YYYY-MM-DD. */
  preferredDate: string;
  /** One of the slots, or "Not specified". */
  preferredTime: string;
  reference: string;
  hasPicture: boolean;
};

/** The visitor's confirmation and its calendar entry's words, in one language. */
type ConfirmationCopy = {
  ics: { summary: string; description: string; filename: string };
  confirmation(
    facts: ConfirmationFacts,
  ): Omit<SubmissionEmailContent["visitorConfirmation"], "attachments">;
};

const copies: Record<Locale, ConfirmationCopy> = {
  en: {
    ics: {
      summary: `Design consultation with ${site.name} (to be confirmed)`,
      description: `Requested through ${site.name}'s website. We will contact you to confirm the appointment. ${site.phone.display}.`,
      filename: "consultation-request.ics",
    },
    confirmation: ({ preferredDate, preferredTime, reference, hasPicture }) => {
      const date = formatCalendarDate(preferredDate);
      const slotSentence =
        preferredTime !== notSpecifiedTime
          ? `We have your request for ${date} at ${preferredTime} (Eastern Time).`
          : `We have your request for ${date}. You did not pick a time, so we will suggest one.`;
      return {
        subject: `Your consultation request with ${site.name}`,
        blocks: [
          `Thank you for asking for a design consultation. ${slotSentence} Your reference is ${reference}.`,
          ...(hasPicture
            ? [
                "We have also received the picture from our wall visualiser that you sent with your request, and will have it to hand when we talk.",
              ]
            : []),
          "What happens next: we'll contact you soon to confirm your appointment, or to offer another time if that one is taken. Until then, the calendar entry attached to this e-mail is marked tentative.",
          "If you have photos of the room, plans or a fabric swatch, bring them along. They help us choose the right samples.",
          `If anything changes, reply to this e-mail or call us at ${site.phone.display}.`,
        ],
        footer: [`${site.hours.weekdays}; ${site.hours.weekend}`],
      };
    },
  },
  es: {
    ics: {
      summary: `Consulta de diseño con ${site.name} (por confirmar)`,
      description: `Solicitada a través del sitio web de ${site.name}. Nos pondremos en contacto con usted para confirmar la cita. ${site.phone.display}.`,
      filename: "solicitud-de-consulta.ics",
    },
    confirmation: ({ preferredDate, preferredTime, reference, hasPicture }) => {
      const es = localizedSite("es");
      const date = formatCalendarDate(preferredDate, "es");
      const slotSentence =
        preferredTime !== notSpecifiedTime
          ? `Tenemos su solicitud para el ${date} ${spanishAtTime(preferredTime)} (hora del Este).`
          : `Tenemos su solicitud para el ${date}. No eligió una hora, así que le propondremos una.`;
      return {
        subject: `Su solicitud de consulta con ${es.name}`,
        blocks: [
          `Gracias por solicitar una consulta de diseño. ${slotSentence} Su referencia es ${reference}.`,
          ...(hasPicture
            ? [
                "También recibimos la imagen del visualizador de pared que envió con su solicitud, y la tendremos a mano cuando conversemos.",
              ]
            : []),
          "Lo que sigue: nos pondremos en contacto con usted pronto para confirmar su cita, o para ofrecerle otra hora si esa ya está ocupada. Mientras tanto, el evento de calendario adjunto a este correo electrónico está marcado como provisional.",
          "Si tiene fotos de la habitación, planos o una muestra de tela, tráigalos. Nos ayudan a elegir las muestras adecuadas.",
          `Si algo cambia, responda a este correo electrónico o llámenos al ${es.phone.display}.`,
        ],
        footer: [`${es.hours.weekdays}; ${lowerFirst(es.hours.weekend)}`],
      };
    },
  },
};

/**
 * The two e-mails of a consultation request. The visitor's repeats only the slot, chosen from
 * fixed options, and attaches it as a tentative calendar entry, in the language of the form. A
 * picture sent from the wall visualiser is attached to the owner's only; the visitor's says it
 * arrived, without repeating its description (the visitor's browser wrote that).
 */
export function consultationEmails(
  input: SubmissionEmailInput<ConsultationSubmission>,
): SubmissionEmails {
  const { submission, id, picture } = input;
  const copy = copies[input.locale ?? "en"];
  const date = formatCalendarDate(submission.preferredDate);
  const hasTime = submission.preferredTime !== notSpecifiedTime;
  const reference = shortReference(id);

  const ics = consultationIcs({
    uid: `consultation-${id}@${addressDomain(site.email)}`,
    date: submission.preferredDate,
    time: submission.preferredTime,
    summary: copy.ics.summary,
    description: copy.ics.description,
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
      ...copy.confirmation({
        preferredDate: submission.preferredDate,
        preferredTime: submission.preferredTime,
        reference,
        hasPicture: picture !== undefined,
      }),
      attachments: [
        {
          filename: copy.ics.filename,
          contentType: "text/calendar; charset=utf-8; method=PUBLISH",
          content: ics,
        },
      ],
    },
  });
}
