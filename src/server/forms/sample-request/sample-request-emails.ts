import "server-only";

import { localizedSite } from "@/content/localized";
import { site } from "@/content/site";
import { type Locale } from "@/i18n/routing";
import { type SampleRequestSubmission } from "@/lib/forms/sample-request-schema";
import { formatMoney } from "@/lib/money/format-money";
import { localizedSamplePolicy } from "@/lib/samples/sample-policy";
import { totalCents } from "@/lib/samples/money";
import { shortReference } from "@/server/mail/format";
import { escapeHtml } from "@/server/mail/html";
import {
  submissionEmails,
  type EmailBlock,
  type SubmissionEmailContent,
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

const currentRunLabels: Record<Locale, string> = {
  en: "Current-run cutting requested",
  es: "Corte de la producción actual solicitado",
};

/** Money as the e-mail's language writes it (the same "$5.00" in both, by es-US's own rules). */
const money = (cents: number, locale: Locale) => formatMoney(Math.round(cents) / 100, locale);

function lineText(line: SampleEmailLine, index: number, forOwner: boolean, locale: Locale): string {
  const run = line.currentRun ? ` · ${currentRunLabels[locale]}` : "";
  const id = forOwner ? ` (#${line.productId})` : "";
  return `${index + 1}. ${line.productName}${id}, ${line.brand}: ${money(line.priceCents, locale)}${run}`;
}

function linesHtml(lines: readonly SampleEmailLine[], forOwner: boolean, locale: Locale): string {
  const rows = lines
    .map((line, index) => {
      const run = line.currentRun
        ? `<br><strong style="color:#7a4a1f">${escapeHtml(currentRunLabels[locale])}</strong>`
        : "";
      const id = forOwner ? ` <span style="color:#6b5e52">#${line.productId}</span>` : "";
      return `<tr><td valign="top" style="padding:8px 12px 8px 0;color:#6b5e52">${index + 1}.</td><td style="padding:8px 12px 8px 0;color:#2b2520">${escapeHtml(line.productName)}${id}<br><span style="color:#6b5e52">${escapeHtml(line.brand)}</span>${run}</td><td valign="top" align="right" style="padding:8px 0;white-space:nowrap">${escapeHtml(money(line.priceCents, locale))}</td></tr>`;
    })
    .join("\n");
  return `<table role="presentation" cellpadding="0" cellspacing="0" width="100%" style="border-collapse:collapse;font-size:15px;line-height:1.5;margin:0 0 16px">\n${rows}\n</table>`;
}

function shippingAddress(submission: SampleRequestSubmission): string {
  return `${submission.street}\n${submission.city}, ${submission.state} ${submission.zip}`;
}

/** The visitor's confirmation in each language: the samples, what happens next, the reference. */
const confirmations: Record<
  Locale,
  (facts: {
    reference: string;
    total: string;
    lines: EmailBlock;
  }) => SubmissionEmailContent["visitorConfirmation"]
> = {
  en: ({ reference, total, lines }) => {
    const policy = localizedSamplePolicy("en");
    return {
      subject: `Your sample request to ${site.name} (ref ${reference})`,
      blocks: [
        `Thank you for your sample request. These are the samples we will cut for you (${policy.size} each):`,
        lines,
        `Total: ${total}. No payment has been taken: we will confirm shipping and any tax with you by phone or e-mail ${site.replyPromise}, before the samples leave the showroom. They usually arrive within ${policy.shipping} after that.`,
        "We will ship to the address you entered at checkout. If it needs a change, reply to this e-mail.",
        policy.credit,
        `Questions in the meantime? Call us at ${site.phone.display} or reply to this e-mail. Your reference is ${reference}.`,
      ],
    };
  },
  es: ({ reference, total, lines }) => {
    const policy = localizedSamplePolicy("es");
    const es = localizedSite("es");
    return {
      subject: `Su solicitud de muestras a ${es.name} (ref. ${reference})`,
      blocks: [
        `Gracias por su solicitud de muestras. Estas son las muestras que cortaremos para usted (${policy.size} cada una):`,
        lines,
        `Total: ${total}. No se ha cobrado nada: confirmaremos con usted el envío y cualquier impuesto por teléfono o correo electrónico ${es.replyPromise}, antes de que las muestras salgan del showroom. Por lo general llegan en un plazo de ${policy.shipping} a partir de entonces.`,
        "Enviaremos las muestras a la dirección que ingresó al finalizar el pedido. Si necesita algún cambio, responda a este correo electrónico.",
        policy.credit,
        `¿Tiene preguntas mientras tanto? Llámenos al ${es.phone.display} o responda a este correo electrónico. Su referencia es ${reference}.`,
      ],
    };
  },
};

/**
 * The owner's copy lists every sample, marks the lines that ask for a current-run cutting and
 * gives the address to ship to; the visitor's confirmation, in the language of the form, repeats
 * the samples and says what happens next, never the name or address typed at checkout. Neither
 * asks for or mentions payment details: none are taken online.
 */
export function sampleRequestEmails(input: SampleRequestEmailInput): SubmissionEmails {
  const { submission, lines } = input;
  const locale = input.locale ?? "en";
  const reference = shortReference(input.id);
  const total = money(totalCents(lines), "en");
  const runCount = lines.filter((line) => line.currentRun).length;
  const count = `${lines.length} ${lines.length === 1 ? "sample" : "samples"}`;
  const linesBlock = (forOwner: boolean, language: Locale) => ({
    text: lines.map((line, index) => lineText(line, index, forOwner, language)).join("\n"),
    html: linesHtml(lines, forOwner, language),
  });

  return submissionEmails(input, {
    ownerNotification: {
      subject: `Sample request: ${count} (ref ${reference})`,
      intro: `A new sample request came in through the website: ${count} to ship.`,
      blocks: [linesBlock(true, "en")],
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
    visitorConfirmation: confirmations[locale]({
      reference,
      total: money(totalCents(lines), locale),
      lines: linesBlock(false, locale),
    }),
  });
}
