import "server-only";

import { fullAddress, site } from "@/content/site";
import { type Locale } from "@/i18n/routing";
import { needsReplyInOwnLanguage, ownerLanguageLine } from "@/lib/forms/submission-language";
import { type StoredAttachment, type TextAttachment } from "@/server/db/schema";

import { formatShowroomTime, shortReference } from "./format";
import {
  detailRowsHtml,
  detailRowsText,
  emailLayout,
  escapeHtml,
  paragraphHtml,
  type DetailRow,
} from "./html";

/** A rendered e-mail before it is queued. `to` and `replyTo` are validated addresses only. */
export type EmailDraft = {
  to: string;
  replyTo?: string;
  subject: string;
  text: string;
  html: string;
  attachments?: StoredAttachment[];
};

/**
 * What a form's templates produce for one submission. The visitor's copy carries text files
 * only: what the visitor sent (the picture) never goes back out to the address they typed.
 */
export type SubmissionEmails = {
  ownerNotification: EmailDraft;
  visitorConfirmation: Omit<EmailDraft, "attachments"> & { attachments?: TextAttachment[] };
};

/** The picture sent with a submission, as its e-mails describe it (the bytes stay stored). */
export type SubmittedPicture = {
  fileName: string;
  description: string;
  width: number;
  height: number;
  byteSize: number;
};

/** What every form's e-mails are made from. */
export type SubmissionEmailInput<TSubmission> = {
  id: string;
  submission: TSubmission;
  createdAt: Date;
  ownerEmail: string;
  /** The language the form was filled in: the visitor's e-mail is written in it. English if absent. */
  locale?: Locale;
  /** The consultation's picture, when one was sent. */
  picture?: SubmittedPicture;
};

/** The fields every form has, which the shared parts of the e-mails read. */
type SubmittedVisit = {
  email: string;
  page?: string;
  landingPage?: string;
  utm: Record<string, string>;
};

/** A part of an e-mail's body: a paragraph, or a block written out for each format (a table). */
export type EmailBlock = string | { text: string; html: string };

/** What a form writes into its two e-mails; the frame, greeting and sign-off are added here. */
export type SubmissionEmailContent = {
  ownerNotification: {
    subject: string;
    intro: string;
    /** Between the intro and the details, e.g. the samples asked for. */
    blocks?: EmailBlock[];
    /** The form's own fields; where the visit came from, when and the reference follow. */
    rows: DetailRow[];
    outro: string;
    attachments?: StoredAttachment[];
  };
  visitorConfirmation: {
    subject: string;
    /** After "Hello," and before the sign-off. */
    blocks: EmailBlock[];
    /** Lines under the showroom's address at the end of the text version. */
    footer?: string[];
    attachments?: TextAttachment[];
  };
};

/** Where a visit came from, as the owner reads it in a notification. */
function trackingRows(submission: SubmittedVisit): DetailRow[] {
  const campaign = Object.entries(submission.utm)
    .map(([key, value]) => `${key}=${value}`)
    .join(", ");
  return [
    { label: "Sent from", value: submission.page },
    { label: "Landing page", value: submission.landingPage },
    { label: "Campaign", value: campaign },
  ];
}

/** The words around the visitor's confirmation, in its language. */
const visitorFrames: Record<Locale, { greeting: string; signOff: string }> = {
  en: { greeting: "Hello,", signOff: "Warm regards," },
  es: { greeting: "Hola:", signOff: "Saludos cordiales," },
};

/** The owner's note, above everything, that the visitor wrote in another language. */
function languageNote(locale: Locale): { text: string; html: string }[] {
  if (!needsReplyInOwnLanguage(locale)) return [];
  const line = ownerLanguageLine(locale);
  return [
    {
      text: line,
      html: `<p style="margin:0 0 16px;padding:8px 12px;border-left:4px solid #7a4a1f;background:#f6f2ec;font-weight:600">${escapeHtml(line)}</p>`,
    },
  ];
}

const blockText = (block: EmailBlock) => (typeof block === "string" ? block : block.text);
const blockHtml = (block: EmailBlock) =>
  typeof block === "string" ? paragraphHtml(block) : block.html;

/**
 * The owner's notification and the visitor's confirmation of one submission. The owner's lists
 * every detail and answers the visitor on reply; the visitor's greets without the name and goes
 * to whatever address was typed, so a form must put into it only what the site itself knows
 * (fixed texts, catalog names, the chosen slot, the reference), never typed words: the form
 * cannot be used to send arbitrary text to someone else's inbox. Replies to it reach the owner.
 *
 * The visitor's is written in the language of the form (`input.locale`), which the form's
 * `content` already is; the owner's stays in English and opens, for another language, with a
 * line asking to reply in it.
 */
export function submissionEmails(
  input: SubmissionEmailInput<SubmittedVisit>,
  content: SubmissionEmailContent,
): SubmissionEmails {
  const { submission } = input;
  const locale = input.locale ?? "en";
  const owner = content.ownerNotification;
  const rows: DetailRow[] = [
    ...owner.rows,
    ...trackingRows(submission),
    { label: "Received", value: formatShowroomTime(input.createdAt) },
    { label: "Reference", value: shortReference(input.id) },
  ];
  const ownerBlocks = owner.blocks ?? [];
  const ownerNote = languageNote(locale);

  const visitor = content.visitorConfirmation;
  const frame = visitorFrames[locale];
  const signOff = `${frame.signOff}\n${site.name}`;
  const visitorBlocks = [frame.greeting, ...visitor.blocks];
  const visitorFooter = [fullAddress, ...(visitor.footer ?? [])];

  return {
    ownerNotification: {
      to: input.ownerEmail,
      replyTo: submission.email,
      subject: owner.subject,
      text: `${[...ownerNote.map(blockText), owner.intro, ...ownerBlocks.map(blockText), detailRowsText(rows), owner.outro].join("\n\n")}\n`,
      html: emailLayout({
        title: owner.subject,
        body: [
          ...ownerNote.map(blockHtml),
          paragraphHtml(owner.intro),
          ...ownerBlocks.map(blockHtml),
          detailRowsHtml(rows),
          `<p style="margin:16px 0 0">${escapeHtml(owner.outro)}</p>`,
        ].join("\n"),
      }),
      ...(owner.attachments ? { attachments: owner.attachments } : {}),
    },
    visitorConfirmation: {
      to: submission.email,
      replyTo: input.ownerEmail,
      subject: visitor.subject,
      text: `${[...visitorBlocks.map(blockText), signOff].join("\n\n")}\n${visitorFooter.join("\n")}\n`,
      html: emailLayout({
        title: visitor.subject,
        lang: locale,
        body: [
          ...visitorBlocks.map(blockHtml),
          `<p style="margin:0">${escapeHtml(frame.signOff)}<br>${escapeHtml(site.name)}</p>`,
        ].join("\n"),
      }),
      ...(visitor.attachments ? { attachments: visitor.attachments } : {}),
    },
  };
}
