import "server-only";

import { samplePolicy } from "@/content/samples";
import { site } from "@/content/site";
import { type SampleRequestSubmission } from "@/lib/forms/sample-request-schema";
import { formatSampleMoney, totalCents } from "@/lib/samples/money";
import { shortReference } from "@/server/mail/format";
import { escapeHtml } from "@/server/mail/html";
import {
  submissionEmails,
  type SubmissionEmailInput,
  type SubmissionEmails,
} from "@/server/mail/submission-emails";

/** A line as the e-mails show it; prices are the catalog's, in cents. */
export type SampleEmailLine = {
  productId: number;
  productName: string;
  brand: string;
  priceCents: number;
  currentRun: boolean;
};

export type SampleRequestEmailInput = SubmissionEmailInput<SampleRequestSubmission> & {
  lines: readonly SampleEmailLine[];
};

const currentRunLabel = "Current-run cutting requested";

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
 * happens next, never the name or address typed at checkout. Neither asks for or mentions
 * payment details: none are taken online.
 */
export function sampleRequestEmails(input: SampleRequestEmailInput): SubmissionEmails {
  const { submission, lines } = input;
  const reference = shortReference(input.id);
  const total = formatSampleMoney(totalCents(lines));
  const runCount = lines.filter((line) => line.currentRun).length;
  const count = `${lines.length} ${lines.length === 1 ? "sample" : "samples"}`;
  const linesBlock = (forOwner: boolean) => ({
    text: lines.map((line, index) => lineText(line, index, forOwner)).join("\n"),
    html: linesHtml(lines, forOwner),
  });

  return submissionEmails(input, {
    ownerNotification: {
      subject: `Sample request: ${count} (ref ${reference})`,
      intro: `A new sample request came in through the website: ${count} to ship.`,
      blocks: [linesBlock(true)],
      rows: [
        { label: "Name", value: submission.name },
        { label: "E-mail", value: submission.email },
        { label: "Ship to", value: shippingAddress(submission), multiline: true },
        { label: "Samples", value: count },
        { label: "Current run", value: runCount > 0 ? `${runCount} of ${lines.length}` : "None" },
        { label: "Total", value: `${total} (not charged; confirm shipping and tax)` },
      ],
      outro: `No payment was taken. Confirm shipping and any tax with ${submission.name} before sending; reply to this e-mail to reach them.`,
    },
    visitorConfirmation: {
      subject: `Your sample request to ${site.name} (ref ${reference})`,
      blocks: [
        `Thank you for your sample request. These are the samples we will cut for you (${samplePolicy.size} each):`,
        linesBlock(false),
        `Total: ${total}. No payment has been taken: we will confirm shipping and any tax with you by phone or e-mail ${site.replyPromise}, before the samples leave the showroom. They usually arrive within ${samplePolicy.shipping} after that.`,
        "We will ship to the address you entered at checkout. If it needs a change, reply to this e-mail.",
        samplePolicy.credit,
        `Questions in the meantime? Call us at ${site.phone.display} or reply to this e-mail. Your reference is ${reference}.`,
      ],
    },
  });
}
