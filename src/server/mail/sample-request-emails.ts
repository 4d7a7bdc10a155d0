import "server-only";

import { samplePolicy } from "@/content/samples";
import { fullAddress, site } from "@/content/site";
import { type SampleRequestSubmission } from "@/lib/forms/sample-request-schema";
import { formatSampleMoney, totalCents } from "@/lib/samples/money";

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

/** A line as the e-mails show it; prices are the catalogue's, in cents. */
export type SampleEmailLine = {
  productId: number;
  productName: string;
  brand: string;
  priceCents: number;
  currentRun: boolean;
};

export type SampleRequestEmailInput = {
  id: string;
  submission: SampleRequestSubmission;
  lines: readonly SampleEmailLine[];
  createdAt: Date;
  ownerEmail: string;
};

export const currentRunLabel = "Current-run cutting requested";

function lineText(line: SampleEmailLine, index: number, forOwner: boolean): string {
  const run = line.currentRun ? ` · ${currentRunLabel}` : "";
  const id = forOwner ? ` (#${line.productId})` : "";
  return `${index + 1}. ${line.productName}${id}, ${line.brand}: ${formatSampleMoney(line.priceCents)}${run}`;
}

function linesHtml(lines: readonly SampleEmailLine[], forOwner: boolean): string {
  const rows = lines
    .map((line, index) => {
      const run = line.currentRun
        ? `<br><strong style="color:#7a4a1f">${escapeHtml(currentRunLabel)}</strong>`
        : "";
      const id = forOwner ? ` <span style="color:#6b5e52">#${line.productId}</span>` : "";
      return `<tr><td valign="top" style="padding:8px 12px 8px 0;color:#6b5e52">${index + 1}.</td><td style="padding:8px 12px 8px 0;color:#2b2520">${escapeHtml(line.productName)}${id}<br><span style="color:#6b5e52">${escapeHtml(line.brand)}</span>${run}</td><td valign="top" align="right" style="padding:8px 0;white-space:nowrap">${escapeHtml(formatSampleMoney(line.priceCents))}</td></tr>`;
    })
    .join("\n");
  return `<table role="presentation" cellpadding="0" cellspacing="0" width="100%" style="border-collapse:collapse;font-size:15px;line-height:1.5;margin:0 0 16px">\n${rows}\n</table>`;
}

function shippingAddress(submission: SampleRequestSubmission): string {
  return `${submission.street}\n${submission.city}, ${submission.state} ${submission.zip}`;
}

/**
 * The owner's copy lists every sample, marks the lines that ask for a current-run cutting and
 * gives the address to ship to; the visitor's confirmation repeats the samples and says what
 * happens next. The confirmation shows only what the site itself knows (catalogue names, prices,
 * the reference), never the name or address typed at checkout, so the form cannot mail someone
 * else words of the sender's choosing. Neither asks for or mentions payment details: none are
 * taken online.
 */
export function sampleRequestEmails(input: SampleRequestEmailInput): SubmissionEmails {
  const { submission, id, lines } = input;
  const reference = shortReference(id);
  const total = formatSampleMoney(totalCents(lines));
  const runCount = lines.filter((line) => line.currentRun).length;
  const address = shippingAddress(submission);
  const count = `${lines.length} ${lines.length === 1 ? "sample" : "samples"}`;

  const rows: DetailRow[] = [
    { label: "Name", value: submission.name },
    { label: "E-mail", value: submission.email },
    { label: "Ship to", value: address, multiline: true },
    { label: "Samples", value: count },
    { label: "Current run", value: runCount > 0 ? `${runCount} of ${lines.length}` : "None" },
    { label: "Total", value: `${total} (not charged; confirm shipping and tax)` },
    ...trackingRows(submission),
    { label: "Received", value: formatShowroomTime(input.createdAt) },
    { label: "Reference", value: reference },
  ];
  const ownerIntro = `A new sample request came in through the website: ${count} to ship.`;
  const ownerOutro = `No payment was taken. Confirm shipping and any tax with ${submission.name} before sending; reply to this e-mail to reach them.`;
  const ownerSubject = `Sample request: ${count} (ref ${reference})`;
  const ownerLines = lines.map((line, index) => lineText(line, index, true)).join("\n");

  const visitorSubject = `Your sample request to ${site.name} (ref ${reference})`;
  const visitorIntro = [
    "Hello,",
    `Thank you for your sample request. These are the samples we will cut for you (${samplePolicy.size} each):`,
  ];
  const visitorNext = [
    `Total: ${total}. No payment has been taken: we will confirm shipping and any tax with you by phone or e-mail ${site.replyPromise}, before the samples leave the showroom. They usually arrive within ${samplePolicy.shipping} after that.`,
    "We will ship to the address you entered at checkout. If it needs a change, reply to this e-mail.",
    samplePolicy.credit,
    `Questions in the meantime? Call us at ${site.phone.display} or reply to this e-mail. Your reference is ${reference}.`,
  ];
  const visitorLines = lines.map((line, index) => lineText(line, index, false)).join("\n");

  return {
    ownerNotification: {
      to: input.ownerEmail,
      replyTo: submission.email,
      subject: ownerSubject,
      text: `${ownerIntro}\n\n${ownerLines}\n\n${detailRowsText(rows)}\n\n${ownerOutro}\n`,
      html: emailLayout({
        title: ownerSubject,
        body: `${paragraphs([ownerIntro])}\n${linesHtml(lines, true)}\n${detailRowsHtml(rows)}\n<p style="margin:16px 0 0">${escapeHtml(ownerOutro)}</p>`,
      }),
    },
    visitorConfirmation: {
      to: submission.email,
      replyTo: input.ownerEmail,
      subject: visitorSubject,
      text: `${visitorIntro.join("\n\n")}\n\n${visitorLines}\n\n${visitorNext.join("\n\n")}\n\nWarm regards,\n${site.name}\n${fullAddress}\n`,
      html: emailLayout({
        title: visitorSubject,
        body: `${paragraphs(visitorIntro)}\n${linesHtml(lines, false)}\n${visitorNext
          .map(
            (text) => `<p style="margin:0 0 16px">${escapeHtml(text).replace(/\n/g, "<br>")}</p>`,
          )
          .join("\n")}\n<p style="margin:0">Warm regards,<br>${escapeHtml(site.name)}</p>`,
      }),
    },
  };
}
